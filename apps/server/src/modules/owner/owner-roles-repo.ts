import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { accountRoles, OWNER_ROLE } from '../../platform/db/schema/owner.ts';

export async function isOwner(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountRoles.userId })
    .from(accountRoles)
    .where(and(eq(accountRoles.userId, userId), eq(accountRoles.role, OWNER_ROLE)));
  return row !== undefined;
}

export type GrantOwnerResult = 'granted' | 'already_owner' | 'no_such_account';

/** Grants the owner role to the account with this email (lower-cased, as accounts store it). */
export async function grantOwner(
  db: Database,
  input: { email: string; grantedBy: string; now?: Date },
): Promise<GrantOwnerResult> {
  const [account] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, input.email.trim().toLowerCase()));
  if (!account) return 'no_such_account';
  const inserted = await db
    .insert(accountRoles)
    .values({ userId: account.id, role: OWNER_ROLE, grantedBy: input.grantedBy, grantedAt: input.now })
    .onConflictDoNothing()
    .returning({ userId: accountRoles.userId });
  return inserted.length > 0 ? 'granted' : 'already_owner';
}

export async function revokeOwner(db: Database, email: string): Promise<boolean> {
  const [account] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email.trim().toLowerCase()));
  if (!account) return false;
  const removed = await db
    .delete(accountRoles)
    .where(and(eq(accountRoles.userId, account.id), eq(accountRoles.role, OWNER_ROLE)))
    .returning({ userId: accountRoles.userId });
  return removed.length > 0;
}

export async function listOwners(
  db: Database,
): Promise<{ email: string | null; grantedAt: Date; grantedBy: string }[]> {
  return db
    .select({ email: authUsers.email, grantedAt: accountRoles.grantedAt, grantedBy: accountRoles.grantedBy })
    .from(accountRoles)
    .innerJoin(authUsers, eq(authUsers.id, accountRoles.userId))
    .where(eq(accountRoles.role, OWNER_ROLE))
    .orderBy(asc(accountRoles.grantedAt));
}
