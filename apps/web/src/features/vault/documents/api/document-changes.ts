import { type UpdateDocumentRequest, ZUpdateDocumentResponse } from '@amparo/contract/vault/documents';
import { ZListProofLinksResponse } from '@amparo/contract/vault/proof-links';
import { ZListSharesResponse } from '@amparo/contract/vault/shares';
import type { VaultApi } from './vault-api.ts';

/** `PATCH /vault/documents/:id`: new sealed details for the same version (409 `version_changed` otherwise). */
export function updateDocument(api: VaultApi, documentId: string, body: UpdateDocumentRequest) {
  return api.json(`/documents/${documentId}`, ZUpdateDocumentResponse, { method: 'PATCH', body });
}

/** `DELETE /vault/documents/:id`: the document, its versions, shares, links and stored ciphertext. */
export function deleteDocument(api: VaultApi, documentId: string) {
  return api.json(`/documents/${documentId}`, null, { method: 'DELETE' });
}

/** The ciphertext of one version, as a stream: it is decrypted as it arrives. */
export async function fetchDocumentContent(
  api: VaultApi,
  documentId: string,
  versionId: string,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const response = await api.binary(`/documents/${documentId}/versions/${versionId}/content`, {
    method: 'GET',
    signal,
  });
  if (!response.body) throw new TypeError('The download has no body');
  return response.body;
}

/** `GET /vault/proof-links`: needed when a replaced document is in a link, to wrap the new key for it. */
export function listProofLinks(api: VaultApi) {
  return api.json('/proof-links', ZListProofLinksResponse);
}

/** `GET /vault/shares`: the shares of a replaced document need the new key wrapped for their recipients. */
export function listShares(api: VaultApi) {
  return api.json('/shares', ZListSharesResponse);
}
