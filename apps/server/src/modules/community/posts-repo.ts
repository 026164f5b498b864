import type { PostLanguage, PostTopic } from '@amparo/contract/community/community-limits';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  communityBlocks,
  communityComments,
  communityPostImages,
  communityPosts,
  communityReactions,
} from '../../platform/db/schema/community.ts';

// The posts' queries. What a caller may see is decided here, in the WHERE clause of every read: visible posts,
// plus the caller's own (held or hidden), never one by a member the caller blocked. Another person's id for a
// post the caller may not see finds nothing, and the service answers the same 404 as for an id that does not exist.

export type PostRow = typeof communityPosts.$inferSelect & { cursorTime: string };
export type CommentRow = typeof communityComments.$inferSelect;
export type ImageRow = typeof communityPostImages.$inferSelect;

// The time with its microseconds (a JavaScript Date keeps milliseconds only), so a cursor names exactly one place.
const cursorTime = sql<string>`to_char(${communityPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const postColumns = { ...getTableColumns(communityPosts), cursorTime };

/** The author is not someone the viewer blocked (for reads of one post or one post's comments). */
function notBlockedBy(
  viewerId: string,
  authorColumn: typeof communityPosts.authorUserId | typeof communityComments.authorUserId,
): SQL {
  return sql`${authorColumn} <> all(array(select ${communityBlocks.blockedUserId} from ${communityBlocks} where ${communityBlocks.blockerUserId} = ${viewerId}))`;
}

/** The members the viewer blocked: few, and read first so the feed's query can name them. */
export async function blockedUserIds(db: Database, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: communityBlocks.blockedUserId })
    .from(communityBlocks)
    .where(eq(communityBlocks.blockerUserId, viewerId));
  return rows.map((row) => row.id);
}

export type FeedFilter = {
  viewerId: string;
  /**
   * Named as values rather than a subquery: the planner then knows how few rows they remove and keeps the index
   * scan in feed order; with a subquery it guesses most rows go and sorts the whole table instead.
   */
  blockedUserIds: readonly string[];
  topic?: PostTopic;
  language?: PostLanguage;
  /** The last post of the page before. */
  after?: { time: string; id: string };
  limit: number;
};

function feedConditions(filter: FeedFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.blockedUserIds.length > 0) {
    conditions.push(notInArray(communityPosts.authorUserId, [...filter.blockedUserIds]));
  }
  if (filter.topic) conditions.push(eq(communityPosts.topic, filter.topic));
  if (filter.language) conditions.push(eq(communityPosts.language, filter.language));
  if (filter.after) {
    conditions.push(
      sql`(${communityPosts.createdAt}, ${communityPosts.id}) < (${filter.after.time}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  return conditions;
}

/**
 * The two queries of a feed page: the visible posts, through the feed indexes (status, [topic | language,]
 * created_at desc, id desc), and the viewer's own held posts, through the author index. Two index scans rather
 * than one `status = 'visible' or author = me`, which no index serves in order.
 */
export function feedQueries(db: Database, filter: FeedFilter) {
  const conditions = feedConditions(filter);
  // NULLS LAST as the indexes were made (the columns are never null): ORDER BY … DESC alone means NULLS FIRST,
  // which the indexes cannot give in order.
  const order = [sql`${communityPosts.createdAt} desc nulls last`, sql`${communityPosts.id} desc nulls last`];
  return {
    visible: db
      .select(postColumns)
      .from(communityPosts)
      .where(and(eq(communityPosts.status, 'visible'), ...conditions))
      .orderBy(...order)
      .limit(filter.limit),
    ownHeld: db
      .select(postColumns)
      .from(communityPosts)
      .where(
        and(
          eq(communityPosts.authorUserId, filter.viewerId),
          eq(communityPosts.status, 'held'),
          ...conditions,
        ),
      )
      .orderBy(...order)
      .limit(filter.limit),
  };
}

/** One page of the feed, newest first, keyset on (created_at, id): both queries' rows merged in that order. */
export async function feedPage(db: Database, filter: FeedFilter): Promise<PostRow[]> {
  const queries = feedQueries(db, filter);
  const [visible, ownHeld] = await Promise.all([queries.visible, queries.ownHeld]);
  return [...visible, ...ownHeld]
    .sort((a, b) =>
      a.cursorTime === b.cursorTime ? (a.id < b.id ? 1 : -1) : a.cursorTime < b.cursorTime ? 1 : -1,
    )
    .slice(0, filter.limit);
}

/** A post the viewer may see: visible, or their own in any status; never one by a member they blocked. */
export async function findPostVisibleTo(
  db: Database,
  postId: string,
  viewerId: string,
): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns)
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.id, postId),
        or(eq(communityPosts.status, 'visible'), eq(communityPosts.authorUserId, viewerId)),
        notBlockedBy(viewerId, communityPosts.authorUserId),
      ),
    );
  return row ?? null;
}

