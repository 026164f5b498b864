import type { z } from 'zod';
import { ZEmergencyContact, ZEmergencyContactInput } from './emergency-contact.ts';

/**
 * `POST /api/v1/emergency/contacts`: adds a contact at the end of the list. Over the plan's limit the answer is
 * 403 `contact_limit_reached`.
 */
export const ZCreateEmergencyContactRequest = ZEmergencyContactInput;
export const ZCreateEmergencyContactResponse = ZEmergencyContact;

export type CreateEmergencyContactRequest = z.input<typeof ZCreateEmergencyContactRequest>;
export type CreateEmergencyContactResponse = z.infer<typeof ZCreateEmergencyContactResponse>;

export { CONTACT_LIMIT_REACHED } from './emergency-contact-limits.ts';
