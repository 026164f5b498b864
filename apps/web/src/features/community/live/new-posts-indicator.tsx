import type { PostLanguage, PostTopic } from '@amparo/contract/community/community-limits';
import { ZLivePostEvent } from '@amparo/contract/community/community-live-events';
import { ZCountNewPostsResponse } from '@amparo/contract/community/count-new-posts';
import { ArrowUp } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiRequest } from '../../../lib/api-request.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { useCommunityEvents } from './use-community-events.ts';

export type NewPostsIndicatorProps = {
  /** The feed's filters: only new posts that match them are counted. */
  topic?: PostTopic | undefined;
  language?: PostLanguage | undefined;
  /** Called when the person chooses to see the new posts: the feed reloads its first page. */
  onShowNew: () => void;
  /**
   * The `created_at` of the newest post the feed shows, when it has one: catching up after a reconnect counts
   * from there. Without it, from when the indicator appeared or was last clicked.
   */
  newestShownAt?: string | undefined;
};

/**
 * "3 new posts" at the top of the feed, live: counts the posts that become visible while the feed is open (never
 * the reader's own, never a blocked member's: the server leaves those out) and that match the feed's filters. A
 * button in a polite live region, so a screen reader hears it without losing its place; nothing when there are
 * none. After the connection comes back it asks the server how many it missed.
 */
export function NewPostsIndicator({ topic, language, onShowNew, newestShownAt }: NewPostsIndicatorProps) {
  const { t } = useTranslation('community-search');
  const { request } = useApiRequest('/community');
  const [count, setCount] = useState(0);
  const seen = useRef(new Set<string>());
  const baseline = useRef(new Date().toISOString());
  const filters = useRef({ topic, language, newestShownAt });
  filters.current = { topic, language, newestShownAt };

  // A change of filter is a new feed: start again from zero.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are what restarts the count.
  useEffect(() => {
    seen.current.clear();
    baseline.current = new Date().toISOString();
    setCount(0);
  }, [topic, language]);

  const catchUp = useCallback(() => {
    const { topic: currentTopic, language: currentLanguage, newestShownAt: newest } = filters.current;
    const params = new URLSearchParams({ since: newest ?? baseline.current });
    if (currentTopic) params.set('topic', currentTopic);
    if (currentLanguage) params.set('language', currentLanguage);
    request(`/posts/new-count?${params}`, ZCountNewPostsResponse)
      .then((answer) => setCount((current) => Math.max(current, answer.count)))
      .catch(() => {
        // The next event or reconnect tries again; the feed itself still works.
      });
  }, [request]);

  useCommunityEvents((event) => {
    if (event.event === 'resync') {
      catchUp();
      return;
    }
    if (event.event !== 'post') return;
    const parsed = ZLivePostEvent.safeParse(event.data);
    if (!parsed.success) return;
    const post = parsed.data;
    const current = filters.current;
    if (current.topic && post.topic !== current.topic) return;
    if (current.language && post.language !== current.language) return;
    if (seen.current.has(post.id)) return;
    seen.current.add(post.id);
    setCount((value) => value + 1);
  });

  const showNew = () => {
    seen.current.clear();
    baseline.current = new Date().toISOString();
    setCount(0);
    onShowNew();
  };

  return (
    <div aria-live="polite" className="empty:hidden">
      {count > 0 ? (
        <button
          type="button"
          onClick={showNew}
          className={buttonClassName({ variant: 'primary' }, 'w-full rounded-full shadow-md')}
        >
          <ArrowUp className="size-5 shrink-0" aria-hidden />
          {t('live.newPosts', { count })}
        </button>
      ) : null}
    </div>
  );
}
