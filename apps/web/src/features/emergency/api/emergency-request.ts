import { ZApiError } from '@amparo/contract/platform/api-error';
import type { z } from 'zod';
import { useSession } from '../../../app/session-provider.tsx';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';

// Calls to /api/v1/emergency with the signed-in person's access token. Errors come back as ApiRequestError
// (with the API's `code`), or as fetch's TypeError when there is no network.

export type EmergencyRequestInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

export async function emergencyRequest<Schema extends z.ZodType>(
  accessToken: string,
  path: string,
  schema: Schema | null,
  init: EmergencyRequestInit = {},
  send: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  const response = await send(`/api/v1/emergency${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (response.status === 204) return undefined as z.infer<Schema>;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(response.status, 'unknown', `The request failed (${response.status})`);
  }
  return schema ? schema.parse(body) : (body as z.infer<Schema>);
}

/** The signed-in person's id and a request function bound to their current token. */
export function useEmergencyApi() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  return {
    userId,
    request<Schema extends z.ZodType>(path: string, schema: Schema | null, init?: EmergencyRequestInit) {
      if (!token) return Promise.reject(new ApiRequestError(401, 'unauthorized', 'Not signed in'));
      return emergencyRequest(token, path, schema, init);
    },
  };
}
