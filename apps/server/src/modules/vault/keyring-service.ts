import type { CreateKeyringRequest, UpdateKeyringRequest } from '@amparo/contract/vault/keyring';
import { VAULT_ALREADY_SET_UP } from '@amparo/contract/vault/vault-errors';
import type { KdfParamsWire, VaultKeyring } from '@amparo/contract/vault/vault-models';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findKeyring, insertKeyring, toKeyringResponse, updateKeyring } from './keyring-repo.ts';
import { vaultNotSetUp } from './vault-http-errors.ts';

// The caller's keyring: what the browser needs to open the vault. Everything in it is wrapped in the browser;
// the server only keeps it and hands it back to the same account.

function kdfColumns(kdf: KdfParamsWire) {
  return {
    kdfSalt: kdf.salt,
    kdfMemoryKib: kdf.memory_kib,
    kdfIterations: kdf.iterations,
    kdfParallelism: kdf.parallelism,
  };
}

/** The caller's keyring, or null before the vault is set up. */
export async function getOwnKeyring(db: Database, userId: string): Promise<VaultKeyring | null> {
  const row = await findKeyring(db, userId);
  return row ? toKeyringResponse(row) : null;
}

export async function createOwnKeyring(
  db: Database,
  input: { userId: string; keyring: CreateKeyringRequest; now?: Date },
): Promise<VaultKeyring> {
  const now = input.now ?? new Date();
  const { keyring } = input;
  const row = await insertKeyring(db, {
    userId: input.userId,
    ...kdfColumns(keyring.kdf),
    wrappedByPassphrase: keyring.wrapped_by_passphrase,
    wrappedByRecovery: keyring.wrapped_by_recovery,
    publicKey: keyring.public_key,
    wrappedPrivateKey: keyring.wrapped_private_key,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    throw new HttpError(
      409,
      VAULT_ALREADY_SET_UP,
      'The vault is set up already; a second keyring would lock every document away',
    );
  }
  return toKeyringResponse(row);
}

/** A new passphrase and/or recovery key: only the wrapped vault key changes, so documents stay as they are. */
export async function updateOwnKeyring(
  db: Database,
  input: { userId: string; change: UpdateKeyringRequest; now?: Date },
): Promise<VaultKeyring> {
  const { change } = input;
  const row = await updateKeyring(db, input.userId, {
    ...(change.kdf ? kdfColumns(change.kdf) : {}),
    ...(change.wrapped_by_passphrase ? { wrappedByPassphrase: change.wrapped_by_passphrase } : {}),
    ...(change.wrapped_by_recovery ? { wrappedByRecovery: change.wrapped_by_recovery } : {}),
    updatedAt: input.now ?? new Date(),
  });
  if (!row) throw vaultNotSetUp();
  return toKeyringResponse(row);
}
