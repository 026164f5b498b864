import type { NotificationKind } from '@amparo/contract/community/community-limits';
import type { Database } from '../../platform/db/database.ts';
import { communityNotifications } from '../../platform/db/schema/community.ts';
import { queueNotificationPush } from './push-delivery.ts';

export type MemberNotification = {
  recipientUserId: string;
  kind: NotificationKind;
  postId?: string | null;
  commentId?: string | null;
  actorDisplayName?: string | null;
  detail?: Record<string, string>;
  now?: Date;
};

/**
 * Puts one entry in a member's Alerts tab. Pass the transaction that makes the change it reports (a reply, a
 * moderation decision), so both happen or neither. Never notifies a person about their own action. When the member
 * wants this kind as a web push too, the push job is queued in the same transaction (push-delivery.ts).
 */
export async function notifyMember(
  db: Database,
  notification: MemberNotification & { actorUserId?: string },
) {
  if (notification.actorUserId && notification.actorUserId === notification.recipientUserId) return;
  const [row] = await db
    .insert(communityNotifications)
    .values({
      recipientUserId: notification.recipientUserId,
      kind: notification.kind,
      postId: notification.postId ?? null,
      commentId: notification.commentId ?? null,
      actorDisplayName: notification.actorDisplayName ?? null,
      // Only "helpful" keeps who acted, which its once-per-account rule needs (community-notices.ts); a moderator's
      // or a verifier's account is not written into the member's Alerts.
      actorUserId: notification.kind === 'reaction' ? (notification.actorUserId ?? null) : null,
      detail: notification.detail ?? {},
      createdAt: notification.now,
    })
    .returning({ id: communityNotifications.id });
  if (!row) throw new Error('The notification insert returned no row');
  await queueNotificationPush(db, {
    recipientUserId: notification.recipientUserId,
    kind: notification.kind,
    notificationId: row.id,
  });
}
