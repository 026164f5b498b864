import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { ZListDocumentsResponse } from '@amparo/contract/vault/documents';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { fromBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey } from '@amparo/vault-crypto/key-wrap';
import { useQuery } from '@tanstack/react-query';
import { openDocumentMetadata } from './open-document-metadata.ts';
import { sharingQueryKeys, useVaultApi } from './vault-request.ts';
import type { UnlockedVault } from './vault-session.ts';

/** A document's file key, unwrapped with the vault key (the wrap is bound to this user and this document). */
export async function unwrapFileKey(vault: UnlockedVault, documentId: string, wrappedFileKey: string) {
  return unwrapKey(vault.vaultKey, fromBase64Url(wrappedFileKey), {
    purpose: 'file-key',
    userId: vault.userId,
    objectId: documentId,
  });
}

/** One of the person's own documents, opened: what the share and link forms offer. */
export type OwnDocument = {
  id: string;
  versionId: string;
  fileKey: Uint8Array;
  metadata: DocumentMetadata;
};

/** Unwraps the file key with the vault key and opens the metadata; null when either fails (a damaged row). */
export async function openOwnDocument(
  vault: UnlockedVault,
  document: VaultDocument,
): Promise<OwnDocument | null> {
  try {
    const fileKey = await unwrapFileKey(vault, document.id, document.wrapped_file_key);
    const metadata = await openDocumentMetadata(fileKey, document.id, document.encrypted_metadata);
    return { id: document.id, versionId: document.version_id, fileKey, metadata };
  } catch {
    return null;
  }
}

/**
 * The person's documents, decrypted in this page. gcTime 0: the file keys leave the cache as soon as no screen
 * shows them (the section also removes them on lock).
 */
export function useOwnDocuments(vault: UnlockedVault) {
  const { userId, request } = useVaultApi();
  return useQuery({
    queryKey: sharingQueryKeys.documents(userId),
    queryFn: async ({ signal }) => {
      const list = await request('/documents', ZListDocumentsResponse, { signal });
      const opened = await Promise.all(list.documents.map((document) => openOwnDocument(vault, document)));
      return opened
        .filter((document): document is OwnDocument => document !== null)
        .sort((a, b) => a.metadata.title.localeCompare(b.metadata.title));
    },
    enabled: userId !== null,
    gcTime: 0,
  });
}
