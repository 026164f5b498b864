// Fresh symmetric keys. Each is used for one purpose only; a file key is never reused, not even for a new version.
import { KEY_BYTES } from './constants.ts';
import { randomBytes } from './random.ts';

/** The user's vault key: wraps every file key, the sharing private key and the owner's copy of link keys. */
export function generateVaultKey(): Uint8Array {
  return randomBytes(KEY_BYTES);
}

/** One upload's key: seals its content (stream-encryption) and its metadata. */
export function generateFileKey(): Uint8Array {
  return randomBytes(KEY_BYTES);
}

/** A proof-of-status link's key: travels only in the URL fragment. */
export function generateLinkKey(): Uint8Array {
  return randomBytes(KEY_BYTES);
}
