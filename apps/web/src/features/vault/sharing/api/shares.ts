import { ZListFamilyRecipientsResponse } from '@amparo/contract/vault/family-recipients';
import {
  type LookupRecipientResponse,
  ZAcceptShareResponse,
  ZCreateShareResponse,
  ZListSharesResponse,
  ZLookupRecipientResponse,
} from '@amparo/contract/vault/shares';
import type { OutgoingShare } from '@amparo/contract/vault/vault-models';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import {
  buildShareRequest,
  type OpenedIncomingShare,
  openIncomingShare,
} from '../../../../lib/vault/share-keys.ts';
import { sharingQueryKeys, useVaultApi } from '../../../../lib/vault/vault-request.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';

export type SharesView = {
  outgoing: OutgoingShare[];
  incoming: OpenedIncomingShare[];
};

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
