import type { z } from 'zod';
import { ApiRequestError } from './account/profile-api.ts';
import { useSession } from './session-provider.tsx';

// Calls to /api/v1 with the signed-in person's access token — or none, for the public routes a visitor uses before
// having an account (publicApiRequest) — shared by every feature. Errors come back as ApiRequestError (with the
// API's `code`), or as fetch's TypeError when there is no network.

export type ApiRequestInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * `path` is below /api/v1 (for example `/billing/status`); a null schema accepts any body (or a 204). A null token
 * sends no Authorization header.
 */
export async function apiRequest<Schema extends z.ZodType>(
  accessToken: string | null,
  path: string,
  schema: Schema | null,
  init: ApiRequestInit = {},
  send: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  const response = await send(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (response.status === 204) return undefined as z.infer<Schema>;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // The error's schema (and zod with it) loads only when an answer is an error, so the screens that call the API
    // paint without it (issue 24, point 8). Should it fail to load, the error is still an ApiRequestError.
    const parsed = await import('@amparo/contract/platform/api-error')
      .then(({ ZApiError }) => ZApiError.safeParse(body))
      .catch(() => ({ success: false }) as const);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(response.status, 'unknown', `The request failed (${response.status})`);
  }
  return schema ? schema.parse(body) : (body as z.infer<Schema>);
}

/** A call to a public route (no account needed): the registry of legal services, an invitation's preview. */
export function publicApiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema | null,
  init: ApiRequestInit = {},
  send: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  return apiRequest(null, path, schema, init, send);
}

/** The signed-in person's id and a request function for one area (`/billing`, `/emergency`) bound to their token. */
export function useApiRequest(areaPrefix: string) {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  return {
    userId,
    request<Schema extends z.ZodType>(path: string, schema: Schema | null, init?: ApiRequestInit) {
      if (!token) return Promise.reject(new ApiRequestError(401, 'unauthorized', 'Not signed in'));
      return apiRequest(token, `${areaPrefix}${path}`, schema, init);
    },
  };
}
