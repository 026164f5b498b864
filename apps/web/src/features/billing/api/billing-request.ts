import { ZApiError } from '@amparo/contract/platform/api-error';
import type { z } from 'zod';
import { useSession } from '../../../app/session-provider.tsx';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';

// Calls to /api/v1/billing with the signed-in person's access token. Errors come back as ApiRequestError
// (with the API's `code`), or as fetch's TypeError when there is no network.

export type BillingRequestInit = {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
};

export async function billingRequest<Schema extends z.ZodType>(
  accessToken: string,
  path: string,
  schema: Schema,
  init: BillingRequestInit = {},
  send: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  const response = await send(`/api/v1/billing${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(response.status, 'unknown', `The request failed (${response.status})`);
  }
  return schema.parse(body);
}

/** The signed-in person's id and a request function bound to their current token. */
export function useBillingApi() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  return {
    userId,
    request<Schema extends z.ZodType>(path: string, schema: Schema, init?: BillingRequestInit) {
      if (!token) return Promise.reject(new ApiRequestError(401, 'unauthorized', 'Not signed in'));
      return billingRequest(token, path, schema, init);
    },
  };
}