/** Any post, whatever its status: for the owner's and a verifier's decisions, never for a member's read. */
export async function findPostById(db: Database, postId: string): Promise<PostRow | null> {
  const [row] = await db.select(postColumns).from(communityPosts).where(eq(communityPosts.id, postId));
  return row ?? null;
}

export async function findOwnPost(db: Database, postId: string, userId: string): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns)
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorUserId, userId)));
  return row ?? null;
}

export async function insertPost(db: Database, values: typeof communityPosts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(communityPosts).values(values).returning(postColumns);
  if (!row) throw new Error('The post insert returned no row');
  return row;
}

export async function updateOwnPost(
  db: Database,
  postId: string,
  userId: string,
  set: Partial<typeof communityPosts.$inferInsert>,
): Promise<PostRow | null> {
  const [row] = await db
    .update(communityPosts)
    .set(set)
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorUserId, userId)))
    .returning(postColumns);
  return row ?? null;
}

/** Deletes the caller's post (its comments, reactions and image rows go with it) and answers its images' keys. */
export async function deleteOwnPost(db: Database, postId: string, userId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const images = await tx
      .select({ objectKey: communityPostImages.objectKey })
      .from(communityPostImages)
      .innerJoin(communityPosts, eq(communityPosts.id, communityPostImages.postId))
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorUserId, userId)));
    const deleted = await tx
      .delete(communityPosts)
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorUserId, userId)))
      .returning({ id: communityPosts.id });
    return deleted.length > 0 ? images.map((image) => image.objectKey) : null;
  });
}

/**
 * Attaches the uploader's own images that no post uses yet, in the order given; false (and nothing attached, when
 * run in the post's transaction) if any is not such an image.
 */
export async function attachImages(
  db: Database,
  input: { postId: string; userId: string; imageIds: readonly string[] },
): Promise<boolean> {
  let attached = 0;
  for (const [position, imageId] of input.imageIds.entries()) {
    const rows = await db
      .update(communityPostImages)
      .set({ postId: input.postId, position })
      .where(
        and(
          eq(communityPostImages.id, imageId),
          eq(communityPostImages.ownerUserId, input.userId),
          isNull(communityPostImages.postId),
        ),
      )
      .returning({ id: communityPostImages.id });
    attached += rows.length;
  }
  return attached === input.imageIds.length;
}

export async function imagesOfPosts(db: Database, postIds: readonly string[]): Promise<ImageRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(communityPostImages)
    .where(inArray(communityPostImages.postId, [...postIds]))
    .orderBy(asc(communityPostImages.postId), asc(communityPostImages.position));
}

export async function postsFoundHelpfulBy(
  db: Database,
  userId: string,
  postIds: readonly string[],
): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: communityReactions.postId })
    .from(communityReactions)
    .where(and(eq(communityReactions.userId, userId), inArray(communityReactions.postId, [...postIds])));
  return new Set(rows.map((row) => row.postId));
}

/** How many visible comments each post has (counted, so a hidden or deleted comment never leaves it wrong). */
export async function visibleCommentCounts(
  db: Database,
  postIds: readonly string[],
): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: communityComments.postId, count: count() })
    .from(communityComments)
    .where(and(inArray(communityComments.postId, [...postIds]), eq(communityComments.status, 'visible')))
    .groupBy(communityComments.postId);
  return new Map(rows.map((row) => [row.postId, Number(row.count)]));
}

/** "Helpful" on or off; answers whether anything changed, with the post's count kept in the same transaction. */
export async function setReaction(
  db: Database,
  input: { postId: string; userId: string; on: boolean; now: Date },
): Promise<{ changed: boolean; helpfulCount: number }> {
  return db.transaction(async (tx) => {
    const changed = input.on
      ? await tx
          .insert(communityReactions)
          .values({ postId: input.postId, userId: input.userId, createdAt: input.now })
          .onConflictDoNothing()
          .returning({ postId: communityReactions.postId })
      : await tx
          .delete(communityReactions)
          .where(
            and(eq(communityReactions.postId, input.postId), eq(communityReactions.userId, input.userId)),
          )
          .returning({ postId: communityReactions.postId });
    const delta = changed.length === 0 ? 0 : input.on ? 1 : -1;
    const [row] = await tx
      .update(communityPosts)
      .set({ helpfulCount: sql`greatest(0, ${communityPosts.helpfulCount} + ${delta})` })
      .where(eq(communityPosts.id, input.postId))
      .returning({ helpfulCount: communityPosts.helpfulCount });
    return { changed: changed.length > 0, helpfulCount: row?.helpfulCount ?? 0 };
  });
}

/** The comments of a post the viewer may see: visible ones and their own; none by a member they blocked. */
export async function commentsVisibleTo(
  db: Database,
  postId: string,
  viewerId: string,
): Promise<CommentRow[]> {
  return db
    .select()
    .from(communityComments)
    .where(
      and(
        eq(communityComments.postId, postId),
        or(eq(communityComments.status, 'visible'), eq(communityComments.authorUserId, viewerId)),
        notBlockedBy(viewerId, communityComments.authorUserId),
      ),
    )
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id));
}
