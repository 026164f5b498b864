import { and, asc, count, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authMfaChallenges, authMfaFactors, authMfaRecoveryCodes } from '../../platform/db/schema/mfa.ts';

// The queries of two-factor authentication. Every read of a factor names its owner, so an id from another
// account is simply not found.

export type FactorRow = typeof authMfaFactors.$inferSelect;
export type ChallengeRow = typeof authMfaChallenges.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export async function listFactors(db: Database, userId: string): Promise<FactorRow[]> {
  return db
    .select()
    .from(authMfaFactors)
    .where(eq(authMfaFactors.userId, userId))
    .orderBy(asc(authMfaFactors.createdAt));
}

export async function findOwnFactor(
  db: Database,
  userId: string,
  factorId: string,
): Promise<FactorRow | null> {
  if (!isUuid(factorId)) return null;
  const [factor] = await db
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)));
  return factor ?? null;
}

export async function countVerifiedFactors(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'verified')));
  return row?.value ?? 0;
}

export async function insertFactor(
  db: Database,
  input: { userId: string; friendlyName: string | null; secret: string; now: Date },
): Promise<FactorRow> {
  const [factor] = await db
    .insert(authMfaFactors)
    .values({
      userId: input.userId,
      factorType: 'totp',
      friendlyName: input.friendlyName,
      secret: input.secret,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!factor) throw new Error('The factor insert returned no row');
  return factor;
}

/** Unverified factors left behind by enrolments nobody finished. */
export async function deleteStaleUnverifiedFactors(
  db: Database,
  userId: string,
  before: Date,
): Promise<void> {
  await db
    .delete(authMfaFactors)
    .where(
      and(
        eq(authMfaFactors.userId, userId),
        eq(authMfaFactors.status, 'unverified'),
        lt(authMfaFactors.createdAt, before),
      ),
    );
}

export async function deleteFactor(db: Database, userId: string, factorId: string): Promise<boolean> {
  const deleted = await db
    .delete(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)))
    .returning({ id: authMfaFactors.id });
  return deleted.length > 0;
}

export async function insertChallenge(db: Database, factorId: string, now: Date): Promise<ChallengeRow> {
  const [challenge] = await db.insert(authMfaChallenges).values({ factorId, createdAt: now }).returning();
  if (!challenge) throw new Error('The challenge insert returned no row');
  return challenge;
}

export async function findChallenge(
  db: Database,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | null> {
  if (!isUuid(challengeId)) return null;
  const [challenge] = await db
    .select()
    .from(authMfaChallenges)
    .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factorId)));
  return challenge ?? null;
}

export async function deleteChallenge(db: Database, challengeId: string): Promise<void> {
  await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challengeId));
}

/** Marks the challenge used; false when another request used it first. */
export async function markChallengeVerified(db: Database, challengeId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(authMfaChallenges)
    .set({ verifiedAt: now })
    .where(and(eq(authMfaChallenges.id, challengeId), isNull(authMfaChallenges.verifiedAt)))
    .returning({ id: authMfaChallenges.id });
  return updated.length > 0;
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: of two requests with the
 * same code exactly one wins, and a code cannot be replayed within its window.
 */
export async function claimTimeStep(
  db: Database,
  factorId: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const [factor] = await db.select().from(authMfaFactors).where(eq(authMfaFactors.id, factorId));
  if (!factor) return false;
  if (factor.lastUsedTimeStep !== null && factor.lastUsedTimeStep >= step) return false;
  const condition =
    factor.lastUsedTimeStep === null
      ? isNull(authMfaFactors.lastUsedTimeStep)
      : eq(authMfaFactors.lastUsedTimeStep, factor.lastUsedTimeStep);
  const updated = await db
    .update(authMfaFactors)
    .set({ lastUsedTimeStep: step, updatedAt: now })
    .where(and(eq(authMfaFactors.id, factorId), condition))
    .returning({ id: authMfaFactors.id });
  return updated.length > 0;
}

export async function markFactorVerified(db: Database, factorId: string, now: Date): Promise<void> {
  await db
    .update(authMfaFactors)
    .set({ status: 'verified', updatedAt: now })
    .where(eq(authMfaFactors.id, factorId));
}

export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  hashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
  await db
    .insert(authMfaRecoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function deleteRecoveryCodes(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(authMfaRecoveryCodes)
    .where(eq(authMfaRecoveryCodes.userId, userId))
    .returning({ id: authMfaRecoveryCodes.id });
  return deleted.length;
}

export async function countRecoveryCodes(
  db: Database,
  userId: string,
): Promise<{ total: number; remaining: number }> {
  const rows = await db
    .select({ usedAt: authMfaRecoveryCodes.usedAt })
    .from(authMfaRecoveryCodes)
    .where(eq(authMfaRecoveryCodes.userId, userId));
  return { total: rows.length, remaining: rows.filter((row) => row.usedAt === null).length };
}

/** Uses up the code with this hash; false when there is none or it was used already. */
export async function consumeRecoveryCode(
  db: Database,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(authMfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authMfaRecoveryCodes.userId, userId),
        eq(authMfaRecoveryCodes.codeHash, codeHash),
        isNull(authMfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: authMfaRecoveryCodes.id });
  return updated.length > 0;
}
