import { useUnreadCountQuery } from './api/notifications.ts';

/**
 * How many alerts the member has not seen yet, for the tab's badge: asked every minute while the page is visible.
 * (The live feed's `useCommunityEvents` can later refresh it on an `event: notification` instead.)
 */
export function useUnreadAlertsCount(): number {
  return useUnreadCountQuery().data ?? 0;
}
