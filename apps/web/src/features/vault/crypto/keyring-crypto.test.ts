import { ZCreateKeyringRequest } from '@amparo/contract/vault/keyring';
import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { VaultCryptoError } from '@amparo/vault-crypto/errors';
import { describe, expect, it, vi } from 'vitest';
import {
  createKeyring,
  makeRecoveryKey,
  rewrapForPassphrase,
  rewrapForRecoveryKey,
  unlockWithPassphrase,
  unlockWithRecoveryKey,
  WrongPassphraseError,
  WrongRecoveryKeyError,
} from './keyring-crypto.ts';

vi.mock('./kdf-params.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./kdf-params.ts')>()),
  chooseKdfParams: (await import('../test/cheap-kdf.ts')).cheapKdfParams,
}));

const USER = '00000000-0000-4000-8000-000000000001';
const PASSPHRASE = 'river lamp orange tuesday';

function asKeyring(request: Awaited<ReturnType<typeof createKeyring>>['request']): VaultKeyring {
  return { ...request, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
}

describe('the keyring', () => {
  it('is created in the contract shape and opens with the passphrase and with the recovery key', async () => {
    const recoveryKey = makeRecoveryKey();
    const { request, vault } = await createKeyring(USER, PASSPHRASE, recoveryKey);
    expect(ZCreateKeyringRequest.parse(request)).toEqual(request);
    const keyring = asKeyring(request);

    const byPassphrase = await unlockWithPassphrase(keyring, USER, PASSPHRASE);
    expect(byPassphrase.vaultKey).toEqual(vault.vaultKey);
    expect(byPassphrase.sharingPrivateKey).toEqual(vault.sharingPrivateKey);
    expect(byPassphrase.sharingPublicKey).toEqual(vault.sharingPublicKey);

    const byRecovery = await unlockWithRecoveryKey(
      keyring,
      USER,
      recoveryKey.toLowerCase().replaceAll('-', ' '),
    );
    expect(byRecovery.vaultKey).toEqual(vault.vaultKey);
  });

  it('refuses a wrong passphrase, a mistyped recovery key, another vault\u2019s key and another user', async () => {
    const recoveryKey = makeRecoveryKey();
    const keyring = asKeyring((await createKeyring(USER, PASSPHRASE, recoveryKey)).request);
    await expect(unlockWithPassphrase(keyring, USER, 'river lamp orange wednesday')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
    const typo = `${recoveryKey.slice(0, -1)}${recoveryKey.endsWith('A') ? 'B' : 'A'}`;
    await expect(unlockWithRecoveryKey(keyring, USER, typo)).rejects.toSatisfy(
      (error) => error instanceof VaultCryptoError && error.code === 'invalid_recovery_key',
    );
    await expect(unlockWithRecoveryKey(keyring, USER, makeRecoveryKey())).rejects.toBeInstanceOf(
      WrongRecoveryKeyError,
    );
    await expect(
      unlockWithPassphrase(keyring, '00000000-0000-4000-8000-000000000002', PASSPHRASE),
    ).rejects.toBeInstanceOf(WrongPassphraseError);
  });

  it('re-wraps only the vault key for a new passphrase or recovery key', async () => {
    const { request, vault } = await createKeyring(USER, PASSPHRASE, makeRecoveryKey());
    const newPassphrase = await rewrapForPassphrase(vault, 'seven quiet horses under snow');
    expect(newPassphrase.kdf.salt).not.toBe(request.kdf.salt);
    const newRecoveryKey = makeRecoveryKey();
    const keyring = {
      ...asKeyring(request),
      ...newPassphrase,
      wrapped_by_recovery: await rewrapForRecoveryKey(vault, newRecoveryKey),
    };
    expect((await unlockWithPassphrase(keyring, USER, 'seven quiet horses under snow')).vaultKey).toEqual(
      vault.vaultKey,
    );
    await expect(unlockWithPassphrase(keyring, USER, PASSPHRASE)).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
    expect((await unlockWithRecoveryKey(keyring, USER, newRecoveryKey)).vaultKey).toEqual(vault.vaultKey);
    expect(keyring.wrapped_private_key).toBe(request.wrapped_private_key);
  });
});
