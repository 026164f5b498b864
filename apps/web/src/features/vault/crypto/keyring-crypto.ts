import type { CreateKeyringRequest } from '@amparo/contract/vault/keyring';
import type { KdfParamsWire, VaultKeyring } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { VaultCryptoError } from '@amparo/vault-crypto/errors';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateVaultKey } from '@amparo/vault-crypto/keys';
import {
  deriveRecoveryWrappingKey,
  formatRecoveryKey,
  generateRecoveryKey,
  parseRecoveryKey,
} from '@amparo/vault-crypto/recovery-key';
import { generateSharingKeyPair } from '@amparo/vault-crypto/sharing';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { derivePassphraseKey } from './derive-passphrase-key.ts';
import { chooseKdfParams, kdfFromWire, kdfToWire } from './kdf-params.ts';

// Every key operation of set-up, unlock and the settings, with the wrap contexts of packages/vault-crypto's
// README. The vault key is wrapped by the passphrase key and by the recovery key; the sharing private key by the
// vault key. Changing the passphrase or the recovery key re-wraps only the vault key (ARCHITECTURE.md §5).

/** The passphrase did not open the keyring. */
export class WrongPassphraseError extends Error {
  constructor() {
    super('The passphrase does not open this vault');
    this.name = 'WrongPassphraseError';
  }
}

/** The recovery key was typed right (its checksum holds) but is not this vault's. */
export class WrongRecoveryKeyError extends Error {
  constructor() {
    super('The recovery key does not open this vault');
    this.name = 'WrongRecoveryKeyError';
  }
}

export type PassphraseWrap = { kdf: KdfParamsWire; wrapped_by_passphrase: string };

/** A new recovery key, formatted for the kit. The bytes stay in this module's callers only until wrapped. */
export function makeRecoveryKey(): string {
  return formatRecoveryKey(generateRecoveryKey());
}

async function wrapByPassphrase(
  vaultKey: Uint8Array,
  passphrase: string,
  userId: string,
): Promise<PassphraseWrap> {
  const params = chooseKdfParams();
  const passphraseKey = await derivePassphraseKey(passphrase, params);
  try {
    const wrapped = await wrapKey(passphraseKey, vaultKey, { purpose: 'vault-key/passphrase', userId });
    return { kdf: kdfToWire(params), wrapped_by_passphrase: toBase64Url(wrapped) };
  } finally {
    passphraseKey.fill(0);
  }
}

async function wrapByRecoveryKey(vaultKey: Uint8Array, recoveryKey: string, userId: string): Promise<string> {
  const recoveryBytes = parseRecoveryKey(recoveryKey);
  const wrappingKey = await deriveRecoveryWrappingKey(recoveryBytes);
  try {
    return toBase64Url(await wrapKey(wrappingKey, vaultKey, { purpose: 'vault-key/recovery', userId }));
  } finally {
    recoveryBytes.fill(0);
    wrappingKey.fill(0);
  }
}

/**
 * A new vault: a random vault key wrapped by the passphrase (Argon2id) and by the recovery key, and a sharing key
 * pair whose private half the vault key wraps. Returns what to POST and the vault to keep open.
 */
export async function createKeyring(
  userId: string,
  passphrase: string,
  recoveryKey: string,
): Promise<{ request: CreateKeyringRequest; vault: UnlockedVault }> {
  const vaultKey = generateVaultKey();
  const sharing = await generateSharingKeyPair();
  const byPassphrase = await wrapByPassphrase(vaultKey, passphrase, userId);
  const byRecovery = await wrapByRecoveryKey(vaultKey, recoveryKey, userId);
  const wrappedPrivateKey = await wrapKey(vaultKey, sharing.privateKey, { purpose: 'private-key', userId });
  return {
    request: {
      ...byPassphrase,
      wrapped_by_recovery: byRecovery,
      public_key: toBase64Url(sharing.publicKey),
      wrapped_private_key: toBase64Url(wrappedPrivateKey),
    },
    vault: { userId, vaultKey, sharingPublicKey: sharing.publicKey, sharingPrivateKey: sharing.privateKey },
  };
}

/** Opens the keyring with the vault key itself (unwrapped by a passkey's PRF-derived key). */
export async function openWithVaultKey(
  keyring: VaultKeyring,
  userId: string,
  vaultKey: Uint8Array,
): Promise<UnlockedVault> {
  const sharingPrivateKey = await unwrapKey(vaultKey, fromBase64Url(keyring.wrapped_private_key), {
    purpose: 'private-key',
    userId,
  });
  return { userId, vaultKey, sharingPublicKey: fromBase64Url(keyring.public_key), sharingPrivateKey };
}

function isAuthenticationFailure(error: unknown): boolean {
  return error instanceof VaultCryptoError && error.code === 'authentication_failed';
}

/** Opens the keyring with the passphrase; WrongPassphraseError when it is not the right one. */
export async function unlockWithPassphrase(
  keyring: VaultKeyring,
  userId: string,
  passphrase: string,
): Promise<UnlockedVault> {
  const passphraseKey = await derivePassphraseKey(passphrase, kdfFromWire(keyring.kdf));
  let vaultKey: Uint8Array;
  try {
    vaultKey = await unwrapKey(passphraseKey, fromBase64Url(keyring.wrapped_by_passphrase), {
      purpose: 'vault-key/passphrase',
      userId,
    });
  } catch (error) {
    throw isAuthenticationFailure(error) ? new WrongPassphraseError() : error;
  } finally {
    passphraseKey.fill(0);
  }
  return openWithVaultKey(keyring, userId, vaultKey);
}

/**
 * Opens the keyring with the recovery key. A typo throws VaultCryptoError('invalid_recovery_key') (the checksum
 * catches it before any key work); a well-formed key of another vault throws WrongRecoveryKeyError.
 */
export async function unlockWithRecoveryKey(
  keyring: VaultKeyring,
  userId: string,
  recoveryKey: string,
): Promise<UnlockedVault> {
  const recoveryBytes = parseRecoveryKey(recoveryKey);
  const wrappingKey = await deriveRecoveryWrappingKey(recoveryBytes);
  recoveryBytes.fill(0);
  let vaultKey: Uint8Array;
  try {
    vaultKey = await unwrapKey(wrappingKey, fromBase64Url(keyring.wrapped_by_recovery), {
      purpose: 'vault-key/recovery',
      userId,
    });
  } catch (error) {
    throw isAuthenticationFailure(error) ? new WrongRecoveryKeyError() : error;
  } finally {
    wrappingKey.fill(0);
  }
  return openWithVaultKey(keyring, userId, vaultKey);
}

/** A new passphrase for an open vault: new Argon2id salt, the same vault key wrapped again. */
export function rewrapForPassphrase(vault: UnlockedVault, passphrase: string): Promise<PassphraseWrap> {
  return wrapByPassphrase(vault.vaultKey, passphrase, vault.userId);
}

/** A new recovery key for an open vault: the same vault key wrapped by it. */
export async function rewrapForRecoveryKey(vault: UnlockedVault, recoveryKey: string): Promise<string> {
  return wrapByRecoveryKey(vault.vaultKey, recoveryKey, vault.userId);
}
