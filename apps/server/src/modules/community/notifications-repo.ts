import type { NotificationKind } from '@amparo/contract/community/community-limits';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import {
  communityMembers,
  communityNotifications,
  communityPosts,
} from '../../platform/db/schema/community.ts';
import { beforeCursor, type Cursor, cursorMicros, isoTimestamp } from './notifications-cursor.ts';

// The Alerts tab's queries. Official alerts are posts, not per-member rows: they are merged in here, read when
// older than the member's `alerts_seen_at`. Without a member row (no display name yet) there is nowhere to keep
// that mark, so they count as read rather than as a badge the person could never clear; so does one's own.

/** How much of an official alert's first line the Alerts tab shows. */
const FIRST_LINE_MAX = 140;

export type NotificationRow = {
  id: string;
  kind: NotificationKind;
  post_id: string | null;
  comment_id: string | null;
  actor_display_name: string | null;
  detail: Record<string, string> | string;
  read: boolean;
  created_at: string;
  micros: string;
};

/** Every entry of the caller's Alerts tab, as one relation (id, kind, ..., read, created_at). */
function entries(userId: string) {
  return sql`(
    select n.id, n.kind, n.post_id, n.comment_id, n.actor_display_name, n.detail,
      (n.read_at is not null) as read, n.created_at
    from community_notifications n
    where n.recipient_user_id = ${userId}
    union all
    select p.id, 'official_alert', p.id, null, null,
      jsonb_build_object(
        'organization', coalesce(
          (select o.name from legal_service_organizations o
            where o.managed_by_user_id = p.author_user_id and o.verified_at is not null and not o.hidden
            order by o.verified_at limit 1),
          (select 'Amparo' from account_roles r where r.user_id = p.author_user_id and r.role = 'owner' limit 1),
          author.display_name,
          ''),
        'first_line', left(split_part(btrim(p.body), E'\\n', 1), ${FIRST_LINE_MAX})),
      (me.user_id is null or p.author_user_id = ${userId}
        or (me.alerts_seen_at is not null and p.created_at <= me.alerts_seen_at)),
      p.created_at
    from community_posts p
    left join community_members me on me.user_id = ${userId}
    left join community_members author on author.user_id = p.author_user_id
    where p.kind = 'official_alert' and p.status = 'visible'
      and not exists (
        select 1 from community_blocks b
        where b.blocker_user_id = ${userId} and b.blocked_user_id = p.author_user_id)
  ) as entry`;
}

export async function listNotificationRows(
  db: Database,
  userId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<NotificationRow[]> {
  return queryRows<NotificationRow>(
    db,
    sql`select entry.id, entry.kind, entry.post_id, entry.comment_id, entry.actor_display_name, entry.detail,
          entry.read, ${isoTimestamp(sql`entry.created_at`)} as created_at,
          ${cursorMicros(sql`entry.created_at`)} as micros
        from ${entries(userId)}
        where ${beforeCursor(sql`entry.created_at`, sql`entry.id`, cursor)}
        order by entry.created_at desc, entry.id desc
        limit ${limit}`,
  );
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from ${entries(userId)} where not entry.read`,
  );
  return Number(row?.count ?? 0);
}

/** Marks the caller's own entries read; ids of anyone else's match nothing. */
export async function markOwnNotificationsRead(db: Database, userId: string, ids: string[], now: Date) {
  await db
    .update(communityNotifications)
    .set({ readAt: now })
    .where(
      and(
        eq(communityNotifications.recipientUserId, userId),
        inArray(communityNotifications.id, ids),
        isNull(communityNotifications.readAt),
      ),
    );
}

export async function markAllOwnNotificationsRead(db: Database, userId: string, now: Date) {
  await db
    .update(communityNotifications)
    .set({ readAt: now })
    .where(and(eq(communityNotifications.recipientUserId, userId), isNull(communityNotifications.readAt)));
}

/**
 * Official alerts up to the newest one named in `ids` (or up to now, for all) are read: the mark only moves forward.
 * Ids that are not visible official alerts change nothing.
 */
export async function advanceAlertsSeenAt(db: Database, userId: string, upTo: { ids: string[] } | 'now') {
  const value =
    upTo === 'now'
      ? sql`now()`
      : sql`(select max(${communityPosts.createdAt}) from ${communityPosts}
            where ${and(
              inArray(communityPosts.id, upTo.ids),
              eq(communityPosts.kind, 'official_alert'),
              eq(communityPosts.status, 'visible'),
            )})`;
  await db
    .update(communityMembers)
    .set({ alertsSeenAt: sql`greatest(${communityMembers.alertsSeenAt}, ${value})` })
    .where(eq(communityMembers.userId, userId));
}
