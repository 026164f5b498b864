import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityComments, communityPosts } from '../../platform/db/schema/community.ts';
import type { CommentRow } from './posts-repo.ts';

// Comments' writes. Each names the caller as the author in its WHERE clause, so another person's comment id finds
// nothing. The post's stored comment_count moves in the same transaction as the comment.

export async function insertComment(
  db: Database,
  values: { postId: string; authorUserId: string; body: string; now: Date },
): Promise<CommentRow> {
  const [row] = await db
    .insert(communityComments)
    .values({
      postId: values.postId,
      authorUserId: values.authorUserId,
      body: values.body,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('The comment insert returned no row');
  await db
    .update(communityPosts)
    .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
    .where(eq(communityPosts.id, values.postId));
  return row;
}

export async function updateOwnComment(
  db: Database,
  input: { commentId: string; userId: string; body: string; now: Date },
): Promise<CommentRow | null> {
  const [row] = await db
    .update(communityComments)
    .set({ body: input.body, editedAt: input.now })
    .where(and(eq(communityComments.id, input.commentId), eq(communityComments.authorUserId, input.userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnComment(db: Database, commentId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(communityComments)
      .where(and(eq(communityComments.id, commentId), eq(communityComments.authorUserId, userId)))
      .returning({ postId: communityComments.postId });
    if (!row) return false;
    await tx
      .update(communityPosts)
      .set({ commentCount: sql`greatest(0, ${communityPosts.commentCount} - 1)` })
      .where(eq(communityPosts.id, row.postId));
    return true;
  });
}
