// Document metadata (title, type, dates, notes) as JSON sealed with the document's file key.
// Format: 0x01 ‖ salt(16) ‖ nonce(12) ‖ ciphertext ‖ tag(16); key = HKDF-SHA256(file key, salt, "amparo-vault/v1/metadata").
import { associatedData, requireDocumentId } from './associated-data.ts';
import { concatBytes, utf8Decode, utf8Encode } from './bytes.ts';
import { FORMAT_VERSION, NONCE_BYTES, SALT_BYTES, TAG_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';
import { randomBytes } from './random.ts';
import { aesGcmOpen, aesGcmSeal, hkdfAesGcmKey, requireKeyBytes } from './web-crypto.ts';

const METADATA_INFO = 'amparo-vault/v1/metadata';
const HEADER_BYTES = 1 + SALT_BYTES + NONCE_BYTES;

function metadataAssociatedData(fileKey: Uint8Array, documentId: string): Uint8Array {
  requireKeyBytes(fileKey, 'the file key');
  requireDocumentId(documentId);
  return associatedData('metadata', documentId);
}

/** `encryptMetadata` with a chosen salt and nonce: for the published test vectors only. */
export async function encryptMetadataWithRandomness(
  fileKey: Uint8Array,
  documentId: string,
  value: unknown,
  salt: Uint8Array,
  nonce: Uint8Array,
): Promise<Uint8Array> {
  const additionalData = metadataAssociatedData(fileKey, documentId);
  if (salt.length !== SALT_BYTES || nonce.length !== NONCE_BYTES) {
    throw new VaultCryptoError('malformed', 'the salt or nonce has the wrong length');
  }
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('the metadata has no JSON form');
  const key = await hkdfAesGcmKey(fileKey, salt, METADATA_INFO);
  const sealed = await aesGcmSeal(key, nonce, additionalData, utf8Encode(json));
  return concatBytes(Uint8Array.of(FORMAT_VERSION), salt, nonce, sealed);
}

export function encryptMetadata(
  fileKey: Uint8Array,
  documentId: string,
  value: unknown,
): Promise<Uint8Array> {
  return encryptMetadataWithRandomness(
    fileKey,
    documentId,
    value,
    randomBytes(SALT_BYTES),
    randomBytes(NONCE_BYTES),
  );
}

/** The parsed JSON; the caller validates its shape (the contract's document-metadata schema). */
export async function decryptMetadata(
  fileKey: Uint8Array,
  documentId: string,
  sealed: Uint8Array,
): Promise<unknown> {
  const additionalData = metadataAssociatedData(fileKey, documentId);
  if (sealed.length === 0) throw new VaultCryptoError('malformed', 'the metadata is empty');
  if (sealed[0] !== FORMAT_VERSION)
    throw new VaultCryptoError('unsupported_version', 'unknown metadata version');
  if (sealed.length < HEADER_BYTES + TAG_BYTES) {
    throw new VaultCryptoError('malformed', 'the metadata is too short');
  }
  const key = await hkdfAesGcmKey(fileKey, sealed.subarray(1, 1 + SALT_BYTES), METADATA_INFO);
  const plaintext = await aesGcmOpen(
    key,
    sealed.subarray(1 + SALT_BYTES, HEADER_BYTES),
    additionalData,
    sealed.subarray(HEADER_BYTES),
  );
  try {
    return JSON.parse(utf8Decode(plaintext));
  } catch {
    throw new VaultCryptoError('malformed', 'the metadata is not JSON');
  }
}
