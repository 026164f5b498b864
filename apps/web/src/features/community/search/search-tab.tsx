import { SEARCH_QUERY_MAX } from '@amparo/contract/community/community-limits';
import type { SearchCommunityResult } from '@amparo/contract/community/search-community';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Link, useSearchParams } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { communityErrorMessage } from '../components/community-error.ts';
import { useCommunitySearch } from './community-search-api.ts';
import { type SearchFailure, searchFailureOf, withoutUnsearchableCharacters } from './searchable-text.ts';

/**
 * Search tab (issue 14): words in any of the seven languages find posts and comments, best match first. The
 * query lives in the address (`?tab=search&q=`), so the back button and a reload keep it. Matching words are
 * marked with <mark> from the server's plain-text pieces: no HTML from anyone is ever rendered.
 */
export function SearchTab() {
  const { t } = useTranslation('community-search');
  const [params, setParams] = useSearchParams();
  const submitted = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const [draft, setDraft] = useState(submitted);
  const [removed, setRemoved] = useState(0);
  const titleId = useId();
  const search = useCommunitySearch(submitted);
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const failure = search.isError ? searchFailureOf(search.error, submitted) : null;

  useEffect(() => setDraft(submitted), [submitted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Characters the server would refuse with a 400 are taken out here, and the line under the box says so.
    const cleaned = withoutUnsearchableCharacters(draft);
    setRemoved(cleaned.removed);
    if (cleaned.text !== draft) setDraft(cleaned.text);
    const query = cleaned.text.trim();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (query) next.set('q', query);
      else next.delete('q');
      return next;
    });
  };

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4 pb-28">
      <h2 id={titleId} className="sr-only">
        {t('title')}
      </h2>
      <search>
        {/* noValidate: the browser's own "too long" bubble would speak in the browser's language and stop the submit
            before the Field can take the person to the box; the Field's count says it in theirs. */}
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          {/* The shared Field counts near the limit, keeps a paste past it whole and says by how much it is over,
              and holds the form until it fits (issue 24): a long paste is never cut and searched without a word. */}
          <Field label={t('label')} hint={t('hint')} limit={{ value: draft, max: SEARCH_QUERY_MAX }}>
            {({ id, describedBy, invalid }) => (
              <div className="flex gap-2">
                <input
                  id={id}
                  type="search"
                  name="q"
                  value={draft}
                  maxLength={SEARCH_QUERY_MAX}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    setRemoved(0);
                  }}
                  placeholder={t('placeholder')}
                  enterKeyHint="search"
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  className={`${inputClassName} min-w-0 flex-1`}
                />
                <Button type="submit" className="shrink-0">
                  <Search className="size-5" aria-hidden />
                  <span>{t('submit')}</span>
                </Button>
              </div>
            )}
          </Field>
          {/* Always rendered, so a screen reader hears the line when it appears. */}
          <p role="status" className={removed > 0 ? 'text-sm' : 'sr-only'}>
            {removed > 0 ? t('charactersRemoved', { count: removed }) : null}
          </p>
        </form>
      </search>

      <div aria-live="polite" className="sr-only">
        {search.isFetching
          ? t('loading')
          : search.isSuccess
            ? t('resultsCount', { count: results.length })
            : ''}
      </div>

      {submitted === '' ? (
        <p className="rounded-2xl border border-border border-dashed p-5">{t('empty')}</p>
      ) : search.isPending ? (
        <LoadingMessage label={t('loading')} className="min-h-32 py-6" />
      ) : failure && results.length === 0 ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">
            <SearchFailureMessage failure={failure} />
          </FormAlert>
          {failure.kind === 'connection' ? (
            <Button className="self-start" onClick={() => void search.refetch()}>
              {t('tryAgain')}
            </Button>
          ) : null}
        </div>
      ) : results.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-border border-dashed p-5">
          <h3 className="font-bold text-lg">{t('noResultsTitle', { query: submitted })}</h3>
          <p>{t('noResultsBody')}</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={search.isFetching || undefined}>
            {results.map((result) => (
              <li key={result.comment_id ?? result.post_id}>
                <SearchResultCard result={result} />
              </li>
            ))}
          </ul>
          {search.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {search.isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </Button>
          ) : (
            <p className="text-center text-muted">{t('end')}</p>
          )}
          {failure && search.isFetchNextPageError ? (
            <FormAlert tone="error">
              <SearchFailureMessage failure={failure} />
            </FormAlert>
          ) : null}
        </>
      )}
    </section>
  );
}

function SearchFailureMessage({ failure }: { failure: SearchFailure }) {
  const { t } = useTranslation('community-search');
  const { t: tCommunity } = useTranslation('community');
  switch (failure.kind) {
    case 'connection':
      return t('error');
    case 'characters':
      return t('invalidCharacters');
    case 'words':
      return t('invalidQuery');
    case 'refused':
      // A session that ended, for one: the community's own sentence for the server's code.
      return communityErrorMessage(tCommunity, failure.error);
  }
}

function SearchResultCard({ result }: { result: SearchCommunityResult }) {
  const { t, i18n } = useTranslation('community-search');
  const to = `/community/posts/${result.post_id}${result.comment_id ? `#comment-${result.comment_id}` : ''}`;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(result.created_at),
  );
  return (
    <Link
      to={to}
      className="flex min-h-11 flex-col gap-2 rounded-2xl border border-border bg-surface-raised p-4 text-foreground no-underline hover:border-primary focus-visible:outline-3 focus-visible:outline-focus"
    >
      <span className="flex flex-wrap gap-x-2 text-muted text-sm">
        <span>{result.comment_id ? t('result.comment') : t('result.post')}</span>
        <span aria-hidden>·</span>
        <bdi className="font-semibold">{result.author_display_name}</bdi>
        <span aria-hidden>·</span>
        <time dateTime={result.created_at}>{when}</time>
      </span>
      {/* The post's own language and direction, whatever the app's language is. */}
      <span lang={result.language} dir="auto" className="break-words text-start">
        {result.highlight.map((segment, index) =>
          segment.match ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move; their order is the text.
            <mark key={index} className="rounded bg-primary-soft px-0.5 font-semibold text-foreground">
              {segment.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <span key={index}>{segment.text}</span>
          ),
        )}
      </span>
    </Link>
  );
}
