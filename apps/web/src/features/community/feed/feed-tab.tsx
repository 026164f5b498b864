import {
  POST_LANGUAGES,
  POST_TOPICS,
  type PostLanguage,
  type PostTopic,
} from '@amparo/contract/community/community-limits';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, SquarePen, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useApiRequest } from '../../../lib/api-request.ts';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { type FeedFilters, feedQueryKey, useFeed } from '../api/list-feed.ts';
import { communityErrorMessage } from '../components/community-error.ts';
import { languageName, PostCard } from '../components/post-card.tsx';
import { NewPostsIndicator } from '../live/new-posts-indicator.tsx';

/**
 * The Feed tab (issue 14, point 3): New post and Refresh, filters by topic and language, newest first a page at a
 * time. Reading needs no display name; only writing does.
 */
export function FeedTab() {
  const { t } = useTranslation('community');
  const [filters, setFilters] = useFeedFilters();
  const feed = useFeed(filters);
  const reloadFirstPage = useReloadFirstPage(filters);
  const online = useOnlineStatus();
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <section aria-label={t('feed.label')} className="flex flex-col gap-4 pb-24">
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/community?tab=post">
          <SquarePen aria-hidden="true" className="size-5 shrink-0" />
          {t('feed.newPost')}
        </ButtonLink>
        <Button
          variant="secondary"
          onClick={reloadFirstPage}
          disabled={feed.isFetching && !feed.isFetchingNextPage}
        >
          <RefreshCw aria-hidden="true" className="size-5 shrink-0" />
          {t('feed.refresh')}
        </Button>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('feed.filters')}</legend>
        <SelectField
          label={t('feed.topic')}
          value={filters.topic ?? ''}
          onChange={(value) =>
            setFilters({ ...filters, topic: (value || undefined) as PostTopic | undefined })
          }
        >
          <option value="">{t('feed.allTopics')}</option>
          {POST_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('feed.language')}
          value={filters.language ?? ''}
          onChange={(value) =>
            setFilters({ ...filters, language: (value || undefined) as PostLanguage | undefined })
          }
        >
          <option value="">{t('feed.allLanguages')}</option>
          {POST_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageName(code)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <NewPostsIndicator
        topic={filters.topic}
        language={filters.language}
        onShowNew={reloadFirstPage}
        newestShownAt={posts[0]?.created_at}
      />
      {feed.isRefetchError && posts.length > 0 ? (
        <p role="alert" className="font-medium text-danger">
          {communityErrorMessage(t, feed.error)}
        </p>
      ) : null}
      {!online ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-surface p-3 font-medium">
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          {t('feed.offline')}
        </p>
      ) : null}
      {feed.isPending ? (
        <LoadingMessage label={t('feed.loading')} className="min-h-40 py-10" />
      ) : feed.isError && posts.length === 0 ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">
            {t('feed.loadError')} {communityErrorMessage(t, feed.error)}
          </FormAlert>
          <Button className="self-start" onClick={() => void feed.refetch()}>
            {t('feed.tryAgain')}
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <EmptyFeed filtered={Boolean(filters.topic || filters.language)} onClear={() => setFilters({})} />
      ) : (
        <>
          <ol className="flex flex-col gap-4">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ol>
          {feed.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              disabled={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
            </Button>
          ) : (
            <p className="text-center text-muted">{t('feed.end')}</p>
          )}
          {feed.isFetchNextPageError ? (
            <p role="alert" className="text-center font-medium text-danger">
              {communityErrorMessage(t, feed.error)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function EmptyFeed({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('community');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-border border-dashed p-5">
      <h2 className="font-bold text-xl">{filtered ? t('feed.emptyFilteredTitle') : t('feed.emptyTitle')}</h2>
      <p>{filtered ? t('feed.emptyFilteredBody') : t('feed.emptyBody')}</p>
      {filtered ? (
        <Button variant="secondary" onClick={onClear}>
          {t('feed.clearFilters')}
        </Button>
      ) : (
        <ButtonLink to="/community?tab=post">{t('feed.writeFirst')}</ButtonLink>
      )}
    </div>
  );
}

/**
 * The filters live in the address (`?tab=feed&topic=housing&language=es`), so coming back from a post with the back
 * button shows the same feed. Replaced, not pushed: a filter is not a page of its own.
 */
function useFeedFilters(): [FeedFilters, (next: FeedFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const topic = search.get('topic');
  const language = search.get('language');
  const filters: FeedFilters = {
    topic: (POST_TOPICS as readonly string[]).includes(topic ?? '') ? (topic as PostTopic) : undefined,
    language: (POST_LANGUAGES as readonly string[]).includes(language ?? '')
      ? (language as PostLanguage)
      : undefined,
  };
  const setFilters = (next: FeedFilters) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of ['topic', 'language'] as const) {
          const value = next[key];
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );
  return [filters, setFilters];
}

type FeedPage = { next_cursor: string | null };

/**
 * Refresh and "show new posts": the newest page again, from the top. The pages loaded further down are dropped
 * first, so one tap costs one request, not one per page the person scrolled through.
 */
function useReloadFirstPage(filters: FeedFilters) {
  const queryClient = useQueryClient();
  const { userId } = useApiRequest('/community');
  return () => {
    const key = feedQueryKey(userId, filters);
    queryClient.setQueryData<InfiniteData<FeedPage, string | null>>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  };
}
