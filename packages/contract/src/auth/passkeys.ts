import { z } from 'zod';
import { hasVisibleCharacter, text } from '../platform/typed-text.ts';

// Passkeys (the spec's "biometric authentication setup") under /auth/v1/passkeys, in the shapes of the protocol's
// passkey endpoints (GoTrue, auth-js `passkey.*`; decisions 035 and 032), plus what Amparo adds: names chosen by
// the person, the PRF hint, the vault-unlock wrap, sign-in options for one email. The WebAuthn ceremonies' own
// JSON (options, responses) is @simplewebauthn's, which is what the protocol carries too.

export const PASSKEY_NAME_MAX_CHARS = 64;
/** More than anyone needs (a phone, a laptop, two security keys, spares), few enough to list on one screen. */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;
/** The PRF salt: 32 random bytes chosen in the browser, one per passkey. */
export const PASSKEY_PRF_SALT_BYTES = 32;
/** The vault key (32 bytes) wrapped by AES-256-GCM: version byte, nonce, ciphertext and tag. */
export const PASSKEY_WRAPPED_VAULT_KEY_BYTES = 1 + 12 + 32 + 16;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** base64url (no padding) of exactly `bytes` bytes. */
function zBase64UrlOfBytes(bytes: number) {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .length(chars, `must be ${bytes} bytes as base64url`)
    .regex(BASE64URL, 'must be base64url without padding');
}

export const ZPasskeyName = text()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX_CHARS, `A passkey name has at most ${PASSKEY_NAME_MAX_CHARS} characters`)
  .refine(hasVisibleCharacter, 'Give the passkey a name');

export const ZPasskeyVaultUnlock = z.object({
  prf_salt: zBase64UrlOfBytes(PASSKEY_PRF_SALT_BYTES),
  wrapped_vault_key: zBase64UrlOfBytes(PASSKEY_WRAPPED_VAULT_KEY_BYTES),
});
export type PasskeyVaultUnlock = z.infer<typeof ZPasskeyVaultUnlock>;

/** One passkey as its owner sees it. The public key and counter stay on the server. */
export const ZPasskey = z.object({
  id: z.string().uuid(),
  /** The WebAuthn credential id (base64url), for `allowCredentials` and PRF `evalByCredential`. */
  credential_id: z.string(),
  friendly_name: z.string(),
  transports: z.array(z.string()),
  /** The browser said the authenticator offers the PRF extension when it was added. */
  prf_capable: z.boolean(),
  /** Synced between devices by its provider (a "multi-device" credential). */
  backed_up: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Set when this passkey can unlock the vault: the salt and the vault key wrapped by the PRF-derived key. */
  vault_unlock: ZPasskeyVaultUnlock.nullable(),
});
export type Passkey = z.infer<typeof ZPasskey>;

/** `GET /auth/v1/passkeys`: the caller's passkeys, newest first, as the protocol's bare array. */
export const ZListPasskeysResponse = z.array(ZPasskey);
export type ListPasskeysResponse = z.infer<typeof ZListPasskeysResponse>;

/** A browser's WebAuthn response or options object, checked field by field where it is used. */
const ZWebAuthnJson = z.record(z.string(), z.unknown());

/**
 * `POST /auth/v1/passkeys/registration/options` and `…/authentication/options`: the protocol's ceremony start.
 * `options` goes to the browser as it is; `challenge_id` names the stored challenge when the response comes back;
 * `expires_at` is in seconds since the epoch.
 */
export const ZPasskeyCeremonyOptions = z.object({
  challenge_id: z.string().uuid(),
  options: ZWebAuthnJson,
  expires_at: z.number().int(),
});
export type PasskeyCeremonyOptions = z.infer<typeof ZPasskeyCeremonyOptions>;

/**
 * `POST /auth/v1/passkeys/registration/verify`: the protocol's `{ challenge_id, credential }`, and what Amparo
 * adds: the name the person chose (without one, the server names it after the device) and the PRF hint.
 * Answered 200 with the new passkey.
 */
export const ZVerifyPasskeyRegistrationRequest = z.object({
  challenge_id: z.string(),
  credential: ZWebAuthnJson,
  friendly_name: ZPasskeyName.optional(),
  prf_capable: z.boolean().optional(),
});

/** `PATCH /auth/v1/passkeys/:id`. */
export const ZRenamePasskeyRequest = z.object({ friendly_name: ZPasskeyName });
export type RenamePasskeyRequest = z.infer<typeof ZRenamePasskeyRequest>;

/**
 * `POST /auth/v1/passkeys/authentication/options`: without an email (the protocol's request), any passkey of
 * this site may answer; with one (Amparo's addition), only that account's.
 */
export const ZPasskeySignInOptionsRequest = z.object({ email: z.string().max(320).optional() });

/** `POST /auth/v1/passkeys/authentication/verify`: answered with the protocol's session, as password sign-in. */
export const ZVerifyPasskeySignInRequest = z.object({
  challenge_id: z.string(),
  credential: ZWebAuthnJson,
});
