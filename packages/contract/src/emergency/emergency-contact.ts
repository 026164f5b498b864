import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { text } from '../platform/typed-text.ts';

// An emergency contact: someone Help Me Now alerts. The browser form and the server validate with these.

// The limits are plain data in emergency-contact-limits.ts (the /emergency page's first render reads them without zod).
export {
  MAX_CONTACTS_BASIC,
  MAX_CONTACTS_FULL_PROTECTION,
  maxEmergencyContacts,
} from './emergency-contact-limits.ts';

/** E.164: a plus, the country code, then the number; 8 to 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

export const ZLanguageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

export const ZEmergencyContactInput = z.object({
  name: text().trim().min(1).max(80),
  relationship: text().trim().max(60).default(''),
  phone: text()
    .trim()
    .regex(E164_PATTERN, 'Use the international format with the country code, such as +12025550123'),
  email: z
    .union([z.email().trim().max(254), z.literal('')])
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  language: ZLanguageCode.default('en'),
  alert_on_help: z.boolean().default(true),
});

export type EmergencyContactInput = z.input<typeof ZEmergencyContactInput>;

export const ZEmergencyContact = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  language: ZLanguageCode,
  alert_on_help: z.boolean(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type EmergencyContact = z.infer<typeof ZEmergencyContact>;
