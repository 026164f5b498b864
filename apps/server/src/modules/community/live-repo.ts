import type { CountNewPostsQuery } from '@amparo/contract/community/count-new-posts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityBlocks, communityPosts } from '../../platform/db/schema/community.ts';

/** Past this the browser shows "many"; counting further would only cost time. */
export const NEW_POSTS_COUNT_MAX = 1000;

/** Which of `readers` blocked `authorUserId`. */
export async function blockersAmong(
  db: Database,
  authorUserId: string,
  readers: string[],
): Promise<string[]> {
  const rows = await db
    .select({ userId: communityBlocks.blockerUserId })
    .from(communityBlocks)
    .where(
      and(eq(communityBlocks.blockedUserId, authorUserId), inArray(communityBlocks.blockerUserId, readers)),
    );
  return rows.map((row) => row.userId);
}

/**
 * Visible posts newer than `since` that the caller's feed would show (never their own, never a blocked
 * member's). `since` is the newest shown post's time in milliseconds; the database keeps microseconds, so that
 * post itself is later than `since` by less than a millisecond and must not count as new.
 */
export async function countNewPosts(
  db: Database,
  input: { userId: string; since: string; topic?: string | undefined; language?: string | undefined },
): Promise<number> {
  const newer = db
    .select({ one: sql`1` })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.status, 'visible'),
        sql`${communityPosts.createdAt} >= ${input.since}::timestamptz + interval '1 millisecond'`,
        sql`${communityPosts.authorUserId} <> ${input.userId}`,
        input.topic
          ? eq(communityPosts.topic, input.topic as CountNewPostsQuery['topic'] & string)
          : undefined,
        input.language
          ? eq(communityPosts.language, input.language as CountNewPostsQuery['language'] & string)
          : undefined,
        sql`not exists (select 1 from ${communityBlocks} b where b.blocker_user_id = ${input.userId} and b.blocked_user_id = ${communityPosts.authorUserId})`,
      ),
    )
    .limit(NEW_POSTS_COUNT_MAX)
    .as('newer');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(newer);
  return row?.count ?? 0;
}
