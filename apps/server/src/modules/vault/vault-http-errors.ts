import {
  VAULT_NOT_SET_UP,
  VAULT_QUOTA_EXCEEDED,
  VAULT_VERSION_CHANGED,
} from '@amparo/contract/vault/vault-errors';
import { HttpError } from '../../platform/http/http-error.ts';

// The answers several vault services share. A row that exists but belongs to someone else gets the same 404 as
// one that does not exist, so nobody can learn which ids are in use.

export function documentNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such document');
}

export function uploadNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such upload in progress');
}

export function shareNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such share');
}

export function proofLinkNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such proof-of-status link');
}

export function vaultNotSetUp(): HttpError {
  return new HttpError(404, VAULT_NOT_SET_UP, 'The vault is not set up yet');
}

export function versionChanged(): HttpError {
  return new HttpError(
    409,
    VAULT_VERSION_CHANGED,
    'The document has a newer version than the one named; reload it and try again',
  );
}

export function quotaExceeded(quotaBytes: number): HttpError {
  return new HttpError(
    403,
    VAULT_QUOTA_EXCEEDED,
    `This would take your vault past its ${quotaBytes} bytes; delete a document to make room`,
  );
}
