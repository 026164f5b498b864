import { z } from 'zod';
import { E164_PATTERN } from '../emergency/emergency-contact.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { text } from '../platform/typed-text.ts';
import {
  LEGAL_SERVICE_KINDS,
  LEGAL_SERVICES,
  NATIONWIDE,
  ORGANIZATION_NAME_MAX,
  REGISTRY_DESCRIPTION_MAX,
  SERVICE_LANGUAGE_CODES,
  URL_MAX,
  US_STATE_CODES,
} from './legal-limits.ts';

// The registry of nonprofit legal services and hotlines (issue 13, point 5): what the public sees of an entry,
// what the owner sees and edits, and the rules an entry's fields follow — shared by the curated data file, the
// owner's editor, the server and the browser's filters.

/** Where an entry serves: `US` (the whole country) or USPS state codes. */
export const REGISTRY_COVERAGE_CODES = [NATIONWIDE, ...US_STATE_CODES] as const;
export type RegistryCoverageCode = (typeof REGISTRY_COVERAGE_CODES)[number];

export const PHONE_HOURS_MAX = 120;
/** The longest text a person may search the registry with. */
export const REGISTRY_QUERY_MAX = 100;

/** A short description per app language; English is required, the others fall back to it. */
export const ZRegistryDescription = z
  .partialRecord(
    z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
    text({ multiline: true }).trim().min(1).max(REGISTRY_DESCRIPTION_MAX),
  )
  .refine((description) => typeof description.en === 'string', {
    message: 'Write the description in English at least',
    path: ['en'],
  });
export type RegistryDescription = z.infer<typeof ZRegistryDescription>;

export const ZOrganizationName = text().trim().min(1).max(ORGANIZATION_NAME_MAX);

/** The organisation's own public site: https only, so a listing never sends anyone to an insecure page. */
export const ZOrganizationWebsite = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Give the https:// address of the site' })
  .max(URL_MAX);

export const ZOrganizationPhone = text()
  .trim()
  .regex(E164_PATTERN, 'Use the international format with the country code, such as +18883514024');

function distinct<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

export const ZOrganizationLanguages = z
  .array(z.enum(SERVICE_LANGUAGE_CODES))
  .max(SERVICE_LANGUAGE_CODES.length)
  .refine(distinct, 'Each language once');

export const ZOrganizationStates = z
  .array(z.enum(REGISTRY_COVERAGE_CODES))
  .min(1, 'Choose the whole country or at least one state')
  .max(REGISTRY_COVERAGE_CODES.length)
  .refine(distinct, 'Each state once')
  .refine(
    (states) => !states.includes(NATIONWIDE) || states.length === 1,
    'Choose the whole country or states, not both',
  );

export const ZOrganizationServices = z
  .array(z.enum(LEGAL_SERVICES))
  .min(1, 'Choose at least one service')
  .max(LEGAL_SERVICES.length)
  .refine(distinct, 'Each service once');

/** A calendar day, `YYYY-MM-DD`. */
export const ZCalendarDay = z.iso.date();

/** The fields an entry is made of, as the owner writes them and the curated data file holds them. */
export const ZLegalOrganizationFields = z.object({
  name: ZOrganizationName,
  kind: z.enum(LEGAL_SERVICE_KINDS),
  description: ZRegistryDescription,
  website: ZOrganizationWebsite,
  /** Only a number taken from the organisation's own public pages; null when not sure. */
  phone: ZOrganizationPhone.nullable(),
  /** When the line is open, in English ("Monday–Friday, 8am–8pm Eastern"); null when not known. */
  phone_hours: text().trim().min(1).max(PHONE_HOURS_MAX).nullable(),
  languages: ZOrganizationLanguages,
  states: ZOrganizationStates,
  services: ZOrganizationServices,
});
export type LegalOrganizationFields = z.infer<typeof ZLegalOrganizationFields>;

/** An entry as anyone sees it. */
export const ZLegalOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(LEGAL_SERVICE_KINDS),
  description: z.record(z.string(), z.string()),
  website: z.string(),
  phone: z.string().nullable(),
  phone_hours: z.string().nullable(),
  languages: z.array(z.string()),
  states: z.array(z.string()),
  services: z.array(z.enum(LEGAL_SERVICES)),
  /** The day the entry was written down (`YYYY-MM-DD`). */
  added_on: z.string(),
  /**
   * The day a person last checked the facts against the organisation's own pages (`YYYY-MM-DD`); null until someone
   * has, and the listing then says only when it was added.
   */
  last_checked_on: z.string().nullable(),
  /**
   * ISO 8601 when Amparo checked the entry with the organisation itself ("verified by Amparo"); null for an
   * entry listed from public sources only.
   */
  verified_at: z.string().nullable(),
});
export type LegalOrganization = z.infer<typeof ZLegalOrganization>;

/** An entry as the owner sees it: hidden ones too, where it came from and who verified it. */
export const ZOwnerLegalOrganization = ZLegalOrganization.extend({
  hidden: z.boolean(),
  /** The key of the curated data file's entry it came from; null for one the owner added. */
  seed_key: z.string().nullable(),
  /** The email of the owner who verified it; null when not verified or that account is gone. */
  verified_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnerLegalOrganization = z.infer<typeof ZOwnerLegalOrganization>;

export const ZLegalOrganizationParams = z.object({ id: z.uuid() });

export const ORGANIZATION_NOT_FOUND = 'organization_not_found';
