// Thin, typed wrappers over WebCrypto shared by the protocol modules. Not part of the public API.
import { KEY_BYTES, TAG_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';

/** CryptoKey, named so it means the same under Node's types (no DOM lib) and the browser's. */
export type WebCryptoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

/**
 * WebCrypto takes views of ArrayBuffers only (not SharedArrayBuffers). Callers' bytes almost always are; the rare
 * other view is copied, so the type holds at runtime and not only in the type checker.
 */
export function asBufferSource(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

export function requireKeyBytes(key: Uint8Array, what: string): void {
  if (key.length !== KEY_BYTES) throw new VaultCryptoError('malformed', `${what} must be ${KEY_BYTES} bytes`);
}

async function importHkdfKey(inputKeyMaterial: Uint8Array): Promise<WebCryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', asBufferSource(inputKeyMaterial), 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ]);
}

/** HKDF-SHA256 (RFC 5869) to raw bytes: for keys that are themselves wrapping keys handed back to the caller. */
export async function hkdfBytes(
  inputKeyMaterial: Uint8Array,
  salt: Uint8Array,
  info: string,
  length: number = KEY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const baseKey = await importHkdfKey(inputKeyMaterial);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: asBufferSource(salt), info: new TextEncoder().encode(info) },
    baseKey,
    length * 8,
  );
  return new Uint8Array(bits);
}

/**
 * HKDF-SHA256 straight into a non-extractable AES-256-GCM key: payload and metadata keys never exist as bytes in
 * JavaScript memory. Same bytes as `hkdfBytes` with the same inputs (the test vectors rely on it).
 */
export async function hkdfAesGcmKey(
  inputKeyMaterial: Uint8Array,
  salt: Uint8Array,
  info: string,
): Promise<WebCryptoKey> {
  const baseKey = await importHkdfKey(inputKeyMaterial);
  return globalThis.crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: asBufferSource(salt), info: new TextEncoder().encode(info) },
    baseKey,
    { name: 'AES-GCM', length: KEY_BYTES * 8 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function importAesGcmKey(key: Uint8Array): Promise<WebCryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', asBufferSource(key), { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
}

export async function aesGcmSeal(
  key: WebCryptoKey,
  nonce: Uint8Array,
  associatedData: Uint8Array,
  plaintext: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  const sealed = await globalThis.crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: asBufferSource(nonce),
      additionalData: asBufferSource(associatedData),
      tagLength: TAG_BYTES * 8,
    },
    key,
    asBufferSource(plaintext),
  );
  return new Uint8Array(sealed);
}

/** Opens AES-GCM or throws `authentication_failed`: WebCrypto's OperationError says no more than that either. */
export async function aesGcmOpen(
  key: WebCryptoKey,
  nonce: Uint8Array,
  associatedData: Uint8Array,
  sealed: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const plaintext = await globalThis.crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: asBufferSource(nonce),
        additionalData: asBufferSource(associatedData),
        tagLength: TAG_BYTES * 8,
      },
      key,
      asBufferSource(sealed),
    );
    return new Uint8Array(plaintext);
  } catch {
    throw new VaultCryptoError(
      'authentication_failed',
      'the data does not authenticate with this key and context',
    );
  }
}
