import type { ContentStatus, PostKind } from '@amparo/contract/community/community-limits';
import { OWN_CONTENT_EXCERPT_MAX } from '@amparo/contract/community/list-own-content';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import { beforeCursor, type Cursor, cursorMicros, isoTimestamp } from './notifications-cursor.ts';

// The Profile tab's lists: what the caller wrote, in every status (held and hidden too, with the reason), newest
// first. Only ever the caller's own rows: the author id is the session's.

type OwnRow = {
  id: string;
  post_id: string;
  excerpt: string;
  status: ContentStatus;
  moderation_reason: string;
  created_at: string;
  micros: string;
};

export type OwnPostRow = OwnRow & { kind: PostKind };

export async function listOwnPostRows(db: Database, userId: string, cursor: Cursor | null, limit: number) {
  return queryRows<OwnPostRow>(
    db,
    sql`select p.id, p.id as post_id, p.kind, left(p.body, ${OWN_CONTENT_EXCERPT_MAX}) as excerpt, p.status,
          p.moderation_reason, ${isoTimestamp(sql`p.created_at`)} as created_at,
          ${cursorMicros(sql`p.created_at`)} as micros
        from community_posts p
        where p.author_user_id = ${userId} and ${beforeCursor(sql`p.created_at`, sql`p.id`, cursor)}
        order by p.created_at desc, p.id desc
        limit ${limit}`,
  );
}

export async function listOwnCommentRows(db: Database, userId: string, cursor: Cursor | null, limit: number) {
  return queryRows<OwnRow>(
    db,
    sql`select c.id, c.post_id, left(c.body, ${OWN_CONTENT_EXCERPT_MAX}) as excerpt, c.status,
          c.moderation_reason, ${isoTimestamp(sql`c.created_at`)} as created_at,
          ${cursorMicros(sql`c.created_at`)} as micros
        from community_comments c
        where c.author_user_id = ${userId} and ${beforeCursor(sql`c.created_at`, sql`c.id`, cursor)}
        order by c.created_at desc, c.id desc
        limit ${limit}`,
  );
}
