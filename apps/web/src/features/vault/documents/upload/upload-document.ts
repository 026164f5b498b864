import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { VAULT_PART_TARGET_BYTES } from '@amparo/contract/vault/vault-limits';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateFileKey } from '@amparo/vault-crypto/keys';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { encryptedSize } from '@amparo/vault-crypto/stream-encryption';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { abortUpload, completeUpload, putUploadPart, startUpload } from '../api/uploads.ts';
import type { VaultApi } from '../api/vault-api.ts';
import type { PartEncryptor } from '../crypto/encrypt-file-client.ts';
import { PART_RETRY_DELAYS_MS, withRetry } from './retry.ts';
import { rewrapForReaders } from './rewrap-keys.ts';

// One upload from start to finish (ARCHITECTURE.md §5): a fresh file key, the ciphertext sent part by part as it is
// made, then the details sealed with that key and the key wrapped by the vault key. Only ciphertext and wrapped
// keys ever leave the browser. Any failure or a cancel removes the unfinished upload from the server.

/** What the person chose in the form; the file's own name, type and size are added here. */
export type DocumentDetails = Pick<
  DocumentMetadata,
  'type' | 'title' | 'expires_on' | 'notes' | 'carry_offline' | 'about'
>;

export type UploadProgress = { sentBytes: number; totalBytes: number };

export type UploadDocumentInput = {
  api: VaultApi;
  vault: UnlockedVault;
  file: File;
  details: DocumentDetails;
  /**
   * Replacing: the document this upload becomes the new version of. With `versionId`, the server refuses
   * (409 `version_changed`) if that is no longer the current version: for content made from that version.
   */
  replacing?: { documentId: string; versionId?: string };
  encryptParts: PartEncryptor;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Smaller parts than the server allows (tests use this to exercise many parts with a small file). */
  partBytes?: number;
  retryDelays?: readonly number[];
};

export async function uploadDocument({
  api,
  vault,
  file,
  details,
  replacing,
  encryptParts,
  onProgress,
  signal,
  partBytes,
  retryDelays = PART_RETRY_DELAYS_MS,
}: UploadDocumentInput): Promise<VaultDocument> {
  const totalBytes = encryptedSize(file.size);
  const started = await startUpload(api, { document_id: replacing?.documentId, size: totalBytes }, signal);
  const documentId = started.document_id;
  // Never reused, not even for a new version of the same document.
  const fileKey = generateFileKey();
  try {
    let sentBytes = 0;
    onProgress?.({ sentBytes, totalBytes });
    const parts = await encryptParts(
      {
        file,
        fileKey,
        documentId,
        partBytes: Math.min(started.part_max_bytes, partBytes ?? VAULT_PART_TARGET_BYTES),
        signal,
      },
      async (ciphertext, partNumber) => {
        await withRetry(
          () => putUploadPart(api, started.upload_id, partNumber, ciphertext, signal),
          retryDelays,
          signal,
        );
        sentBytes += ciphertext.length;
        onProgress?.({ sentBytes, totalBytes });
      },
    );
    signal?.throwIfAborted();
    const metadata: DocumentMetadata = {
      ...details,
      file_name: file.name.slice(0, 255),
      mime_type: (file.type || 'application/octet-stream').slice(0, 255),
      size: file.size,
    };
    const [sealed, wrapped, readers] = await Promise.all([
      encryptMetadata(fileKey, documentId, metadata),
      wrapKey(vault.vaultKey, fileKey, { purpose: 'file-key', userId: vault.userId, objectId: documentId }),
      replacing ? rewrapForReaders(api, vault, documentId, fileKey) : undefined,
    ]);
    signal?.throwIfAborted();
    return await completeUpload(api, started.upload_id, {
      part_count: parts.partCount,
      size: parts.size,
      encrypted_metadata: toBase64Url(sealed),
      wrapped_file_key: toBase64Url(wrapped),
      share_keys: readers?.share_keys ?? [],
      proof_link_keys: readers?.proof_link_keys ?? [],
      replaces_version_id: replacing?.versionId,
    });
  } catch (error) {
    // Best effort: the server also removes uploads nobody completed after a day.
    await abortUpload(api, started.upload_id).catch(() => undefined);
    throw error;
  } finally {
    fileKey.fill(0);
  }
}
