import type { Passkey, PasskeyVaultUnlock } from '@amparo/contract/auth/passkeys';
import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authPasskeyChallenges, authPasskeys } from '../../platform/db/schema/passkeys.ts';

// Every query of passkeys and their challenges. Reads and writes of a passkey name its owner in the WHERE
// clause, so another person's id is simply not found.

export type PasskeyRow = typeof authPasskeys.$inferSelect;
export type NewPasskey = typeof authPasskeys.$inferInsert;
export type PasskeyChallengePurpose = (typeof authPasskeyChallenges.$inferSelect)['purpose'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names no passkey (and must not reach PostgreSQL, which would refuse it). */
export function isPasskeyId(id: string): boolean {
  return UUID.test(id);
}

export function toPasskeyResponse(row: PasskeyRow): Passkey {
  const vaultUnlock: PasskeyVaultUnlock | null =
    row.prfSalt && row.wrappedVaultKey
      ? { prf_salt: row.prfSalt, wrapped_vault_key: row.wrappedVaultKey }
      : null;
  return {
    id: row.id,
    credential_id: row.credentialId,
    friendly_name: row.friendlyName,
    transports: row.transports,
    prf_capable: row.prfCapable,
    backed_up: row.backedUp,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    vault_unlock: vaultUnlock,
  };
}

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .orderBy(desc(authPasskeys.createdAt), desc(authPasskeys.id));
}

export async function countPasskeys(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(authPasskeys).where(eq(authPasskeys.userId, userId));
  return row?.value ?? 0;
}

export async function findOwnPasskey(db: Database, userId: string, id: string): Promise<PasskeyRow | null> {
  if (!isPasskeyId(id)) return null;
  const [row] = await db
    .select()
    .from(authPasskeys)
    .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, userId)));
  return row ?? null;
}

export async function findPasskeyByCredentialId(
  db: Database,
  credentialId: string,
): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(authPasskeys).where(eq(authPasskeys.credentialId, credentialId));
  return row ?? null;
}

/** Null when the credential is registered already (to this account or another). */
export async function insertPasskey(db: Database, passkey: NewPasskey): Promise<PasskeyRow | null> {
  const [row] = await db
    .insert(authPasskeys)
    .values(passkey)
    .onConflictDoNothing({ target: authPasskeys.credentialId })
    .returning();
  return row ?? null;
}

export async function updateOwnPasskey(
  db: Database,
  userId: string,
  id: string,
  patch: Partial<Pick<PasskeyRow, 'friendlyName' | 'prfSalt' | 'wrappedVaultKey'>>,
): Promise<PasskeyRow | null> {
  if (!isPasskeyId(id)) return null;
  const [row] = await db
    .update(authPasskeys)
    .set(patch)
    .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnPasskey(db: Database, userId: string, id: string): Promise<PasskeyRow | null> {
  if (!isPasskeyId(id)) return null;
  const [row] = await db
    .delete(authPasskeys)
    .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Records a successful sign-in: the new counter and the time. Conditional on the counter read before the
 * verification, so of two sign-ins racing with the same assertion only one moves it.
 */
export async function recordPasskeyUse(
  db: Database,
  input: { id: string; previousCounter: number; newCounter: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(authPasskeys)
    .set({ counter: input.newCounter, lastUsedAt: input.now })
    .where(and(eq(authPasskeys.id, input.id), eq(authPasskeys.counter, input.previousCounter)))
    .returning({ id: authPasskeys.id });
  return rows.length > 0;
}

/** Stores a ceremony's challenge; answers its id, the protocol's `challenge_id`. */
export async function storeChallenge(
  db: Database,
  input: {
    challenge: string;
    purpose: PasskeyChallengePurpose;
    userId: string | null;
    expiresAt: Date;
    now: Date;
  },
): Promise<string> {
  // Expired challenges are useless; each new one sweeps them so the table stays small without a job.
  await db.delete(authPasskeyChallenges).where(lt(authPasskeyChallenges.expiresAt, input.now));
  const [row] = await db
    .insert(authPasskeyChallenges)
    .values({
      challenge: input.challenge,
      purpose: input.purpose,
      userId: input.userId,
      expiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .returning({ id: authPasskeyChallenges.id });
  if (!row) throw new Error('The passkey challenge was not stored');
  return row.id;
}

export type TakenChallenge = { challenge: string; expiresAt: Date };

/**
 * Uses a challenge up: the one with this id, for this purpose (and this account, for a registration), or null.
 * The row is deleted in the same statement, so a challenge works once even under concurrent requests; an expired
 * one is used up too, and the caller refuses it as expired. The id must be a uuid (see `isPasskeyId`).
 */
export async function takeChallenge(
  db: Database,
  input: { id: string; purpose: PasskeyChallengePurpose; userId: string | null },
): Promise<TakenChallenge | null> {
  const owner =
    input.userId === null
      ? isNull(authPasskeyChallenges.userId)
      : eq(authPasskeyChallenges.userId, input.userId);
  const [row] = await db
    .delete(authPasskeyChallenges)
    .where(
      and(eq(authPasskeyChallenges.id, input.id), eq(authPasskeyChallenges.purpose, input.purpose), owner),
    )
    .returning({ challenge: authPasskeyChallenges.challenge, expiresAt: authPasskeyChallenges.expiresAt });
  return row ?? null;
}
