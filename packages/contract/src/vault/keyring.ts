import { z } from 'zod';
import { ZKdfParams, ZPublicKey, ZVaultKeyring, ZWrappedKey, zBase64Url } from './vault-models.ts';

/**
 * `GET /api/v1/vault/keyring`: the caller's keyring (200), or 204 with no body when there is no vault yet. Not
 * having a vault is an ordinary answer, not an error: the dashboard asks on every visit, and a 404 there filled
 * the browser's console (issue 10). A status rather than `{ keyring: null }` keeps the 200 body a keyring, so a
 * copy of the app cached before this change still reads it.
 */
export const ZGetKeyringResponse = ZVaultKeyring;
export const KEYRING_NOT_SET_UP_STATUS = 204;
export type GetKeyringResponse = z.infer<typeof ZGetKeyringResponse>;

/** `POST /api/v1/vault/keyring`: sets the vault up (201); 409 `vault_already_set_up` when there is one. */
export const ZCreateKeyringRequest = z.object({
  kdf: ZKdfParams,
  wrapped_by_passphrase: ZWrappedKey,
  wrapped_by_recovery: ZWrappedKey,
  public_key: ZPublicKey,
  wrapped_private_key: zBase64Url(1024),
});
export type CreateKeyringRequest = z.infer<typeof ZCreateKeyringRequest>;
export const ZCreateKeyringResponse = ZVaultKeyring;

/**
 * `PATCH /api/v1/vault/keyring`: a new passphrase (kdf and wrapped_by_passphrase together) and/or a new recovery
 * key (wrapped_by_recovery). Only the wrapped vault key changes; documents stay as they are.
 */
export const ZUpdateKeyringRequest = z
  .object({
    kdf: ZKdfParams.optional(),
    wrapped_by_passphrase: ZWrappedKey.optional(),
    wrapped_by_recovery: ZWrappedKey.optional(),
  })
  .refine((body) => (body.kdf === undefined) === (body.wrapped_by_passphrase === undefined), {
    message: 'kdf and wrapped_by_passphrase go together',
    path: ['kdf'],
  })
  .refine((body) => body.wrapped_by_passphrase !== undefined || body.wrapped_by_recovery !== undefined, {
    message: 'nothing to change',
    path: ['wrapped_by_passphrase'],
  });
export type UpdateKeyringRequest = z.infer<typeof ZUpdateKeyringRequest>;
export const ZUpdateKeyringResponse = ZVaultKeyring;
