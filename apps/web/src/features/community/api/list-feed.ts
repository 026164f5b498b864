import type { PostLanguage, PostTopic } from '@amparo/contract/community/community-limits';
import { ZListFeedResponse } from '@amparo/contract/community/list-feed';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// GET /community/posts: the feed, newest first, a page at a time with the cursor the server gives.

export type FeedFilters = { topic?: PostTopic | undefined; language?: PostLanguage | undefined };

/** Every feed, whatever its filters: a new, changed or deleted post invalidates them all. */
export function feedsQueryKey(userId: string | null) {
  return ['community', 'feed', userId] as const;
}

export function feedQueryKey(userId: string | null, filters: FeedFilters) {
  return [...feedsQueryKey(userId), filters.topic ?? null, filters.language ?? null] as const;
}

export function feedQuery(filters: FeedFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.language) params.set('language', filters.language);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useFeed(filters: FeedFilters) {
  const { userId, request } = useApiRequest('/community');
  return useInfiniteQuery({
    queryKey: feedQueryKey(userId, filters),
    queryFn: ({ pageParam, signal }) =>
      request(`/posts${feedQuery(filters, pageParam)}`, ZListFeedResponse, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}
