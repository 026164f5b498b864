import type { NotificationKind } from '@amparo/contract/community/community-limits';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';
import { MEMBER_REQUIRED } from '@amparo/contract/community/put-notification-settings';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityMembers } from '../../platform/db/schema/community.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { describeMember } from './members-service.ts';

// Which kinds also come as a web push; the answer is the same `CommunityMember` as GET /community/me.

function memberRequired(): HttpError {
  return new HttpError(403, MEMBER_REQUIRED, 'Choose a display name first');
}

export async function putNotificationSettings(
  db: Database,
  userId: string,
  push: NotificationKind[],
): Promise<CommunityMember> {
  const [row] = await db
    .update(communityMembers)
    .set({ notificationSettings: { push }, updatedAt: sql`now()` })
    .where(eq(communityMembers.userId, userId))
    .returning();
  if (!row) throw memberRequired();
  return describeMember(db, row);
}
