import { ZSearchCommunityResponse } from '@amparo/contract/community/search-community';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// `GET /api/v1/community/search` (issue 14): pages of results, best match first.

export function useCommunitySearch(query: string) {
  const { userId, request } = useApiRequest('/community');
  return useInfiniteQuery({
    queryKey: ['community', 'search', userId, query] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q: query });
      if (pageParam) params.set('cursor', pageParam);
      return request(`/search?${params}`, ZSearchCommunityResponse, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: userId !== null && query !== '',
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}
