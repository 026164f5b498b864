import type { FamilyInvitation, FamilyMember } from '@amparo/contract/family/family-models';
import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { families, familyInvitations, familyMembers } from '../../platform/db/schema/family.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import type { FamilyRow } from './family-places.ts';

// The family's queries. Every one that reads or changes a family's rows names the family (or the caller's own
// membership) in its WHERE clause, so an id from another family finds nothing.

export type MembershipRow = typeof familyMembers.$inferSelect;
export type InvitationRow = typeof familyInvitations.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's place in a family (a person is in at most one), with the family's row; null outside one. */
export async function findMembership(
  db: Database,
  userId: string,
): Promise<{ membership: MembershipRow; family: FamilyRow } | null> {
  if (!UUID.test(userId)) return null;
  const [row] = await db
    .select({ membership: familyMembers, family: families })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(eq(familyMembers.userId, userId));
  return row ?? null;
}

export async function listMembers(db: Database, familyId: string): Promise<MembershipRow[]> {
  return db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.familyId, familyId))
    .orderBy(sql`${familyMembers.role} = 'holder' desc`, asc(familyMembers.joinedAt), asc(familyMembers.id));
}

/** The family's invitations still waiting for an answer (expired ones included, marked), newest first. */
export async function listPendingInvitations(db: Database, familyId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(familyInvitations)
    .where(and(eq(familyInvitations.familyId, familyId), eq(familyInvitations.status, 'pending')))
    .orderBy(desc(familyInvitations.createdAt), desc(familyInvitations.id));
}

export function toMemberResponse(
  row: MembershipRow,
  viewerId: string,
  viewerIsHolder: boolean,
): FamilyMember {
  const isMe = row.userId === viewerId;
  const seesSettings = isMe || viewerIsHolder;
  return {
    user_id: row.userId,
    role: row.role,
    display_name: row.displayName,
    joined_at: row.joinedAt.toISOString(),
    is_me: isMe,
    alert_on_help: seesSettings ? row.alertOnHelp : null,
    alert_phone: seesSettings ? row.alertPhone : null,
  };
}

export function toInvitationResponse(row: InvitationRow, now: Date): FamilyInvitation {
  return {
    id: row.id,
    invitee_name: row.inviteeName,
    channel: row.channel,
    address: row.address,
    language: row.language as LanguageCode,
    status: row.status,
    expired: row.status === 'pending' && row.expiresAt.getTime() <= now.getTime(),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export async function findInvitationByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const [row] = await db.select().from(familyInvitations).where(eq(familyInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** The invitation, only if it belongs to this family; locked until the transaction ends. */
export async function lockFamilyInvitation(
  tx: Database,
  familyId: string,
  invitationId: string,
): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(familyInvitations)
    .where(and(eq(familyInvitations.id, invitationId), eq(familyInvitations.familyId, familyId)))
    .for('update');
  return row ?? null;
}

export async function insertInvitation(
  tx: Database,
  values: typeof familyInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await tx.insert(familyInvitations).values(values).returning();
  if (!row) throw new Error('The invitation insert returned no row');
  return row;
}

/** Cancels the family's waiting invitations to this address (a new one to the same person replaces them). */
export async function cancelPendingInvitationsTo(
  tx: Database,
  familyId: string,
  address: string,
  now: Date,
): Promise<void> {
  await tx
    .update(familyInvitations)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(familyInvitations.familyId, familyId),
        eq(familyInvitations.address, address),
        eq(familyInvitations.status, 'pending'),
      ),
    );
}

export async function cancelInvitation(tx: Database, invitationId: string, now: Date): Promise<void> {
  await tx
    .update(familyInvitations)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(familyInvitations.id, invitationId), eq(familyInvitations.status, 'pending')));
}

export async function markInvitationAccepted(
  tx: Database,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(familyInvitations)
    .set({ status: 'accepted', acceptedAt: now, acceptedBy: userId })
    .where(eq(familyInvitations.id, invitationId));
}

/** Adds the person as a member; false when they are already in a family (theirs came first). */
export async function insertMember(
  tx: Database,
  values: { familyId: string; userId: string; displayName: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(familyMembers)
    .values({
      familyId: values.familyId,
      userId: values.userId,
      role: 'member',
      displayName: values.displayName,
      joinedAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: familyMembers.userId })
    .returning({ id: familyMembers.id });
  return rows.length > 0;
}

/** Removes a member (never the holder) of this family; false when they are not one. */
export async function deleteMember(tx: Database, familyId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(familyMembers)
    .where(
      and(
        eq(familyMembers.familyId, familyId),
        eq(familyMembers.userId, userId),
        eq(familyMembers.role, 'member'),
      ),
    )
    .returning({ id: familyMembers.id });
  return rows.length > 0;
}

export async function updateMembership(
  db: Database,
  userId: string,
  changes: Partial<Pick<MembershipRow, 'displayName' | 'alertOnHelp' | 'alertPhone'>>,
  now: Date,
): Promise<void> {
  await db
    .update(familyMembers)
    .set({ ...changes, updatedAt: now })
    .where(eq(familyMembers.userId, userId));
}

/** Ends a family (its rows go with it); its holder's dependents_count goes back to 0. */
export async function deleteFamily(tx: Database, family: FamilyRow, now: Date): Promise<void> {
  await tx.delete(families).where(eq(families.id, family.id));
  await tx
    .update(profiles)
    .set({ dependentsCount: 0, updatedAt: now })
    .where(eq(profiles.id, family.holderId));
}

/** Has the person Full Protection of their own (the plan, not coverage through a family)? Locks the profile. */
export async function readOwnPlan(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ hasAccess: profiles.hasAccess })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return row?.hasAccess ?? false;
}

/** The account's own addresses, as sign-in knows them: lower-cased email, E.164 phone, each only once confirmed. */
export async function findAccountAddresses(
  db: Database,
  userId: string,
): Promise<{ email: string | null; phone: string | null } | null> {
  const [row] = await db
    .select({
      email: authUsers.email,
      phone: authUsers.phone,
      emailConfirmedAt: authUsers.emailConfirmedAt,
      phoneConfirmedAt: authUsers.phoneConfirmedAt,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!row) return null;
  return {
    email: row.emailConfirmedAt && row.email ? row.email.toLowerCase() : null,
    phone: row.phoneConfirmedAt ? row.phone : null,
  };
}

/** The caller's own email (lower-cased) and phone as the account has them, confirmed or not. */
export async function findOwnIdentifiers(
  db: Database,
  userId: string,
): Promise<{ email: string | null; phones: string[] }> {
  const [row] = await db
    .select({ email: authUsers.email, phone: authUsers.phone, alertPhone: familyMembers.alertPhone })
    .from(authUsers)
    .leftJoin(familyMembers, eq(familyMembers.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  // The phone of the account, and the one the person gave for family alerts: both are theirs.
  const phones = [row?.phone, row?.alertPhone].filter((phone): phone is string => Boolean(phone));
  return { email: row?.email ? row.email.toLowerCase() : null, phones };
}

/** Whether someone in this family (holder or member) has this email (lower-cased) or phone (E.164). */
export async function familyHasMemberWithAddress(
  db: Database,
  familyId: string,
  channel: 'email' | 'sms',
  address: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .innerJoin(authUsers, eq(authUsers.id, familyMembers.userId))
    .where(
      and(
        eq(familyMembers.familyId, familyId),
        channel === 'email'
          ? eq(sql`lower(${authUsers.email})`, address)
          : or(eq(authUsers.phone, address), eq(familyMembers.alertPhone, address)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
