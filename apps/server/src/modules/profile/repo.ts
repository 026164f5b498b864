import type { Profile } from '@amparo/contract/profile/profile';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { coveredByFamilySql } from '../family/coverage.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    'entryMethod' | 'currentStatus' | 'isEligible' | 'legalConsentAccepted' | 'legalConsentAcceptedAt'
  >
>;

/** `coveredByFamily`: the person is a member of a family whose holder has the plan (family/coverage.ts). */
export function toProfileResponse(row: ProfileRow, coveredByFamily: boolean): Profile {
  return {
    id: row.id,
    email: row.email,
    entry_method: row.entryMethod,
    current_status: row.currentStatus,
    has_access: row.hasAccess,
    is_eligible: row.isEligible,
    payment_tier: row.paymentTier,
    payment_amount: row.paymentAmount,
    dependents_count: row.dependentsCount,
    coverage: row.hasAccess ? 'own' : coveredByFamily ? 'family' : 'none',
    legal_consent_accepted: row.legalConsentAccepted,
    legal_consent_accepted_at: row.legalConsentAcceptedAt?.toISOString() ?? null,
    account_type: row.accountType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type FoundProfile = { profile: ProfileRow; accountEmail: string | null; coveredByFamily: boolean };

/**
 * The profile with its owner's current email (to recognise the demo accounts) and whether a family covers them.
 * The signed-in caller's query (auth/api-caller-repo.ts) reads the same in its one round trip.
 */
export async function findProfile(db: Database, userId: string): Promise<FoundProfile | null> {
  const [row] = await db
    .select({
      profile: profiles,
      accountEmail: authUsers.email,
      coveredByFamily: coveredByFamilySql(sql`${profiles.id}`),
    })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** Writes only the user-editable columns; the access columns are not in the type, so they cannot be passed. */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(profiles.id, userId))
    .returning();
  return row ?? null;
}
