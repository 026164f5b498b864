import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { decryptToBlob } from '../../../../lib/vault/decrypt-to-blob.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { fetchDocumentContent } from '../api/document-changes.ts';
import type { VaultApi } from '../api/vault-api.ts';
import type { PartEncryptor } from '../crypto/encrypt-file-client.ts';
import type { OpenedDocument } from '../crypto/open-document.ts';
import { type DocumentDetails, type UploadProgress, uploadDocument } from '../upload/upload-document.ts';

// "A document shared and later revoked is re-encrypted on next edit" (ARCHITECTURE.md §5). Someone who lost access
// may have kept the current file key, so new details must not be sealed with it: the file is downloaded, decrypted
// and uploaded again as a new version under a fresh key, exactly as Replace does (the remaining shares and live
// links get the new key re-wrapped; the old ciphertext is deleted by the server).

export type ReencryptInput = {
  api: VaultApi;
  vault: UnlockedVault;
  document: OpenedDocument;
  details: DocumentDetails;
  encryptParts: PartEncryptor;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  partBytes?: number;
  retryDelays?: readonly number[];
};

export async function reencryptDocument({
  api,
  vault,
  document,
  details,
  ...upload
}: ReencryptInput): Promise<VaultDocument> {
  const { metadata } = document;
  const ciphertext = await fetchDocumentContent(api, document.id, document.versionId, upload.signal);
  // The plaintext is collected into a Blob in this page's memory, as the viewer does, and never written to
  // storage: the upload needs a File to encrypt part by part, and an edit is one file the person already opened.
  const plaintext = await decryptToBlob(ciphertext, document.fileKey, document.id, metadata.mime_type);
  upload.signal?.throwIfAborted();
  // The file keeps its own name, type and size; only the details the person edited change.
  const file = new File([plaintext], metadata.file_name, { type: metadata.mime_type });
  return uploadDocument({
    api,
    vault,
    file,
    details,
    // Made from this version: never let it overwrite a newer file sent from another device meanwhile.
    replacing: { documentId: document.id, versionId: document.versionId },
    ...upload,
  });
}
