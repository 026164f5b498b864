import type { CommunityNotification } from '@amparo/contract/community/community-models';
import {
  type ListNotificationsResponse,
  NOTIFICATIONS_PAGE_SIZE,
} from '@amparo/contract/community/list-notifications';
import type { MarkNotificationsReadRequest } from '@amparo/contract/community/mark-notifications-read';
import type { Database } from '../../platform/db/database.ts';
import { parseCursor, takePage } from './notifications-cursor.ts';
import {
  advanceAlertsSeenAt,
  countUnread,
  listNotificationRows,
  markAllOwnNotificationsRead,
  markOwnNotificationsRead,
  type NotificationRow,
} from './notifications-repo.ts';

function toNotification(row: NotificationRow): CommunityNotification {
  const detail =
    typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, string>) : row.detail;
  return {
    id: row.id,
    kind: row.kind,
    post_id: row.post_id,
    comment_id: row.comment_id,
    actor_display_name: row.actor_display_name,
    detail: Object.fromEntries(Object.entries(detail ?? {}).map(([key, value]) => [key, String(value)])),
    read: row.read,
    created_at: row.created_at,
  };
}

export async function listNotifications(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<ListNotificationsResponse> {
  const rows = await listNotificationRows(db, userId, parseCursor(cursor), NOTIFICATIONS_PAGE_SIZE + 1);
  const { page, nextCursor } = takePage(rows, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: page.map(toNotification),
    next_cursor: nextCursor,
    unread_count: await countUnread(db, userId),
  };
}

/** Only the caller's entries change; anyone else's ids are ignored, so an answer never tells whether they exist. */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  request: MarkNotificationsReadRequest,
  now = new Date(),
): Promise<{ unread_count: number }> {
  await db.transaction(async (tx) => {
    if (request.all) {
      await markAllOwnNotificationsRead(tx, userId, now);
      await advanceAlertsSeenAt(tx, userId, 'now');
      return;
    }
    const ids = [...new Set(request.ids ?? [])];
    await markOwnNotificationsRead(tx, userId, ids, now);
    await advanceAlertsSeenAt(tx, userId, { ids });
  });
  return { unread_count: await countUnread(db, userId) };
}
