import type { Passkey } from '@amparo/contract/auth/passkeys';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { derivePrfWrappingKey } from '@amparo/vault-crypto/passkey-prf';
import type { UnlockedVault } from '../vault/vault-session.ts';
import { currentRpId, evaluatePrf, vaultUnlockCandidates } from './passkey-prf.ts';
import { sendVaultUnlock } from './passkeys-api.ts';

// "Unlock the vault with this passkey": the vault key wrapped by HKDF(PRF(salt)), the architecture's third wrap
// (ARCHITECTURE.md §5). The associated data binds the wrap to the person and to this passkey's id.

function wrapContext(userId: string, passkeyId: string) {
  return { purpose: 'vault-key/passkey' as const, userId, objectId: passkeyId };
}

/** Asks the passkey for its PRF output with a new salt, wraps the open vault's key, and stores the wrap. */
export async function turnOnVaultUnlock(
  accessToken: string,
  vault: UnlockedVault,
  passkey: Passkey,
): Promise<Passkey> {
  const salt = crypto.getRandomValues(new Uint8Array(32));
  const { output } = await evaluatePrf(
    [{ credentialId: passkey.credential_id, salt, transports: passkey.transports }],
    currentRpId(),
  );
  let wrappingKey: Uint8Array | undefined;
  try {
    wrappingKey = await derivePrfWrappingKey(output);
    const wrapped = await wrapKey(wrappingKey, vault.vaultKey, wrapContext(vault.userId, passkey.id));
    return await sendVaultUnlock(accessToken, passkey.id, {
      prf_salt: toBase64Url(salt),
      wrapped_vault_key: toBase64Url(wrapped),
    });
  } finally {
    output.fill(0);
    wrappingKey?.fill(0);
  }
}

export function turnOffVaultUnlock(accessToken: string, passkeyId: string): Promise<Passkey> {
  return sendVaultUnlock(accessToken, passkeyId, null);
}

export function canUnlockVault(passkeys: Passkey[]): boolean {
  return passkeys.some((passkey) => passkey.vault_unlock !== null);
}

/** The vault key, from whichever enabled passkey the person uses. Throws when PRF fails or the wrap does not open. */
export async function unlockVaultKeyWithPasskey(passkeys: Passkey[], userId: string): Promise<Uint8Array> {
  const candidates = vaultUnlockCandidates(passkeys);
  const { credentialId, output } = await evaluatePrf(candidates, currentRpId());
  const used = candidates.find((candidate) => candidate.credentialId === credentialId);
  let wrappingKey: Uint8Array | undefined;
  try {
    if (!used?.passkey.vault_unlock) throw new Error('The passkey used cannot unlock the vault');
    wrappingKey = await derivePrfWrappingKey(output);
    return await unwrapKey(
      wrappingKey,
      fromBase64Url(used.passkey.vault_unlock.wrapped_vault_key),
      wrapContext(userId, used.passkey.id),
    );
  } finally {
    output.fill(0);
    wrappingKey?.fill(0);
  }
}
