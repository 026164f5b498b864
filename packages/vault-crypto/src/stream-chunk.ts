// One chunk of the v1 payload (the age STREAM construction over AES-256-GCM). Not part of the public API: the
// streams in stream-encryption.ts use it, and tests use it to craft streams our encryptor never writes.
import { associatedData, requireDocumentId } from './associated-data.ts';
import { NONCE_BYTES } from './constants.ts';
import { aesGcmOpen, aesGcmSeal, hkdfAesGcmKey, type WebCryptoKey } from './web-crypto.ts';

const PAYLOAD_INFO = 'amparo-vault/v1/payload';
const LAST_CHUNK_FLAG = 0x01;
const TWO_TO_THE_32 = 2 ** 32;

/** The payload key: a non-extractable AES-256-GCM key, derived once per stream. */
export function derivePayloadKey(fileKey: Uint8Array, salt: Uint8Array): Promise<WebCryptoKey> {
  return hkdfAesGcmKey(fileKey, salt, PAYLOAD_INFO);
}

export function documentAssociatedData(documentId: string): Uint8Array {
  requireDocumentId(documentId);
  return associatedData('document', documentId);
}

/**
 * 11-byte big-endian chunk counter ‖ last-chunk flag. The counter is a safe integer (below 2^53), so the top three
 * bytes stay zero and two 32-bit writes fill the rest.
 */
export function chunkNonce(counter: number, last: boolean): Uint8Array<ArrayBuffer> {
  if (!Number.isSafeInteger(counter) || counter < 0)
    throw new RangeError('the chunk counter is out of range');
  const nonce = new Uint8Array(NONCE_BYTES);
  const view = new DataView(nonce.buffer);
  view.setUint32(3, Math.floor(counter / TWO_TO_THE_32));
  view.setUint32(7, counter >>> 0);
  nonce[NONCE_BYTES - 1] = last ? LAST_CHUNK_FLAG : 0;
  return nonce;
}

export function sealChunk(
  key: WebCryptoKey,
  additionalData: Uint8Array,
  counter: number,
  last: boolean,
  plaintext: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  return aesGcmSeal(key, chunkNonce(counter, last), additionalData, plaintext);
}

/** Throws `authentication_failed` when the chunk is not this one: other key, document, position or last-flag. */
export function openChunk(
  key: WebCryptoKey,
  additionalData: Uint8Array,
  counter: number,
  last: boolean,
  sealed: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  return aesGcmOpen(key, chunkNonce(counter, last), additionalData, sealed);
}
