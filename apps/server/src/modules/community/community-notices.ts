import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityBlocks, communityNotifications } from '../../platform/db/schema/community.ts';
import { type MemberNotification, notifyMember } from './notify-member.ts';

// What a post's author hears about replies and "helpful". Nobody hears from a member they blocked: a block that
// let the blocked person still reach the Alerts tab would not stop harassment.

async function hasBlocked(db: Database, blockerUserId: string, blockedUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ blocker: communityBlocks.blockerUserId })
    .from(communityBlocks)
    .where(
      and(eq(communityBlocks.blockerUserId, blockerUserId), eq(communityBlocks.blockedUserId, blockedUserId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Notifies the recipient unless they blocked the actor (or are the actor: notifyMember skips that). */
export async function noticeFromMember(
  db: Database,
  notice: MemberNotification & { actorUserId: string },
): Promise<void> {
  if (await hasBlocked(db, notice.recipientUserId, notice.actorUserId)) return;
  await notifyMember(db, notice);
}

/**
 * "Helpful" is told once per post and account: finding it helpful again after taking it back says nothing new.
 * The earlier notice is recognised by the account that acted, not by its display name: a member who renamed
 * themselves is still the same person, and a new member who took the old name is not.
 */
export async function noticeHelpfulOnce(
  db: Database,
  notice: {
    recipientUserId: string;
    actorUserId: string;
    actorDisplayName: string;
    postId: string;
    now: Date;
  },
): Promise<void> {
  const [already] = await db
    .select({ id: communityNotifications.id })
    .from(communityNotifications)
    .where(
      and(
        eq(communityNotifications.recipientUserId, notice.recipientUserId),
        eq(communityNotifications.kind, 'reaction'),
        eq(communityNotifications.postId, notice.postId),
        eq(communityNotifications.actorUserId, notice.actorUserId),
      ),
    )
    .limit(1);
  if (already) return;
  await noticeFromMember(db, { ...notice, kind: 'reaction' });
}
