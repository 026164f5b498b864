import { MEMBER_BANNED } from '@amparo/contract/community/community-errors';
import type { ContentReportReason } from '@amparo/contract/community/community-limits';
import {
  CONTENT_REPORT_TARGET_NOT_FOUND,
  type CreateContentReportRequest,
} from '@amparo/contract/community/create-content-report';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityContentReports } from '../../platform/db/schema/community.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { findMember } from './members-repo.ts';
import { findCommentVisibleTo, findPostVisibleTo } from './moderation-visibility-repo.ts';

// A member's report about a post or a comment (issue 14, point 8). Anyone signed in may report what they can see,
// with or without a display name: the person who meets a scam first should not have to join to warn others.
// Reporting twice changes nothing and answers with the first report, so a nervous double tap is harmless and one
// person cannot weigh more than once in the queue.

/** Enough for a person who reports everything wrong they meet in a day, too few to flood the owner's queue. */
export const CONTENT_REPORT_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 } as const;

export async function createContentReport(
  db: Database,
  input: { userId: string; request: CreateContentReportRequest; now?: Date },
): Promise<{ id: string; created: boolean }> {
  const now = input.now ?? new Date();
  const { request } = input;
  // A banned member's reports would still weigh in the owner's queue; someone who is not a member may report.
  const member = await findMember(db, input.userId);
  if (member?.bannedAt) throw new HttpError(403, MEMBER_BANNED, 'You can no longer report in the community');
  const isPost = request.target_kind === 'post';
  const target = isPost
    ? await findPostVisibleTo(db, request.target_id, input.userId)
    : await findCommentVisibleTo(db, request.target_id, input.userId);
  if (!target) throw new HttpError(404, CONTENT_REPORT_TARGET_NOT_FOUND, 'Nothing you can see has this id');

  const targetColumn = isPost ? communityContentReports.postId : communityContentReports.commentId;
  const existing = await findReportBy(db, input.userId, targetColumn, request.target_id);
  if (existing) return { id: existing, created: false };

  await enforceRateLimit(
    db,
    `community-report:user:${input.userId}`,
    CONTENT_REPORT_RATE_LIMIT,
    'You have sent many reports; try again in an hour',
    now,
  );
  const [row] = await db
    .insert(communityContentReports)
    .values({
      reporterUserId: input.userId,
      postId: isPost ? request.target_id : null,
      commentId: isPost ? null : request.target_id,
      reason: request.reason as ContentReportReason,
      note: request.note ?? '',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: communityContentReports.id });
  if (row) return { id: row.id, created: true };
  // Two taps raced: the other one's report stands.
  const raced = await findReportBy(db, input.userId, targetColumn, request.target_id);
  if (!raced) throw new Error('A report conflicted but cannot be found');
  return { id: raced, created: false };
}

async function findReportBy(
  db: Database,
  userId: string,
  column: typeof communityContentReports.postId | typeof communityContentReports.commentId,
  targetId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: communityContentReports.id })
    .from(communityContentReports)
    .where(and(eq(communityContentReports.reporterUserId, userId), eq(column, targetId)));
  return row?.id ?? null;
}
