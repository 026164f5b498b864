import { MEMBER_NOT_FOUND } from '@amparo/contract/community/community-blocks';
import type { ContentReportReason } from '@amparo/contract/community/community-limits';
import {
  CONTENT_NOT_FOUND,
  type ContentReport,
  type ModerationItem,
  type ModerationQueueResponse,
  type QueueEntry,
  REPORT_ALREADY_CLOSED,
  REPORT_NOT_FOUND,
} from '@amparo/contract/community/owner-moderation';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import {
  communityComments,
  communityContentReports,
  communityMembers,
  communityPosts,
} from '../../platform/db/schema/community.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordOwnerAction } from '../owner/audit-log.ts';
import { notifyMember } from './notify-member.ts';
import {
  commentsById,
  heldPosts,
  openReports,
  postsById,
  resolveOpenReportsAbout,
  unverifiedReports,
} from './owner-moderation-repo.ts';
import { learnSearchTermsAfterWrite } from './search-terms.ts';

// The owner's moderation queue (issue 14, point 8): what members reported, grouped so ten reports about one post
// are one decision; posts held for review; enforcement reports waiting for a decision. Every decision has a
// reason, is written to the audit log in the same transaction, and reaches the author's Alerts tab.

type Target = { kind: 'post' | 'comment'; id: string };

export async function moderationQueue(db: Database): Promise<ModerationQueueResponse> {
  const reports = await openReports(db);
  const groups = new Map<string, { target: Target; reports: typeof reports }>();
  for (const report of reports) {
    const target: Target = report.postId
      ? { kind: 'post', id: report.postId }
      : { kind: 'comment', id: report.commentId ?? '' };
    const key = `${target.kind}:${target.id}`;
    const group = groups.get(key) ?? { target, reports: [] };
    group.reports.push(report);
    groups.set(key, group);
  }
  const targets = [...groups.values()].map((group) => group.target);
  const idsOf = (kind: Target['kind']) => targets.filter((t) => t.kind === kind).map((t) => t.id);
  const items = new Map<string, ModerationItem>();
  for (const item of [
    ...(await postsById(db, idsOf('post'))),
    ...(await commentsById(db, idsOf('comment'))),
  ]) {
    items.set(`${item.target_kind}:${item.id}`, item);
  }
  const reported: QueueEntry[] = [];
  for (const [key, group] of groups) {
    const item = items.get(key);
    if (!item) continue;
    const counts = new Map<ContentReportReason, number>();
    for (const report of group.reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
    reported.push({
      item,
      report_count: group.reports.length,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      reports: group.reports.map((report) => ({
        id: report.id,
        reason: report.reason,
        note: report.note,
        created_at: report.createdAt.toISOString(),
      })),
    });
  }
  reported.sort((a, b) => b.report_count - a.report_count);
  return { reported, held: await heldPosts(db), unverified_reports: await unverifiedReports(db) };
}

export async function moderateContent(
  db: Database,
  input: {
    ownerId: string;
    target: Target;
    action: 'hide' | 'restore';
    reason: string;
    now?: Date;
    log?: Pick<FastifyBaseLogger, 'error'>;
  },
): Promise<ModerationItem> {
  const now = input.now ?? new Date();
  const { target } = input;
  const changes = {
    status: input.action === 'hide' ? ('hidden' as const) : ('visible' as const),
    // The author sees why it was hidden; a restored item carries no reason.
    moderationReason: input.action === 'hide' ? input.reason : '',
  };
  const moderated = await db.transaction(async (tx) => {
    const [row] =
      target.kind === 'post'
        ? await tx
            .update(communityPosts)
            .set(changes)
            .where(eq(communityPosts.id, target.id))
            .returning({ authorUserId: communityPosts.authorUserId, postId: communityPosts.id })
        : await tx
            .update(communityComments)
            .set(changes)
            .where(eq(communityComments.id, target.id))
            .returning({ authorUserId: communityComments.authorUserId, postId: communityComments.postId });
    if (!row) throw new HttpError(404, CONTENT_NOT_FOUND, 'No post or comment has this id');
    await resolveOpenReportsAbout(tx, {
      targetKind: target.kind,
      targetId: target.id,
      ownerId: input.ownerId,
      note: input.reason,
      now,
    });
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: `community_${target.kind}.${input.action}`,
      targetKind: `community_${target.kind}`,
      targetId: target.id,
      detail: { reason: input.reason },
      now,
    });
    await notifyMember(tx, {
      recipientUserId: row.authorUserId,
      actorUserId: input.ownerId,
      kind: 'moderation',
      postId: row.postId,
      commentId: target.kind === 'comment' ? target.id : null,
      // The reason goes to the author: a decision they cannot see the grounds of cannot be accepted or contested.
      detail: { action: input.action, target_kind: target.kind, reason: input.reason },
      now,
    });
    const [item] =
      target.kind === 'post' ? await postsById(tx, [target.id]) : await commentsById(tx, [target.id]);
    if (!item) throw new HttpError(404, CONTENT_NOT_FOUND, 'No post or comment has this id');
    return item;
  });
  // A restored post or comment (a held post released) brings its words back: new ones join the vocabulary now.
  if (input.action === 'restore') {
    await learnSearchTermsAfterWrite(
      db,
      target.kind === 'post' ? { postId: target.id } : { commentId: target.id },
      input.log,
    );
  }
  return moderated;
}

