import { NOTIFICATION_KINDS, type NotificationKind } from '@amparo/contract/community/community-limits';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';
import { MEMBER_REQUIRED } from '@amparo/contract/community/put-notification-settings';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityMembers } from '../../platform/db/schema/community.ts';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isOwner } from '../owner/owner-roles-repo.ts';

// Which kinds also come as a web push. The member view answered here is the same `CommunityMember` as
// GET /community/me; the posts part builds it too (merge: keep one of the two).

function memberRequired(): HttpError {
  return new HttpError(403, MEMBER_REQUIRED, 'Choose a display name first');
}

async function verifiedOrganizationName(db: Database, userId: string): Promise<string | null> {
  const [organization] = await db
    .select({ name: legalServiceOrganizations.name })
    .from(legalServiceOrganizations)
    .where(
      and(
        eq(legalServiceOrganizations.managedByUserId, userId),
        isNotNull(legalServiceOrganizations.verifiedAt),
        eq(legalServiceOrganizations.hidden, false),
      ),
    )
    .limit(1);
  return organization?.name ?? null;
}

async function memberView(db: Database, row: typeof communityMembers.$inferSelect): Promise<CommunityMember> {
  const owner = await isOwner(db, row.userId);
  const organization = (await verifiedOrganizationName(db, row.userId)) ?? (owner ? 'Amparo' : null);
  return {
    member_id: row.memberId,
    display_name: row.displayName,
    notification_settings: {
      push: NOTIFICATION_KINDS.filter((kind) => row.notificationSettings.push.includes(kind)),
    },
    banned: row.bannedAt !== null,
    verified_organization: organization ? { name: organization } : null,
    can_moderate: owner,
  };
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
  return memberView(db, row);
}
