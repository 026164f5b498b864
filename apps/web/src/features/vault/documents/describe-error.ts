import {
  VAULT_QUOTA_EXCEEDED,
  VAULT_REWRAP_REQUIRED,
  VAULT_VERSION_CHANGED,
} from '@amparo/contract/vault/vault-errors';
import { VaultCryptoError } from '@amparo/vault-crypto/errors';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { isPlanRequiredError } from '../../../lib/plan-required.ts';

// Every failure a person can meet in the documents section, as the key of one plain sentence that says what
// happened and what to do next.

export type DocumentErrorKey =
  | 'errors.offline'
  | 'errors.quota'
  | 'errors.versionChanged'
  | 'errors.rewrapRequired'
  | 'errors.planRequired'
  | 'errors.damaged'
  | 'errors.notFound'
  | 'errors.generic';

export function describeDocumentError(error: unknown): DocumentErrorKey {
  if (error instanceof TypeError) return 'errors.offline';
  if (error instanceof VaultCryptoError) return 'errors.damaged';
  if (isPlanRequiredError(error)) return 'errors.planRequired';
  if (error instanceof ApiRequestError) {
    if (error.code === VAULT_QUOTA_EXCEEDED) return 'errors.quota';
    if (error.code === VAULT_VERSION_CHANGED) return 'errors.versionChanged';
    if (error.code === VAULT_REWRAP_REQUIRED) return 'errors.rewrapRequired';
    if (error.status === 404) return 'errors.notFound';
    if (error.status >= 500) return 'errors.offline';
  }
  return 'errors.generic';
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