export async function setMemberBan(
  db: Database,
  input: { ownerId: string; memberId: string; ban: boolean; reason: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    // The display name stays taken while banned: its key is unique, and the row stays.
    const [member] = await tx
      .update(communityMembers)
      .set(
        input.ban
          ? { bannedAt: now, bannedReason: input.reason, bannedBy: input.ownerId, updatedAt: now }
          : { bannedAt: null, bannedReason: null, bannedBy: null, updatedAt: now },
      )
      .where(eq(communityMembers.memberId, input.memberId))
      .returning({ userId: communityMembers.userId, displayName: communityMembers.displayName });
    if (!member) throw new HttpError(404, MEMBER_NOT_FOUND, 'No member has this id');
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: input.ban ? 'community_member.ban' : 'community_member.unban',
      targetKind: 'community_member',
      targetId: input.memberId,
      detail: { reason: input.reason, display_name: member.displayName },
      now,
    });
    await notifyMember(tx, {
      recipientUserId: member.userId,
      actorUserId: input.ownerId,
      kind: 'moderation',
      detail: { action: input.ban ? 'ban' : 'unban', target_kind: 'member', reason: input.reason },
      now,
    });
  });
}

export async function resolveContentReport(
  db: Database,
  input: { ownerId: string; id: string; status: 'resolved' | 'dismissed'; note: string; now?: Date },
): Promise<ContentReport> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(communityContentReports)
      .where(eq(communityContentReports.id, input.id))
      .for('update');
    if (!report) throw new HttpError(404, REPORT_NOT_FOUND, 'No such report');
    if (report.status !== 'open') {
      throw new HttpError(409, REPORT_ALREADY_CLOSED, `This report was already ${report.status}`);
    }
    const [saved] = await tx
      .update(communityContentReports)
      .set({ status: input.status, resolvedBy: input.ownerId, resolvedAt: now, resolutionNote: input.note })
      .where(eq(communityContentReports.id, input.id))
      .returning();
    if (!saved) throw new Error('A report lost its row');
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: input.status === 'resolved' ? 'community_report.resolve' : 'community_report.dismiss',
      targetKind: 'community_content_report',
      targetId: input.id,
      detail: { note: input.note, post_id: report.postId, comment_id: report.commentId },
      now,
    });
    return {
      id: saved.id,
      target_kind: saved.postId ? 'post' : 'comment',
      target_id: saved.postId ?? saved.commentId ?? '',
      reason: saved.reason,
      note: saved.note,
      status: saved.status,
      resolution_note: saved.resolutionNote,
      resolved_at: saved.resolvedAt?.toISOString() ?? null,
      created_at: saved.createdAt.toISOString(),
    };
  });
}
