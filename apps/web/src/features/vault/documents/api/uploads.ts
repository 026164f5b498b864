import {
  type CompleteUploadRequest,
  type StartUploadRequest,
  ZCompleteUploadResponse,
  ZStartUploadResponse,
  ZUploadPartResponse,
} from '@amparo/contract/vault/uploads';
import type { VaultApi } from './vault-api.ts';

// An upload in three steps (packages/contract/src/vault/uploads.ts): start, one PUT per ciphertext part, complete.
// Nothing shows in the list until complete succeeds; abort removes what was sent.

export function startUpload(api: VaultApi, body: StartUploadRequest, signal?: AbortSignal) {
  return api.json('/uploads', ZStartUploadResponse, { method: 'POST', body, signal });
}

export async function putUploadPart(
  api: VaultApi,
  uploadId: string,
  partNumber: number,
  ciphertext: Uint8Array<ArrayBuffer>,
  signal?: AbortSignal,
) {
  const response = await api.binary(`/uploads/${uploadId}/parts/${partNumber}`, {
    method: 'PUT',
    body: ciphertext,
    signal,
  });
  return ZUploadPartResponse.parse(await response.json());
}

export function completeUpload(api: VaultApi, uploadId: string, body: CompleteUploadRequest) {
  return api.json(`/uploads/${uploadId}/complete`, ZCompleteUploadResponse, { method: 'POST', body });
}

export function abortUpload(api: VaultApi, uploadId: string) {
  return api.json(`/uploads/${uploadId}`, null, { method: 'DELETE' });
}
