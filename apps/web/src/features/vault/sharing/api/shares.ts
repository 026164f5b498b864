import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { ZListFamilyRecipientsResponse } from '@amparo/contract/vault/family-recipients';
import {
  type CreateShareRequest,
  type LookupRecipientResponse,
  ZAcceptShareResponse,
  ZCreateShareResponse,
  ZListSharesResponse,
  ZLookupRecipientResponse,
} from '@amparo/contract/vault/shares';
import type { IncomingShare, OutgoingShare } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKeyFromSender, wrapKeyForRecipient } from '@amparo/vault-crypto/sharing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openDocumentMetadata } from '../../../../lib/vault/open-document-metadata.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import type { OwnDocument } from './own-documents.ts';
import { sharingQueryKeys, useVaultApi } from './vault-request.ts';

/** A document someone shared with this person, opened with their private key (null metadata: it did not open). */
export type OpenedIncomingShare = {
  share: IncomingShare;
  fileKey: Uint8Array | null;
  metadata: DocumentMetadata | null;
};

export type SharesView = {
  outgoing: OutgoingShare[];
  incoming: OpenedIncomingShare[];
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

/** What the person shared and what was shared with them (titles decrypted here). gcTime 0, as for documents. */
export function useShares(vault: UnlockedVault) {
  const { userId, request } = useVaultApi();
  return useQuery({
    queryKey: sharingQueryKeys.shares(userId),
    queryFn: async ({ signal }): Promise<SharesView> => {
      const list = await request('/shares', ZListSharesResponse, { signal });
      const incoming = await Promise.all(list.incoming.map((share) => openIncomingShare(vault, share)));
      return { outgoing: list.outgoing, incoming };
    },
    enabled: userId !== null,
    gcTime: 0,
  });
}

function useVaultMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Shares show in the documents list too: refresh everything the vault screens hold.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingQueryKeys.all }),
  });
}

export function useLookupRecipient() {
  const { request } = useVaultApi();
  return useMutation({
    mutationFn: (email: string) =>
      request('/recipients/lookup', ZLookupRecipientResponse, { method: 'POST', body: { email } }),
  });
}

/** The other people in the person's family, with the public key of those who have a vault (issue 12, point 7). */
export function useFamilyRecipients() {
  const { userId, request } = useVaultApi();
  return useQuery({
    queryKey: sharingQueryKeys.familyRecipients(userId),
    queryFn: async ({ signal }) =>
      (await request('/family-recipients', ZListFamilyRecipientsResponse, { signal })).recipients,
    enabled: userId !== null,
    retry: false,
  });
}

export function useCreateShare() {
  const { request } = useVaultApi();
  return useVaultMutation(
    async ({ document, recipient }: { document: OwnDocument; recipient: LookupRecipientResponse }) =>
      request(`/documents/${document.id}/shares`, ZCreateShareResponse, {
        method: 'POST',
        body: await buildShareRequest(document, recipient),
      }),
  );
}

export function useAcceptShare() {
  const { request } = useVaultApi();
  return useVaultMutation((shareId: string) =>
    request(`/shares/${shareId}/accept`, ZAcceptShareResponse, { method: 'POST' }),
  );
}

/** The owner stops sharing, or the recipient declines or removes: the server deletes the wrapped key. */
export function useDeleteShare() {
  const { request } = useVaultApi();
  return useVaultMutation((shareId: string) => request(`/shares/${shareId}`, null, { method: 'DELETE' }));
}
