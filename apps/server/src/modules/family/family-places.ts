import { FAMILY_PLACES_BESIDES_HOLDER } from '@amparo/contract/family/family-limits';
import type { FamilyPlaces } from '@amparo/contract/family/family-models';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  families,
  familyDependents,
  familyInvitations,
  familyMembers,
} from '../../platform/db/schema/family.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';

// The places of a family (spec §6: 5 in all) and the rule that keeps it at 5. Every change that adds a person
// (an invitation, an acceptance, a dependent) runs in a transaction that first locks the family's row with
// `lockFamily`, then counts with `countPlaces`: two changes at the same moment run one after the other, and the
// second one counts the first. `refreshDependentsCount` then writes the holder's `dependents_count`.

export type FamilyRow = typeof families.$inferSelect;

/** Locks the family's row until the transaction ends; null when the family no longer exists. */
export async function lockFamily(tx: Database, familyId: string): Promise<FamilyRow | null> {
  const [row] = await tx.select().from(families).where(eq(families.id, familyId)).for('update');
  return row ?? null;
}

/** The holder's family, created (with the holder as its first member) when they have none yet; locked. */
export async function lockOrCreateHolderFamily(
  tx: Database,
  input: { holderId: string; displayName: string; now: Date },
): Promise<FamilyRow> {
  await tx
    .insert(families)
    .values({ holderId: input.holderId, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing({ target: families.holderId });
  const [family] = await tx
    .select()
    .from(families)
    .where(eq(families.holderId, input.holderId))
    .for('update');
  if (!family) throw new Error('The family vanished right after it was created');
  await tx
    .insert(familyMembers)
    .values({
      familyId: family.id,
      userId: input.holderId,
      role: 'holder',
      displayName: input.displayName,
      joinedAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: familyMembers.userId });
  return family;
}

/** Who fills the family's places now; an invitation past its expiry holds none. */
export async function countPlaces(db: Database, familyId: string, now: Date): Promise<FamilyPlaces> {
  const [[members], [dependents], [invitations]] = await Promise.all([
    db
      .select({ n: count() })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.role, 'member'))),
    db.select({ n: count() }).from(familyDependents).where(eq(familyDependents.familyId, familyId)),
    db
      .select({ n: count() })
      .from(familyInvitations)
      .where(
        and(
          eq(familyInvitations.familyId, familyId),
          eq(familyInvitations.status, 'pending'),
          gt(familyInvitations.expiresAt, now),
        ),
      ),
  ]);
  const used = (members?.n ?? 0) + (dependents?.n ?? 0) + (invitations?.n ?? 0);
  return {
    total: FAMILY_PLACES_BESIDES_HOLDER + 1,
    members: members?.n ?? 0,
    dependents: dependents?.n ?? 0,
    pending_invitations: invitations?.n ?? 0,
    left: Math.max(0, FAMILY_PLACES_BESIDES_HOLDER - used),
  };
}

/**
 * Writes the holder's `dependents_count`: the people covered besides them (members and dependents; a waiting
 * invitation covers nobody yet). Call it in the same transaction as any change to either.
 */
export async function refreshDependentsCount(tx: Database, family: FamilyRow, now: Date): Promise<number> {
  const places = await countPlaces(tx, family.id, now);
  const covered = places.members + places.dependents;
  await tx
    .update(profiles)
    .set({ dependentsCount: covered, updatedAt: now })
    .where(eq(profiles.id, family.holderId));
  return covered;
}
