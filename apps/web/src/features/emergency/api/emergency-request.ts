import type { z } from 'zod';
import { type ApiRequestInit, apiRequest, useApiRequest } from '../../../lib/api-request.ts';

// Calls to /api/v1/emergency with the signed-in person's access token (see lib/api-request.ts).

export type EmergencyRequestInit = ApiRequestInit;

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
  return useApiRequest('/emergency');
}
