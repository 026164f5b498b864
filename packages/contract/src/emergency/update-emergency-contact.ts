import type { z } from 'zod';
import { ZEmergencyContact, ZEmergencyContactInput } from './emergency-contact.ts';

/** `PUT /api/v1/emergency/contacts/:id`: replaces the contact's details; its place in the list stays. */
export const ZUpdateEmergencyContactRequest = ZEmergencyContactInput;
export const ZUpdateEmergencyContactResponse = ZEmergencyContact;

export type UpdateEmergencyContactRequest = z.input<typeof ZUpdateEmergencyContactRequest>;
export type UpdateEmergencyContactResponse = z.infer<typeof ZUpdateEmergencyContactResponse>;
