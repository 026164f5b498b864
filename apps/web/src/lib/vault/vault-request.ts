import { ZApiError } from '@amparo/contract/platform/api-error';
import { ApiRequestError } from '../account/profile-api.ts';
import { useApiRequest } from '../api-request.ts';
import { useSession } from '../session-provider.tsx';

// Calls to /api/v1/vault for the sharing screens (and the legal area's consultation documents), with the signed-in person's token (see lib/api-request.ts).

export function useVaultApi() {
  return useApiRequest('/vault');
}

/** Every query of the sharing screens starts with ['vault'], so one invalidation refreshes the whole vault. */
export const sharingQueryKeys = {
  all: ['vault'] as const,
  documents: (userId: string | null) => ['vault', 'sharing', 'documents', userId] as const,
  shares: (userId: string | null) => ['vault', 'sharing', 'shares', userId] as const,
  proofLinks: (userId: string | null) => ['vault', 'sharing', 'proof-links', userId] as const,
  familyRecipients: (userId: string | null) => ['vault', 'sharing', 'family-recipients', userId] as const,
};

/** The error an answer that was not a success carries, with the API's code when it sent one. */
export async function readApiError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ZApiError.safeParse(body);
  return parsed.success
    ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
    : new ApiRequestError(response.status, 'unknown', `The request failed (${response.status})`);
}

/** Fetches ciphertext below /api/v1/vault as a stream (the JSON helper would read it whole). */
export function useVaultContent() {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  return async (path: string, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> => {
    if (!token) throw new ApiRequestError(401, 'unauthorized', 'Not signed in');
    const response = await fetch(`/api/v1/vault${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/octet-stream' },
      signal,
    });
    if (!response.ok) throw await readApiError(response);
    if (!response.body) throw new ApiRequestError(response.status, 'unknown', 'The answer had no body');
    return response.body;
  };
}
