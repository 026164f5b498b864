import { z } from 'zod';
import { ZEmergencyContact } from './emergency-contact.ts';

/** `GET /api/v1/emergency/contacts`: the caller's contacts in their chosen order, and how many the plan allows. */
export const ZListEmergencyContactsResponse = z.object({
  contacts: z.array(ZEmergencyContact),
  limit: z.number().int().positive(),
});

export type ListEmergencyContactsResponse = z.infer<typeof ZListEmergencyContactsResponse>;
