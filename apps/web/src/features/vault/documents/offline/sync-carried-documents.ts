import { notifyCarriedDocumentsChanged } from '../../../../lib/vault/carried-documents.ts';
import {
  type CarriedDocument,
  deleteCarried,
  listCarried,
  putCarried,
} from '../../../../lib/vault/offline-store.ts';
import type { VaultApi } from '../api/vault-api.ts';
import type { ListedDocument } from '../crypto/open-document.ts';

// Keeps this device's carried copies in step with the vault (issue 6 point 5): after the list is read online,
// every document marked "carry offline" is stored here at its current version, still encrypted exactly as the
// server holds it, and copies that are no longer wanted (unticked, deleted, replaced) go. Nothing decrypted is
// stored: the record is the ciphertext, the wrapped file key and the sealed details.

type Download = (documentId: string, versionId: string) => Promise<Blob>;

export function downloadCiphertext(api: VaultApi): Download {
  return async (documentId, versionId) => {
    const response = await api.binary(`/documents/${documentId}/versions/${versionId}/content`, {
      method: 'GET',
    });
    return response.blob();
  };
}

export type SyncResult = { stored: number; removed: number; failed: number };

export async function syncCarriedDocuments(
  userId: string,
  documents: ListedDocument[],
  download: Download,
  /** Leaving the screen stops the sync between two documents. */
  signal?: AbortSignal,
): Promise<SyncResult> {
  const result: SyncResult = { stored: 0, removed: 0, failed: 0 };
  try {
    const existing = new Map((await listCarried(userId)).map((record) => [record.documentId, record]));
    const wanted = new Set<string>();
    for (const document of documents) {
      if (document.kind !== 'opened' || !document.metadata.carry_offline) continue;
      wanted.add(document.id);
      if (signal?.aborted) return result;
      const held = existing.get(document.id);
      if (
        held &&
        held.versionId === document.versionId &&
        held.encryptedMetadata === document.encryptedMetadata
      ) {
        continue;
      }
      try {
        // The same version with new details keeps the ciphertext it has; a new version is downloaded again.
        const ciphertext =
          held && held.versionId === document.versionId
            ? held.ciphertext
            : await download(document.id, document.versionId);
        const record: CarriedDocument = {
          userId,
          documentId: document.id,
          versionId: document.versionId,
          wrappedFileKey: document.wrappedFileKey,
          encryptedMetadata: document.encryptedMetadata,
          ciphertext,
        };
        if (signal?.aborted) return result;
        await putCarried(record);
        result.stored += 1;
      } catch {
        // A copy that could not be fetched or stored now is tried again on the next visit; the old one stays.
        result.failed += 1;
      }
    }
    for (const documentId of existing.keys()) {
      if (wanted.has(documentId)) continue;
      if (signal?.aborted) return result;
      await deleteCarried(documentId);
      result.removed += 1;
    }
    return result;
  } finally {
    if (result.stored > 0 || result.removed > 0) notifyCarriedDocumentsChanged();
  }
}
