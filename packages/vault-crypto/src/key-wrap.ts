// Wraps one key by another: AES-256-GCM with the purpose and owner bound as associated data.
// Format: 0x01 ‖ nonce(12) ‖ ciphertext ‖ tag(16).
import { associatedData } from './associated-data.ts';
import { concatBytes } from './bytes.ts';
import { FORMAT_VERSION, KEY_BYTES, NONCE_BYTES, TAG_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';
import { randomBytes } from './random.ts';
import { aesGcmOpen, aesGcmSeal, importAesGcmKey, requireKeyBytes } from './web-crypto.ts';

export const WRAP_PURPOSES = [
  'vault-key/passphrase',
  'vault-key/recovery',
  'vault-key/passkey',
  'private-key',
  'file-key',
  'link-key',
  'proof-link/file-key',
] as const;
export type WrapPurpose = (typeof WRAP_PURPOSES)[number];
export type WrapContext = { purpose: WrapPurpose; userId?: string; objectId?: string };

/** Every purpose wraps a 32-byte key except the sharing private key (PKCS#8, about 138 bytes). */
const VARIABLE_LENGTH_PURPOSE: WrapPurpose = 'private-key';
/** Generous for a PKCS#8 P-256 key, small enough that a hostile value cannot make us work hard. */
const MAX_WRAPPED_KEY_BYTES = 512;

function wrapAssociatedData(context: WrapContext): Uint8Array {
  if (!WRAP_PURPOSES.includes(context.purpose)) {
    throw new VaultCryptoError('malformed', 'unknown wrap purpose');
  }
  return associatedData(context.purpose, context.userId ?? '', context.objectId ?? '');
}

function checkKeyLength(key: Uint8Array, purpose: WrapPurpose): void {
  const valid =
    purpose === VARIABLE_LENGTH_PURPOSE
      ? key.length > 0 && key.length <= MAX_WRAPPED_KEY_BYTES
      : key.length === KEY_BYTES;
  if (!valid) throw new VaultCryptoError('malformed', `a key of this length cannot be wrapped as ${purpose}`);
}

/** `wrapKey` with a chosen nonce: for the published test vectors only. A nonce must never repeat under a key. */
export async function wrapKeyWithNonce(
  wrappingKey: Uint8Array,
  key: Uint8Array,
  context: WrapContext,
  nonce: Uint8Array,
): Promise<Uint8Array> {
  requireKeyBytes(wrappingKey, 'the wrapping key');
  checkKeyLength(key, context.purpose);
  if (nonce.length !== NONCE_BYTES) throw new VaultCryptoError('malformed', 'the nonce must be 12 bytes');
  const additionalData = wrapAssociatedData(context);
  const sealed = await aesGcmSeal(await importAesGcmKey(wrappingKey), nonce, additionalData, key);
  return concatBytes(Uint8Array.of(FORMAT_VERSION), nonce, sealed);
}

export async function wrapKey(
  wrappingKey: Uint8Array,
  key: Uint8Array,
  context: WrapContext,
): Promise<Uint8Array> {
  return wrapKeyWithNonce(wrappingKey, key, context, randomBytes(NONCE_BYTES));
}

/** Throws `unsupported_version`, `malformed`, or `authentication_failed` (wrong wrapping key or context). */
export async function unwrapKey(
  wrappingKey: Uint8Array,
  wrapped: Uint8Array,
  context: WrapContext,
): Promise<Uint8Array> {
  requireKeyBytes(wrappingKey, 'the wrapping key');
  if (wrapped.length === 0) throw new VaultCryptoError('malformed', 'the wrapped key is empty');
  if (wrapped[0] !== FORMAT_VERSION)
    throw new VaultCryptoError('unsupported_version', 'unknown wrapped key version');
  const minimum = 1 + NONCE_BYTES + TAG_BYTES + 1;
  if (wrapped.length < minimum || wrapped.length > minimum - 1 + MAX_WRAPPED_KEY_BYTES) {
    throw new VaultCryptoError('malformed', 'the wrapped key has an impossible length');
  }
  const additionalData = wrapAssociatedData(context);
  const nonce = wrapped.subarray(1, 1 + NONCE_BYTES);
  const key = await aesGcmOpen(
    await importAesGcmKey(wrappingKey),
    nonce,
    additionalData,
    wrapped.subarray(1 + NONCE_BYTES),
  );
  // Authentic but the wrong shape for its purpose: only a buggy writer could make it, so say so.
  checkKeyLength(key, context.purpose);
  return key;
}
