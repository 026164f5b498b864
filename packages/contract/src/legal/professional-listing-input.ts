import { z } from 'zod';
import { hasVisibleCharacter, text } from '../platform/typed-text.ts';
import {
  BAR_NUMBER_MAX,
  BIO_MAX,
  CITY_MAX,
  FEE_MAX_CENTS,
  FEE_MODELS,
  MAX_BAR_ADMISSIONS,
  NAME_MAX,
  ORGANIZATION_NAME_MAX,
  PRACTICE_AREAS,
  PROFESSIONAL_KINDS,
  SERVICE_LANGUAGE_CODES,
  URL_MAX,
  US_STATE_CODES,
} from './legal-limits.ts';

// What a legal professional writes about themselves (issue 13, point 1): the body of
// `PUT /api/v1/legal/professional-profile` and the web form's schema, so the browser and the server apply the same
// rules. Nothing here can touch the listing's status or verification: the object is not strict, so a field such
// as `status` or `verified_at` sent by a client is dropped before the server sees it.

/** Bar numbers are letters and digits, sometimes with spaces, dots, dashes or slashes (they differ by state). */
export const BAR_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 .\-/]*[A-Za-z0-9])?$/;

export const ZBarAdmissionInput = z.object({
  state: z.enum(US_STATE_CODES),
  bar_number: text().trim().min(1).max(BAR_NUMBER_MAX).regex(BAR_NUMBER_PATTERN, 'bar_number_format'),
});
export type BarAdmissionInput = z.infer<typeof ZBarAdmissionInput>;

/** A licence compared with another: upper case, letters and digits only ("24-012 345" is "24012345"). */
export function normalizeBarNumber(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const ZCents = z.number().int().min(0).max(FEE_MAX_CENTS);

/** A web address people may open from the listing: https only (no http, javascript: or data: links). */
export const ZHttpsUrl = text()
  .trim()
  .max(URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
      );
    } catch {
      return false;
    }
  }, 'website_https');

/** Today as YYYY-MM-DD in UTC: an accreditation that ended before today cannot be listed. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length;
}

export const ZProfessionalListingInput = z
  .object({
    kind: z.enum(PROFESSIONAL_KINDS),
    full_name: text().trim().min(1).max(NAME_MAX).refine(hasVisibleCharacter, 'name_visible'),
    /** Attorneys: at least one. Ignored (and stored empty) for an accredited representative. */
    bar_admissions: z.array(ZBarAdmissionInput).max(MAX_BAR_ADMISSIONS).default([]),
    /** Accredited representatives: required. Ignored for an attorney. */
    recognized_organization: text()
      .trim()
      .max(ORGANIZATION_NAME_MAX)
      .refine((value) => value === '' || hasVisibleCharacter(value), 'name_visible')
      .nullable()
      .default(null),
    /** Accredited representatives, optional: the day their accreditation ends (YYYY-MM-DD). */
    accreditation_expires_on: z.iso
      .date()
      .refine((day) => day >= todayUtc(), 'accreditation_expired')
      .nullable()
      .default(null),
    languages: z
      .array(z.enum(SERVICE_LANGUAGE_CODES))
      .min(1)
      .max(SERVICE_LANGUAGE_CODES.length)
      .refine(unique, 'duplicate_language'),
    practice_areas: z
      .array(z.enum(PRACTICE_AREAS))
      .min(1)
      .max(PRACTICE_AREAS.length)
      .refine(unique, 'duplicate_practice_area'),
    city: text().trim().min(1).max(CITY_MAX).refine(hasVisibleCharacter, 'name_visible'),
    state: z.enum(US_STATE_CODES),
    offers_remote: z.boolean(),
    fee_model: z.enum(FEE_MODELS),
    /** Hourly: the lowest rate; flat fee: the fee; sliding scale: optional lowest; free: ignored. */
    fee_min_cents: ZCents.nullable().default(null),
    /** Hourly: the highest rate; sliding scale: optional highest; otherwise ignored. */
    fee_max_cents: ZCents.nullable().default(null),
    /** 0 when the first consultation is free; null when not said. */
    first_consultation_cents: ZCents.nullable().default(null),
    bio: text({ multiline: true }).trim().max(BIO_MAX).default(''),
    website: z
      .union([ZHttpsUrl, z.literal('')])
      .nullable()
      .default(null),
  })
  .superRefine((input, context) => {
    if (input.kind === 'attorney') {
      if (input.bar_admissions.length === 0) {
        context.addIssue({ code: 'custom', path: ['bar_admissions'], message: 'bar_admission_required' });
      }
      const states = input.bar_admissions.map((admission) => admission.state);
      if (!unique(states)) {
        context.addIssue({ code: 'custom', path: ['bar_admissions'], message: 'duplicate_bar_state' });
      }
    } else if (!input.recognized_organization) {
      context.addIssue({
        code: 'custom',
        path: ['recognized_organization'],
        message: 'organization_required',
      });
    }
    if (input.fee_model === 'hourly') {
      if (input.fee_min_cents === null) {
        context.addIssue({ code: 'custom', path: ['fee_min_cents'], message: 'fee_required' });
      }
      if (input.fee_max_cents === null) {
        context.addIssue({ code: 'custom', path: ['fee_max_cents'], message: 'fee_required' });
      }
    }
    if (input.fee_model === 'flat_fee' && input.fee_min_cents === null) {
      context.addIssue({ code: 'custom', path: ['fee_min_cents'], message: 'fee_required' });
    }
    if (
      (input.fee_model === 'hourly' || input.fee_model === 'sliding_scale') &&
      input.fee_min_cents !== null &&
      input.fee_max_cents !== null &&
      input.fee_min_cents > input.fee_max_cents
    ) {
      context.addIssue({ code: 'custom', path: ['fee_max_cents'], message: 'fee_range_order' });
    }
  });

export type ProfessionalListingInput = z.input<typeof ZProfessionalListingInput>;
export type ProfessionalListing = z.output<typeof ZProfessionalListingInput>;

/**
 * The listing as it is stored: only the fields that apply to its kind and fee model, so an attorney never keeps an
 * organisation, a representative never keeps bar numbers, and a free listing never keeps a price.
 */
export function normalizeProfessionalListing(input: ProfessionalListing): ProfessionalListing {
  const attorney = input.kind === 'attorney';
  const fees =
    input.fee_model === 'free'
      ? { fee_min_cents: null, fee_max_cents: null }
      : input.fee_model === 'flat_fee'
        ? { fee_min_cents: input.fee_min_cents, fee_max_cents: null }
        : { fee_min_cents: input.fee_min_cents, fee_max_cents: input.fee_max_cents };
  return {
    ...input,
    bar_admissions: attorney ? input.bar_admissions : [],
    recognized_organization: attorney ? null : input.recognized_organization,
    accreditation_expires_on: attorney ? null : input.accreditation_expires_on,
    ...fees,
    website: input.website ? input.website : null,
  };
}
