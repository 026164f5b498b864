import type { z } from 'zod';
import { type ApiRequestInit, apiRequest, useApiRequest } from '../../../lib/api-request.ts';

// Calls to /api/v1/emergency with the signed-in person's access token (see lib/api-request.ts).

export type EmergencyRequestInit = ApiRequestInit;

/**
 * The schema an answer is checked with, or a function that loads it. A loader keeps the contract's schemas (and
 * zod with them) out of the /emergency page's first render: the contacts show from the phone's copy before any
 * answer needs checking, and the schema arrives with the answer (issue 24, point 8). Null accepts any body.
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>) | null;

export function emergencyRequest<Schema extends z.ZodType>(
  accessToken: string,
  path: string,
  schema: Schema | null,
  init: EmergencyRequestInit = {},
  send: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  return apiRequest(accessToken, `/emergency${path}`, schema, init, send);
}

/** The signed-in person's id and a request function bound to their current token. */
export function useEmergencyApi() {
  const api = useApiRequest('/emergency');
  return {
    userId: api.userId,
    async request<Schema extends z.ZodType>(
      path: string,
      schema: SchemaSource<Schema>,
      init?: EmergencyRequestInit,
    ): Promise<z.infer<Schema>> {
      if (typeof schema !== 'function') return api.request(path, schema, init);
      // The schema loads while the request is on its way; the answer is checked exactly as with a schema given.
      const [body, loaded] = await Promise.all([api.request(path, null, init), schema()]);
      return loaded.parse(body);
    },
  };
}
