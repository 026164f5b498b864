import {
  type CreateProofLinkRequest,
  ZCreateProofLinkResponse,
  ZListProofLinksResponse,
} from '@amparo/contract/vault/proof-links';
import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateLinkKey } from '@amparo/vault-crypto/keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import { sharingQueryKeys, useVaultApi } from '../../../../lib/vault/vault-request.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';

/** The lifetimes offered, in hours: 1 hour, 24 hours, 3 days and 7 days (PROOF_LINK_MIN/MAX_HOURS). */
export const PROOF_LINK_LIFETIMES = [1, 24, 72, 168] as const;
export type ProofLinkLifetime = (typeof PROOF_LINK_LIFETIMES)[number];

/**
 * A fresh link key wraps each file key; the vault key wraps the link key for the owner. The link key itself only
 * ever goes into the URL fragment, never into a request.
 */
export async function buildProofLinkRequest(
  vault: UnlockedVault,
  documents: readonly OwnDocument[],
  expiresInHours: number,
): Promise<{ linkKey: Uint8Array; request: CreateProofLinkRequest }> {
  const linkKey = generateLinkKey();
  const wrapped = await Promise.all(
    documents.map(async (document) => ({
      document_id: document.id,
      version_id: document.versionId,
      wrapped_file_key: toBase64Url(
        await wrapKey(linkKey, document.fileKey, { purpose: 'proof-link/file-key', objectId: document.id }),
      ),
    })),
  );
  const ownerCopy = await wrapKey(vault.vaultKey, linkKey, { purpose: 'link-key', userId: vault.userId });
  return {
    linkKey,
    request: {
      expires_in_hours: expiresInHours,
      documents: wrapped,
      owner_wrapped_link_key: toBase64Url(ownerCopy),
    },
  };
}

/** `/proof/<id>#<key>`: browsers never send the fragment, so the server never sees the key. */
export function proofLinkUrl(origin: string, linkId: string, linkKey: Uint8Array): string {
  return `${origin}/proof/${encodeURIComponent(linkId)}#${toBase64Url(linkKey)}`;
}

/** The owner shows a link again: the vault key opens the owner's copy of the link key. */
export async function rebuildProofLinkUrl(
  vault: UnlockedVault,
  link: ProofLink,
  origin: string,
): Promise<string> {
  const linkKey = await unwrapKey(vault.vaultKey, fromBase64Url(link.owner_wrapped_link_key), {
    purpose: 'link-key',
    userId: vault.userId,
  });
  return proofLinkUrl(origin, link.id, linkKey);
}

export function useProofLinks() {
  const { userId, request } = useVaultApi();
  return useQuery({
    queryKey: sharingQueryKeys.proofLinks(userId),
    queryFn: ({ signal }) => request('/proof-links', ZListProofLinksResponse, { signal }),
    enabled: userId !== null,
  });
}

export type CreatedProofLink = { link: ProofLink; url: string };

export function useCreateProofLink(vault: UnlockedVault) {
  const { request } = useVaultApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      documents,
      expiresInHours,
    }: {
      documents: readonly OwnDocument[];
      expiresInHours: number;
    }): Promise<CreatedProofLink> => {
      const built = await buildProofLinkRequest(vault, documents, expiresInHours);
      const link = await request('/proof-links', ZCreateProofLinkResponse, {
        method: 'POST',
        body: built.request,
      });
      return { link, url: proofLinkUrl(window.location.origin, link.id, built.linkKey) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingQueryKeys.all }),
  });
}

export function useRevokeProofLink() {
  const { request } = useVaultApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      request(`/proof-links/${encodeURIComponent(linkId)}`, null, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingQueryKeys.all }),
  });
}
