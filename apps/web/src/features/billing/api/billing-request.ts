import type { z } from 'zod';
import { type ApiRequestInit, apiRequest, useApiRequest } from '../../../lib/api-request.ts';

// Calls to /api/v1/billing with the signed-in person's access token (see lib/api-request.ts).

export type BillingRequestInit = ApiRequestInit;

export function billingRequest<Schema extends z.ZodType>(
  accessToken: string,
  path: string,
  schema: Schema,
  init: BillingRequestInit = {},
  send: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  return apiRequest(accessToken, `/billing${path}`, schema, init, send);
}

/** The signed-in person's id and a request function bound to their current token. */
export function useBillingApi() {
  return useApiRequest('/billing');
}
