import type { Post } from '@amparo/contract/community/community-models';
import {
  NOT_A_REPORT,
  NOT_ALLOWED_TO_VERIFY,
  POST_NOT_FOUND,
} from '@amparo/contract/community/verify-enforcement-report';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityPosts } from '../../platform/db/schema/community.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordOwnerAction } from '../owner/audit-log.ts';
import { isOwner } from '../owner/owner-roles-repo.ts';
import { verifiedOrganizations } from './members-repo.ts';
import { findPostVisibleTo } from './moderation-visibility-repo.ts';
import { notifyMember } from './notify-member.ts';
import { describePost } from './post-view.ts';
import { findPostById } from './posts-repo.ts';

// Deciding an enforcement report (issue 14, point 7; docs/decisions/029): only someone accountable — a verified
// organisation, or the owner until organisation accounts exist — may call a report confirmed or false. "False"
// leaves the post where it is, labelled, so the answer reaches the people the rumour reached. The permission is
// checked before the id, so a refusal says nothing about which posts exist.

export async function verifyEnforcementReport(
  db: Database,
  input: {
    userId: string;
    postId: string;
    verification: 'confirmed' | 'false';
    note: string;
    now?: Date;
  },
): Promise<Post> {
  const now = input.now ?? new Date();
  const owner = await isOwner(db, input.userId);
  if (!owner && !(await verifiedOrganizations(db, [input.userId])).has(input.userId)) {
    throw new HttpError(403, NOT_ALLOWED_TO_VERIFY, 'Only a verified organization or the owner can decide');
  }
  await db.transaction(async (tx) => {
    // The owner also decides reports held for review; an organisation sees what members see.
    const post = owner
      ? ((await tx.select().from(communityPosts).where(eq(communityPosts.id, input.postId)))[0] ?? null)
      : await findPostVisibleTo(tx, input.postId, input.userId);
    if (!post) throw new HttpError(404, POST_NOT_FOUND, 'No post you can see has this id');
    if (post.kind !== 'enforcement_report') {
      throw new HttpError(400, NOT_A_REPORT, 'Only an enforcement report can be confirmed or marked false');
    }
    await tx
      .update(communityPosts)
      .set({
        verification: input.verification,
        verificationNote: input.note,
        verifiedBy: input.userId,
        verifiedAt: now,
        // A decided report is still a report: never pinned, whatever happened before.
        pinned: false,
      })
      .where(eq(communityPosts.id, post.id));
    if (owner) {
      await recordOwnerAction(tx, {
        actorUserId: input.userId,
        action: `community_report.${input.verification === 'confirmed' ? 'confirm' : 'mark_false'}`,
        targetKind: 'community_post',
        targetId: post.id,
        detail: { note: input.note, previous: post.verification },
        now,
      });
    }
    await notifyMember(tx, {
      recipientUserId: post.authorUserId,
      actorUserId: input.userId,
      kind: 'report_verified',
      postId: post.id,
      detail: { verification: input.verification },
      now,
    });
  });
  const row = await findPostById(db, input.postId);
  if (!row) throw new HttpError(404, POST_NOT_FOUND, 'No post you can see has this id');
  return describePost(db, row, input.userId);
}
