import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { communityMembers } from '../../platform/db/schema/community.ts';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';
import { accountRoles, OWNER_ROLE } from '../../platform/db/schema/owner.ts';

// Who is who in the community: the member row (display name, ban), and the facts that give a member a verified
// badge. Every function that takes several accounts answers in one query, so a page of posts costs the same
// number of queries whatever its length.

export type MemberRow = typeof communityMembers.$inferSelect;

/** The name Amparo's owners write under. */
export const OWNER_ORGANIZATION_NAME = 'Amparo';

export async function findMember(db: Database, userId: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(communityMembers).where(eq(communityMembers.userId, userId));
  return row ?? null;
}

export async function findAccountContacts(
  db: Database,
  userId: string,
): Promise<{ email: string | null; phone: string | null; createdAt: Date } | null> {
  const [row] = await db
    .select({ email: authUsers.email, phone: authUsers.phone, createdAt: authUsers.createdAt })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row ?? null;
}

/**
 * Every name the person gave Amparo as their own: the account's `full_name` (and `name`, the other key the auth
 * protocol's clients use), the name their Help Me Now alerts carry now and carried on each past alert, and the
 * name their family knows them by. Read here, never changed: they belong to the account, emergency and family areas.
 */
export async function findOwnNames(db: Database, userId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string | null }>(
    db,
    sql`select u.user_metadata->>'full_name' as name from auth_users u where u.id = ${userId}
      union select u.user_metadata->>'name' from auth_users u where u.id = ${userId}
      union select s.sender_name from emergency_settings s where s.user_id = ${userId}
      union select i.sender_name from incidents i where i.user_id = ${userId}
      union select f.display_name from family_members f where f.user_id = ${userId}`,
  );
  return rows.flatMap((row) => (row.name?.trim() ? [row.name] : []));
}

/** Whether another account already holds this folded name. */
export async function displayNameKeyTaken(db: Database, key: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(eq(communityMembers.displayNameKey, key));
  return row !== undefined && row.userId !== userId;
}

export async function upsertMember(
  db: Database,
  values: { userId: string; displayName: string; displayNameKey: string; now: Date },
): Promise<MemberRow> {
  const [row] = await db
    .insert(communityMembers)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: communityMembers.userId,
      set: { displayName: values.displayName, displayNameKey: values.displayNameKey, updatedAt: values.now },
    })
    .returning();
  if (!row) throw new Error('The member upsert returned no row');
  return row;
}

/**
 * The verified badge of each account that has one: the name of a listing Amparo verified that the account
 * manages and that is not hidden, otherwise "Amparo" for an owner.
 */
export async function verifiedOrganizations(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, { name: string }>> {
  const badges = new Map<string, { name: string }>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return badges;
  const organizations = await db
    .select({ userId: legalServiceOrganizations.managedByUserId, name: legalServiceOrganizations.name })
    .from(legalServiceOrganizations)
    .where(
      and(
        inArray(legalServiceOrganizations.managedByUserId, ids),
        isNotNull(legalServiceOrganizations.verifiedAt),
        eq(legalServiceOrganizations.hidden, false),
      ),
    )
    .orderBy(legalServiceOrganizations.name);
  for (const organization of organizations) {
    if (organization.userId && !badges.has(organization.userId)) {
      badges.set(organization.userId, { name: organization.name });
    }
  }
  const owners = await db
    .select({ userId: accountRoles.userId })
    .from(accountRoles)
    .where(and(inArray(accountRoles.userId, ids), eq(accountRoles.role, OWNER_ROLE)));
  for (const owner of owners) {
    if (!badges.has(owner.userId)) badges.set(owner.userId, { name: OWNER_ORGANIZATION_NAME });
  }
  return badges;
}

export async function ownerIds(db: Database, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: accountRoles.userId })
    .from(accountRoles)
    .where(and(inArray(accountRoles.userId, [...userIds]), eq(accountRoles.role, OWNER_ROLE)));
  return new Set(rows.map((row) => row.userId));
}

/** Display names and member ids of the given accounts. */
export async function membersByUserId(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, MemberRow>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(communityMembers).where(inArray(communityMembers.userId, ids));
  return new Map(rows.map((row) => [row.userId, row]));
}
