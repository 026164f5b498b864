import { z } from 'zod';
import { ZCommunityNotification } from './community-models.ts';

export { ZCommunityCursorQuery as ZListNotificationsQuery } from './community-cursor.ts';

/** Entries per page of the Alerts tab. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * `GET /api/v1/community/notifications?cursor`: the caller's entries, newest first, with the visible official
 * alerts merged in (kind `official_alert`, id = the post's id, `detail.organization` and `detail.first_line`).
 * `unread_count` counts every unread entry, not only this page's.
 */
export const ZListNotificationsResponse = z.object({
  notifications: z.array(ZCommunityNotification),
  next_cursor: z.string().nullable(),
  unread_count: z.number().int().min(0),
});
export type ListNotificationsResponse = z.infer<typeof ZListNotificationsResponse>;
