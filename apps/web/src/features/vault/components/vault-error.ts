import { VAULT_ALREADY_SET_UP } from '@amparo/contract/vault/vault-errors';
import { VaultCryptoError } from '@amparo/vault-crypto/errors';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { isPlanRequiredError } from '../../../lib/plan-required.ts';
import { WrongPassphraseError, WrongRecoveryKeyError } from '../crypto/keyring-crypto.ts';

// One translated sentence for every way set-up, unlock and the settings can fail. Each says what to do next.

export type VaultErrorKey =
  | 'offline'
  | 'wrongPassphrase'
  | 'wrongRecoveryKey'
  | 'invalidRecoveryKey'
  | 'alreadySetUp'
  | 'planRequired'
  | 'sessionEnded'
  | 'serverDown'
  | 'unexpected';

export function describeVaultError(error: unknown): VaultErrorKey {
  if (error instanceof TypeError) return 'offline';
  if (error instanceof WrongPassphraseError) return 'wrongPassphrase';
  if (error instanceof WrongRecoveryKeyError) return 'wrongRecoveryKey';
  if (error instanceof VaultCryptoError && error.code === 'invalid_recovery_key') return 'invalidRecoveryKey';
  if (isPlanRequiredError(error)) return 'planRequired';
  if (error instanceof ApiRequestError) {
    if (error.status === 409 && error.code === VAULT_ALREADY_SET_UP) return 'alreadySetUp';
    if (error.status === 401) return 'sessionEnded';
    if (error.status >= 500) return 'serverDown';
  }
  return 'unexpected';
}
