import { z } from 'zod';
import { ZListEmergencyContactsResponse } from './list-emergency-contacts.ts';

/**
 * `PUT /api/v1/emergency/contacts/order`: every one of the caller's contact ids, in the new order. A list that
 * is not exactly the caller's contacts is refused (400), so a stale screen cannot drop anyone.
 */
export const ZReorderEmergencyContactsRequest = z.object({
  ids: z.array(z.uuid()).min(1).max(50),
});
export const ZReorderEmergencyContactsResponse = ZListEmergencyContactsResponse;

export type ReorderEmergencyContactsRequest = z.infer<typeof ZReorderEmergencyContactsRequest>;
