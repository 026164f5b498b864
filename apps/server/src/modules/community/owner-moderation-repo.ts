import type { ModerationItem } from '@amparo/contract/community/owner-moderation';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  communityComments,
  communityContentReports,
  communityMembers,
  communityPosts,
} from '../../platform/db/schema/community.ts';

// The owner's view of community content: what it says and who wrote it, by display name and member id.

export const QUEUE_LIMIT = 200;

type Member = typeof communityMembers.$inferSelect | null;

function author(member: Member): ModerationItem['author'] {
  return {
    member_id: member?.memberId ?? null,
    display_name: member?.displayName ?? null,
    banned: member?.bannedAt != null,
  };
}

function postItem(post: typeof communityPosts.$inferSelect, member: Member): ModerationItem {
  return {
    target_kind: 'post',
    id: post.id,
    post_id: post.id,
    post_kind: post.kind,
    body: post.body,
    status: post.status,
    moderation_reason: post.moderationReason,
    verification: post.verification,
    author: author(member),
    created_at: post.createdAt.toISOString(),
  };
}

export async function postItems(db: Database, where: SQL | undefined, limit = QUEUE_LIMIT) {
  const rows = await db
    .select({ post: communityPosts, member: communityMembers })
    .from(communityPosts)
    .leftJoin(communityMembers, eq(communityMembers.userId, communityPosts.authorUserId))
    .where(where)
    .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id))
    .limit(limit);
  return rows.map((row) => postItem(row.post, row.member));
}

export async function commentItems(db: Database, where: SQL | undefined, limit = QUEUE_LIMIT) {
  const rows = await db
    .select({ comment: communityComments, kind: communityPosts.kind, member: communityMembers })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .leftJoin(communityMembers, eq(communityMembers.userId, communityComments.authorUserId))
    .where(where)
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
    .limit(limit);
  return rows.map(
    ({ comment, kind, member }): ModerationItem => ({
      target_kind: 'comment',
      id: comment.id,
      post_id: comment.postId,
      post_kind: kind,
      body: comment.body,
      status: comment.status,
      moderation_reason: comment.moderationReason,
      verification: null,
      author: author(member),
      created_at: comment.createdAt.toISOString(),
    }),
  );
}

export const postsById = (db: Database, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : postItems(db, inArray(communityPosts.id, ids), ids.length);

export const commentsById = (db: Database, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : commentItems(db, inArray(communityComments.id, ids), ids.length);

export const heldPosts = (db: Database) => postItems(db, eq(communityPosts.status, 'held'));

export const unverifiedReports = (db: Database) =>
  postItems(
    db,
    and(
      eq(communityPosts.kind, 'enforcement_report'),
      eq(communityPosts.verification, 'unverified'),
      ne(communityPosts.status, 'hidden'),
    ),
  );

export async function openReports(db: Database) {
  return db
    .select()
    .from(communityContentReports)
    .where(eq(communityContentReports.status, 'open'))
    .orderBy(asc(communityContentReports.createdAt), asc(communityContentReports.id))
    .limit(QUEUE_LIMIT * 5);
}

/** Closes the open reports about one post or comment, as the decision about it answers them. */
export async function resolveOpenReportsAbout(
  db: Database,
  input: { targetKind: 'post' | 'comment'; targetId: string; ownerId: string; note: string; now: Date },
) {
  const column =
    input.targetKind === 'post' ? communityContentReports.postId : communityContentReports.commentId;
  await db
    .update(communityContentReports)
    .set({ status: 'resolved', resolvedBy: input.ownerId, resolvedAt: input.now, resolutionNote: input.note })
    .where(and(eq(column, input.targetId), eq(communityContentReports.status, 'open')));
}
