import {
  type ListNotificationsResponse,
  ZListNotificationsResponse,
} from '@amparo/contract/community/list-notifications';
import { ZMarkNotificationsReadResponse } from '@amparo/contract/community/mark-notifications-read';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../../lib/api-request.ts';

// The Alerts tab's entries (GET /community/notifications) and their read marks.

/** How often the unread badge asks again while the page is visible (TanStack pauses it while hidden). */
export const UNREAD_POLL_MS = 60_000;

export function notificationsQueryKey(userId: string | null) {
  return ['community', 'notifications', userId] as const;
}

function unreadCountQueryKey(userId: string | null) {
  return [...notificationsQueryKey(userId), 'unread'] as const;
}

export function useNotifications() {
  const { userId, request } = useApiRequest('/community');
  return useInfiniteQuery({
    queryKey: [...notificationsQueryKey(userId), 'list'],
    queryFn: ({ pageParam, signal }) =>
      request(
        `/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        ZListNotificationsResponse,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ListNotificationsResponse) => page.next_cursor,
    enabled: userId !== null,
  });
}

export function useUnreadCountQuery() {
  const { userId, request } = useApiRequest('/community');
  return useQuery({
    queryKey: unreadCountQueryKey(userId),
    queryFn: async ({ signal }) =>
      (await request('/notifications', ZListNotificationsResponse, { signal })).unread_count,
    enabled: userId !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * Marks entries read. `refreshList: false` (entries read by opening the tab) updates the badge only, so the list
 * keeps showing what was new on this visit; "Mark all as read" refreshes the list too.
 */
export function useMarkNotificationsRead() {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids?: string[]; all?: true; refreshList: boolean }) =>
      request('/notifications/read', ZMarkNotificationsReadResponse, {
        method: 'POST',
        body: input.all ? { all: true } : { ids: input.ids },
      }),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(unreadCountQueryKey(userId), answer.unread_count);
      if (input.refreshList) {
        void queryClient.invalidateQueries({ queryKey: [...notificationsQueryKey(userId), 'list'] });
      }
    },
  });
}
