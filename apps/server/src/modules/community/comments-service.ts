import type { Comment } from '@amparo/contract/community/community-models';
import type { CreateCommentRequest } from '@amparo/contract/community/create-comment';
import { COMMENT_NOT_FOUND } from '@amparo/contract/community/post-params';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { deleteOwnComment, insertComment, updateOwnComment } from './comments-repo.ts';
import { noticeFromMember } from './community-notices.ts';
import { limitCommunityWrites } from './community-rate-limits.ts';
import { requireWritingMember } from './members-service.ts';
import { describeComments } from './post-view.ts';
import { findPostVisibleTo } from './posts-repo.ts';
import { postNotFound } from './posts-service.ts';
import { learnSearchTermsAfterWrite } from './search-terms.ts';

// Comments on posts. A comment goes only on a visible post the caller can see, and tells the post's author in the
// same transaction, so a reply and its notification exist together or not at all.

/** How much of a reply the author's Alerts tab shows. */
export const REPLY_EXCERPT_CHARACTERS = 80;

function commentNotFound(): HttpError {
  return new HttpError(404, COMMENT_NOT_FOUND, 'No such comment');
}

async function describeComment(
  db: Database,
  row: Parameters<typeof describeComments>[1][number],
  viewerId: string,
) {
  const [comment] = await describeComments(db, [row], viewerId);
  if (!comment) throw new Error('A comment without a member as its author');
  return comment;
}

export async function createComment(
  db: Database,
  input: {
    userId: string;
    postId: string;
    request: CreateCommentRequest;
    now?: Date;
    log?: Pick<FastifyBaseLogger, 'error'>;
  },
): Promise<Comment> {
  const now = input.now ?? new Date();
  const post = await findPostVisibleTo(db, input.postId, input.userId);
  if (post?.status !== 'visible') throw postNotFound();
  const member = await requireWritingMember(db, input.userId);
  await limitCommunityWrites(db, input.userId, 'comment', now);
  const row = await db.transaction(async (tx) => {
    const comment = await insertComment(tx, {
      postId: post.id,
      authorUserId: input.userId,
      body: input.request.body,
      now,
    });
    await noticeFromMember(tx, {
      recipientUserId: post.authorUserId,
      actorUserId: input.userId,
      kind: 'reply',
      postId: post.id,
      commentId: comment.id,
      actorDisplayName: member.displayName,
      // By code points, so an emoji is never cut in half.
      detail: { excerpt: [...comment.body].slice(0, REPLY_EXCERPT_CHARACTERS).join('') },
      now,
    });
    return comment;
  });
  await learnSearchTermsAfterWrite(db, { commentId: row.id }, input.log);
  return describeComment(db, row, input.userId);
}

export async function updateComment(
  db: Database,
  input: {
    userId: string;
    commentId: string;
    body: string;
    now?: Date;
    log?: Pick<FastifyBaseLogger, 'error'>;
  },
): Promise<Comment> {
  const now = input.now ?? new Date();
  await requireWritingMember(db, input.userId);
  await limitCommunityWrites(db, input.userId, 'comment', now);
  const row = await updateOwnComment(db, {
    commentId: input.commentId,
    userId: input.userId,
    body: input.body,
    now,
  });
  if (!row) throw commentNotFound();
  await learnSearchTermsAfterWrite(db, { commentId: row.id }, input.log);
  return describeComment(db, row, input.userId);
}

export async function deleteComment(
  db: Database,
  input: { userId: string; commentId: string },
): Promise<void> {
  if (!(await deleteOwnComment(db, input.commentId, input.userId))) throw commentNotFound();
}
