import {
  type ListOwnCommentsResponse,
  type ListOwnPostsResponse,
  ZListOwnCommentsResponse,
  ZListOwnPostsResponse,
} from '@amparo/contract/community/list-own-content';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiRequest } from '../../../../lib/api-request.ts';

// The Profile tab's own posts and comments, every status (GET /community/me/posts, /community/me/comments).

function cursorQuery(cursor: string | null) {
  return cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
}

export function useOwnPosts() {
  const { userId, request } = useApiRequest('/community');
  return useInfiniteQuery({
    queryKey: ['community', 'own-posts', userId],
    queryFn: ({ pageParam, signal }) =>
      request(`/me/posts${cursorQuery(pageParam)}`, ZListOwnPostsResponse, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ListOwnPostsResponse) => page.next_cursor,
    enabled: userId !== null,
  });
}

export function useOwnComments() {
  const { userId, request } = useApiRequest('/community');
  return useInfiniteQuery({
    queryKey: ['community', 'own-comments', userId],
    queryFn: ({ pageParam, signal }) =>
      request(`/me/comments${cursorQuery(pageParam)}`, ZListOwnCommentsResponse, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ListOwnCommentsResponse) => page.next_cursor,
    enabled: userId !== null,
  });
}
