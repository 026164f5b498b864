import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import type { OutgoingShare, VaultDocument } from '@amparo/contract/vault/vault-models';
import { openDocumentMetadata } from '../../../../lib/vault/open-document-metadata.ts';
import { unwrapFileKey } from '../../../../lib/vault/own-documents.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';

// A document as the screens use it: the server's record plus its file key and details, decrypted in memory. Held
// only by the documents section's state, and dropped when the vault locks.

export type OpenedDocument = {
  kind: 'opened';
  id: string;
  versionId: string;
  /** Ciphertext bytes of this version. */
  storedSize: number;
  updatedAt: string;
  shares: OutgoingShare[];
  /** Someone who could open this version lost access: the next edit re-encrypts it under a new file key. */
  reencryptOnNextEdit: boolean;
  wrappedFileKey: string;
  encryptedMetadata: string;
  fileKey: Uint8Array;
  metadata: DocumentMetadata;
};

/** A document whose key or details would not open (damaged, or sealed by another vault): it can only be deleted. */
export type UnreadableDocument = { kind: 'unreadable'; id: string; storedSize: number; updatedAt: string };

export type ListedDocument = OpenedDocument | UnreadableDocument;

export async function openDocument(vault: UnlockedVault, document: VaultDocument): Promise<ListedDocument> {
  try {
    const fileKey = await unwrapFileKey(vault, document.id, document.wrapped_file_key);
    const metadata = await openDocumentMetadata(fileKey, document.id, document.encrypted_metadata);
    return {
      kind: 'opened',
      id: document.id,
      versionId: document.version_id,
      storedSize: document.size,
      updatedAt: document.updated_at,
      shares: document.shares,
      reencryptOnNextEdit: document.reencrypt_on_next_edit,
      wrappedFileKey: document.wrapped_file_key,
      encryptedMetadata: document.encrypted_metadata,
      fileKey,
      metadata,
    };
  } catch {
    return { kind: 'unreadable', id: document.id, storedSize: document.size, updatedAt: document.updated_at };
  }
}

/** Opens every document; one that fails does not stop the others. */
export function openDocuments(vault: UnlockedVault, documents: VaultDocument[]): Promise<ListedDocument[]> {
  return Promise.all(documents.map((document) => openDocument(vault, document)));
}
