import {
  VAULT_ALREADY_SHARED,
  VAULT_CANNOT_SHARE_WITH_SELF,
  VAULT_RECIPIENT_NOT_FOUND,
  VAULT_VERSION_CHANGED,
} from '@amparo/contract/vault/vault-errors';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';

export type SharingErrorKey =
  | 'recipientNotFound'
  | 'cannotShareWithSelf'
  | 'alreadyShared'
  | 'versionChanged'
  | 'rateLimited'
  | 'notFound'
  | 'sessionEnded'
  | 'offline'
  | 'unexpected';

const BY_CODE: Record<string, SharingErrorKey> = {
  [VAULT_RECIPIENT_NOT_FOUND]: 'recipientNotFound',
  [VAULT_CANNOT_SHARE_WITH_SELF]: 'cannotShareWithSelf',
  [VAULT_ALREADY_SHARED]: 'alreadyShared',
  [VAULT_VERSION_CHANGED]: 'versionChanged',
  rate_limited: 'rateLimited',
  not_found: 'notFound',
  unauthorized: 'sessionEnded',
};

/** Which translated line (errors.<key> in vault-sharing) explains a failed sharing request. */
export function describeSharingError(error: unknown): SharingErrorKey {
  if (error instanceof ApiRequestError) {
    return BY_CODE[error.code] ?? (error.status === 429 ? 'rateLimited' : 'unexpected');
  }
  // fetch rejects with a TypeError when there is no network.
  return error instanceof TypeError ? 'offline' : 'unexpected';
}
