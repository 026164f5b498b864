import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { listCarried } from '../../../../lib/vault/offline-store.ts';
import { openDocumentMetadata } from '../../../../lib/vault/open-document-metadata.ts';
import { unwrapFileKey } from '../../../../lib/vault/own-documents.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';

/** A carried copy, opened in memory: its details and key decrypted, its ciphertext still the stored Blob. */
export type OpenedCarriedDocument = {
  id: string;
  versionId: string;
  fileKey: Uint8Array;
  metadata: DocumentMetadata;
  ciphertext: Blob;
};

/** Reads this device's carried copies and opens them with the vault key: no network involved. */
export async function openCarriedDocuments(vault: UnlockedVault): Promise<OpenedCarriedDocument[]> {
  const records = await listCarried(vault.userId);
  const opened = await Promise.all(
    records.map(async (record) => {
      try {
        const fileKey = await unwrapFileKey(vault, record.documentId, record.wrappedFileKey);
        const metadata = await openDocumentMetadata(fileKey, record.documentId, record.encryptedMetadata);
        return {
          id: record.documentId,
          versionId: record.versionId,
          fileKey,
          metadata,
          ciphertext: record.ciphertext,
        };
      } catch {
        return null;
      }
    }),
  );
  return opened
    .filter((document): document is OpenedCarriedDocument => document !== null)
    .sort((a, b) => a.metadata.title.localeCompare(b.metadata.title));
}
