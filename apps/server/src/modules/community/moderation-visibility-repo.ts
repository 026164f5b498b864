import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityComments, communityPosts } from '../../platform/db/schema/community.ts';

// What a member may see, for the safety endpoints: a visible post, or their own whatever its status; a comment the
// same way, under a post they may see. Anything else answers 404 exactly like an id that does not exist.

const postVisibleTo = (userId: string) =>
  or(eq(communityPosts.status, 'visible'), eq(communityPosts.authorUserId, userId));

export async function findPostVisibleTo(db: Database, postId: string, userId: string) {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), postVisibleTo(userId)));
  return row ?? null;
}

export async function findCommentVisibleTo(db: Database, commentId: string, userId: string) {
  const [row] = await db
    .select({ comment: communityComments })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(
      and(
        eq(communityComments.id, commentId),
        or(eq(communityComments.status, 'visible'), eq(communityComments.authorUserId, userId)),
        postVisibleTo(userId),
      ),
    );
  return row?.comment ?? null;
}
