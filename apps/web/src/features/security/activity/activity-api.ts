import { ZListSecurityEventsResponse } from '@amparo/contract/security/list-security-events';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';

// GET /api/v1/security/events, newest first, one page at a time ("Show older activity" asks for the next).

export const SECURITY_EVENTS_PAGE = 20;

export function useSecurityEvents() {
  const { userId, request } = useApiRequest('/security');
  return useInfiniteQuery({
    // The same first part as the sessions section's invalidation (sessions-api.ts).
    queryKey: ['security-events', userId ?? ''] as const,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(SECURITY_EVENTS_PAGE) });
      if (pageParam) query.set('before', pageParam);
      return request(`/events?${query.toString()}`, ZListSecurityEventsResponse, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: userId !== null,
  });
}
