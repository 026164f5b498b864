// The associated data that binds every ciphertext to what it is and whose it is. Not part of the public API.
import { utf8Encode } from './bytes.ts';
import { VaultCryptoError } from './errors.ts';

const PROTOCOL_LABEL = 'amparo-vault/v1';
const SEPARATOR = '|';

/**
 * `amparo-vault/v1|<kind>|<field>|…` as UTF-8. A field may not hold the separator: otherwise two different
 * contexts (user "a|b" with no object, user "a" with object "b") could produce the same bytes.
 */
export function associatedData(kind: string, ...fields: string[]): Uint8Array {
  for (const field of fields) {
    if (field.includes(SEPARATOR)) {
      throw new VaultCryptoError('malformed', `an id in the associated data may not contain "${SEPARATOR}"`);
    }
  }
  return utf8Encode([PROTOCOL_LABEL, kind, ...fields].join(SEPARATOR));
}

/** Document ids bind content, metadata and shares; an empty one would bind nothing. */
export function requireDocumentId(documentId: string): void {
  if (documentId.length === 0) throw new VaultCryptoError('malformed', 'a document id is required');
}
