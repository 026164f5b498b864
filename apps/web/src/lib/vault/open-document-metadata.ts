import { type DocumentMetadata, ZDocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { fromBase64Url } from '@amparo/vault-crypto/bytes';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';

/**
 * Opens a document's sealed title, type, dates and notes with its file key. Shared by the vault's screens and
 * the public proof page. Throws when the key is wrong, the bytes were changed, or what opens is not metadata.
 */
export async function openDocumentMetadata(
  fileKey: Uint8Array,
  documentId: string,
  encryptedMetadata: string,
): Promise<DocumentMetadata> {
  const value = await decryptMetadata(fileKey, documentId, fromBase64Url(encryptedMetadata));
  return ZDocumentMetadata.parse(value);
}
