import { ZApiError } from '@amparo/contract/platform/api-error';
import { useMemo, useRef } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '../../../../lib/account/profile-api.ts';
import { type ApiRequestInit, apiRequest } from '../../../../lib/api-request.ts';
import { useSession } from '../../../../lib/session-provider.tsx';

// Calls to /api/v1/vault. JSON goes through the app's apiRequest; ciphertext (upload parts, downloads) needs raw
// bodies, so `binary` sends and receives bytes with the same token and the same error shape. The token is read at
// call time, not at render time: a 200 MB upload can outlive one access token, and auth-js refreshes it.

export type VaultApi = {
  json<Schema extends z.ZodType>(
    path: string,
    schema: Schema | null,
    init?: ApiRequestInit,
  ): Promise<z.infer<Schema>>;
  /** A request whose body (if any) and answer are raw bytes. Throws ApiRequestError when not ok. */
  binary(
    path: string,
    init: { method: 'GET' | 'PUT'; body?: Uint8Array<ArrayBuffer>; signal?: AbortSignal },
  ): Promise<Response>;
};

export function createVaultApi(getToken: () => string | null, send: typeof fetch = fetch): VaultApi {
  const token = () => {
    const value = getToken();
    if (!value) throw new ApiRequestError(401, 'unauthorized', 'Not signed in');
    return value;
  };
  return {
    json: (path, schema, init) => apiRequest(token(), `/vault${path}`, schema, init, send),
    async binary(path, { method, body, signal }) {
      const response = await send(`/api/v1/vault${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token()}`,
          ...(body ? { 'content-type': 'application/octet-stream' } : { accept: 'application/octet-stream' }),
        },
        body,
        signal,
      });
      if (response.ok) return response;
      const parsed = ZApiError.safeParse(await response.json().catch(() => undefined));
      throw parsed.success
        ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
        : new ApiRequestError(response.status, 'unknown', `The request failed (${response.status})`);
    },
  };
}

/** The signed-in person's id and the vault API bound to their current token. */
export function useVaultApi(): { userId: string | null; api: VaultApi } {
  const { session } = useSession();
  const tokenRef = useRef<string | null>(null);
  tokenRef.current = session?.access_token ?? null;
  const api = useMemo(() => createVaultApi(() => tokenRef.current), []);
  return { userId: session?.user.id ?? null, api };
}
