// Byte helpers that behave the same in browsers, Web Workers and Node (no Buffer).
import { VaultCryptoError } from './errors.ts';

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_VALUES = new Map([...BASE64URL_ALPHABET].map((character, value) => [character, value]));

/** Base64url without padding: the form every binary value takes on the wire. */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const group = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    text +=
      BASE64URL_ALPHABET.charAt(group >>> 18) +
      BASE64URL_ALPHABET.charAt((group >>> 12) & 63) +
      BASE64URL_ALPHABET.charAt((group >>> 6) & 63) +
      BASE64URL_ALPHABET.charAt(group & 63);
  }
  const left = bytes.length - index;
  if (left === 1) {
    const group = (bytes[index] ?? 0) << 16;
    text += BASE64URL_ALPHABET.charAt(group >>> 18) + BASE64URL_ALPHABET.charAt((group >>> 12) & 63);
  } else if (left === 2) {
    const group = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8);
    text +=
      BASE64URL_ALPHABET.charAt(group >>> 18) +
      BASE64URL_ALPHABET.charAt((group >>> 12) & 63) +
      BASE64URL_ALPHABET.charAt((group >>> 6) & 63);
  }
  return text;
}

/**
 * The strict inverse of `toBase64Url`: padding, other alphabets, an impossible length or non-zero spare bits are
 * refused, so one byte string has exactly one text form (a value cannot be altered by re-encoding it).
 */
export function fromBase64Url(text: string): Uint8Array {
  if (text.length % 4 === 1)
    throw new VaultCryptoError('malformed', 'base64url text has an impossible length');
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let bitCount = 0;
  let byteIndex = 0;
  for (const character of text) {
    const value = BASE64URL_VALUES.get(character);
    if (value === undefined)
      throw new VaultCryptoError('malformed', 'base64url text holds a character outside its alphabet');
    bits = ((bits << 6) | value) & 0xffffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes[byteIndex++] = (bits >>> bitCount) & 0xff;
    }
  }
  if ((bits & ((1 << bitCount) - 1)) !== 0) {
    throw new VaultCryptoError('malformed', 'base64url text has non-zero spare bits');
  }
  return bytes;
}

const encoder = new TextEncoder();
// fatal: a stored value that is not valid UTF-8 was not written by us, so it is refused rather than patched with U+FFFD.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

export function utf8Decode(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new VaultCryptoError('malformed', 'bytes are not valid UTF-8');
  }
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** Compares without an early exit, so the time taken does not say where two secrets first differ. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}
