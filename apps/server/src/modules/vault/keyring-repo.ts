import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { vaultKeyrings } from '../../platform/db/schema/vault.ts';

export type KeyringRow = typeof vaultKeyrings.$inferSelect;
export type KeyringInsert = typeof vaultKeyrings.$inferInsert;

export function toKeyringResponse(row: KeyringRow): VaultKeyring {
  return {
    kdf: {
      algorithm: 'argon2id',
      salt: row.kdfSalt,
      memory_kib: row.kdfMemoryKib,
      iterations: row.kdfIterations,
      parallelism: row.kdfParallelism,
    },
    wrapped_by_passphrase: row.wrappedByPassphrase,
    wrapped_by_recovery: row.wrappedByRecovery,
    public_key: row.publicKey,
    wrapped_private_key: row.wrappedPrivateKey,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findKeyring(db: Database, userId: string): Promise<KeyringRow | null> {
  const [row] = await db.select().from(vaultKeyrings).where(eq(vaultKeyrings.userId, userId));
  return row ?? null;
}

/** Null when the user has a keyring already: the first one stays. */
export async function insertKeyring(db: Database, values: KeyringInsert): Promise<KeyringRow | null> {
  const [row] = await db.insert(vaultKeyrings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateKeyring(
  db: Database,
  userId: string,
  values: Partial<KeyringInsert>,
): Promise<KeyringRow | null> {
  const [row] = await db
    .update(vaultKeyrings)
    .set(values)
    .where(eq(vaultKeyrings.userId, userId))
    .returning();
  return row ?? null;
}
