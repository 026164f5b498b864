import {
  type CancelAccountDeletionByLinkRequest,
  type RequestAccountDeletionRequest,
  ZCancelAccountDeletionByLinkResponse,
  ZCancelAccountDeletionResponse,
  ZGetAccountDeletionResponse,
  ZRequestAccountDeletionResponse,
} from '@amparo/contract/account/account-deletion';
import { ACCOUNT_EXPORT_PATH } from '@amparo/contract/account/export-account';
import { ZApiError } from '@amparo/contract/platform/api-error';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { publicApiRequest, useApiRequest } from '../../../lib/api-request.ts';

// "Export my data" and "Delete my account" (issue 15): the deletion's status, request and cancel, and the export
// download, read as a stream so the page can show how many bytes have arrived.

export function deletionQueryKey(userId: string | null) {
  return ['account', 'deletion', userId] as const;
}

export function useDeletionStatus() {
  const { userId, request } = useApiRequest('/account');
  return useQuery({
    queryKey: deletionQueryKey(userId),
    queryFn: ({ signal }) => request('/deletion', ZGetAccountDeletionResponse, { signal }),
    enabled: userId !== null,
  });
}

export function useRequestDeletion() {
  const { userId, request } = useApiRequest('/account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: RequestAccountDeletionRequest) =>
      request('/deletion', ZRequestAccountDeletionResponse, { method: 'POST', body: proof }),
    onSuccess: (status) => queryClient.setQueryData(deletionQueryKey(userId), status),
  });
}

export function useCancelDeletion() {
  const { userId, request } = useApiRequest('/account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('/deletion', ZCancelAccountDeletionResponse, { method: 'DELETE' }),
    onSuccess: (status) => queryClient.setQueryData(deletionQueryKey(userId), status),
  });
}

/** The emailed link's page: no sign-in, the token is the proof. */
export function cancelDeletionByLink(body: CancelAccountDeletionByLinkRequest) {
  return publicApiRequest('/account/deletion/cancel', ZCancelAccountDeletionByLinkResponse, {
    method: 'POST',
    body,
  });
}

export type ExportProgress = { received: number; total: number | null };

export type DownloadedExport = { blob: Blob; fileName: string };

/**
 * Downloads the export with the access token (a plain link cannot send it), reporting each piece as it arrives.
 * The pieces are kept as they come and joined into one Blob at the end, which the browser may keep on disk.
 */
export async function downloadExport(
  accessToken: string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
  send: typeof fetch = fetch,
): Promise<DownloadedExport> {
  const response = await send(`/api/v1${ACCOUNT_EXPORT_PATH}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal,
  });
  if (!response.ok || !response.body) {
    const parsed = ZApiError.safeParse(await response.json().catch(() => undefined));
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(response.status, 'unknown', `The export failed (${response.status})`);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'amparo-export.zip';
  const reader = response.body.getReader();
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return { blob: new Blob(pieces, { type: 'application/zip' }), fileName };
}

/** Hands the file to the browser as a download, then lets go of it. */
export function saveFile({ blob, fileName }: DownloadedExport): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
