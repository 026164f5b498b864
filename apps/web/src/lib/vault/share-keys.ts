import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import type { CreateShareRequest, LookupRecipientResponse } from '@amparo/contract/vault/shares';
import type { IncomingShare } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKeyFromSender, wrapKeyForRecipient } from '@amparo/vault-crypto/sharing';
import { openDocumentMetadata } from './open-document-metadata.ts';
import type { OwnDocument } from './own-documents.ts';
import type { UnlockedVault } from './vault-session.ts';

// The two ends of a share, in the browser (decision 008): the owner wraps a document's file key for the recipient's
// public key, and the recipient unwraps it with their private key. Used by the vault's sharing screens and by a
// consultation's documents (a person shares with the lawyer they ask; the lawyer opens what was shared).

/** A document someone shared with this person, opened with their private key (null metadata: it did not open). */
export type OpenedIncomingShare = {
  share: IncomingShare;
  fileKey: Uint8Array | null;
  metadata: DocumentMetadata | null;
};

/** Wraps the document's file key for the recipient's public key: the server only ever sees the wrapped copy. */
export async function buildShareRequest(
  document: OwnDocument,
  recipient: LookupRecipientResponse,
): Promise<CreateShareRequest> {
  const wrapped = await wrapKeyForRecipient(fromBase64Url(recipient.public_key), document.fileKey, {
    recipientUserId: recipient.user_id,
    documentId: document.id,
  });
  return {
    recipient_user_id: recipient.user_id,
    version_id: document.versionId,
    wrapped_file_key: toBase64Url(wrapped),
  };
}

/** Unwraps a shared file key with this person's private key and opens the title. */
export async function openIncomingShare(
  vault: UnlockedVault,
  share: IncomingShare,
): Promise<OpenedIncomingShare> {
  try {
    const fileKey = await unwrapKeyFromSender(
      vault.sharingPrivateKey,
      vault.sharingPublicKey,
      fromBase64Url(share.wrapped_file_key),
      { recipientUserId: vault.userId, documentId: share.document_id },
    );
    const metadata = await openDocumentMetadata(fileKey, share.document_id, share.encrypted_metadata);
    return { share, fileKey, metadata };
  } catch {
    return { share, fileKey: null, metadata: null };
  }
}
