import { useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';
import { useCommunityEvents } from '../live/use-community-events.ts';
import { notificationsQueryKey, useUnreadCountQuery } from './api/notifications.ts';

/**
 * How many alerts the member has not seen yet, for the tab's badge: refreshed the moment the live stream says
 * something new arrived (or that events may have been missed), and asked every minute while the page is visible
 * in case the stream is down.
 */
export function useUnreadAlertsCount(): number {
  const { userId } = useApiRequest('/community');
  const queryClient = useQueryClient();
  useCommunityEvents((event) => {
    if (event.event !== 'notification' && event.event !== 'resync') return;
    // The count and the list share this prefix: both catch up.
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) });
  });
  return useUnreadCountQuery().data ?? 0;
}
