import type { OwnProfessionalListing } from '@amparo/contract/legal/get-professional-profile';
import type { FeeModel, ProfessionalKind } from '@amparo/contract/legal/legal-limits';
import {
  type ProfessionalListing,
  type ProfessionalListingInput,
  ZProfessionalListingInput,
} from '@amparo/contract/legal/professional-listing-input';
import { z } from 'zod';

// The listing form's values and how they become the request (issue 13, point 1). Amounts are typed in dollars
// ("150", "150.50", "$1,500") and sent in cents; the fields that do not apply to the kind or fee model chosen stay
// in the form (switching back keeps what was typed) but are not sent. The contract's schema checks the result, so
// the form and the server refuse the same things, and its errors land on the same field names.

export type FirstConsultationChoice = 'free' | 'paid' | 'unsaid';

export type ListingFormValues = {
  kind: ProfessionalKind;
  full_name: string;
  bar_admissions: { state: string; bar_number: string }[];
  recognized_organization: string;
  accreditation_expires_on: string;
  languages: string[];
  practice_areas: string[];
  city: string;
  state: string;
  offers_remote: boolean;
  fee_model: FeeModel;
  /** Dollars, as typed. */
  fee_min_cents: string;
  fee_max_cents: string;
  first_consultation: FirstConsultationChoice;
  first_consultation_cents: string;
  bio: string;
  website: string;
};

const EASTERN_DIGITS: Record<string, string> = Object.fromEntries(
  [...'٠١٢٣٤٥٦٧٨٩']
    .map((digit, index) => [digit, String(index)])
    .concat([...'۰۱۲۳۴۵۶۷۸۹'].map((digit, index) => [digit, String(index)])),
);

/**
 * Dollars as people type them, in cents: "150" → 15000, "150.5" → 15050, "$1,500" → 150000, Arabic-Indic digits
 * too. Empty → null; anything else → NaN, which the schema refuses with "write an amount".
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text
    .replace(/[٠-٩۰-۹]/g, (digit) => EASTERN_DIGITS[digit] ?? digit)
    .replace(/[\s$,]/g, '')
    .replace('٫', '.');
  if (cleaned === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number.parseFloat(cleaned) * 100);
}

export function centsToDollars(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function toListingRequest(values: ListingFormValues): ProfessionalListingInput {
  const attorney = values.kind === 'attorney';
  const fees =
    values.fee_model === 'free'
      ? { fee_min_cents: null, fee_max_cents: null }
      : values.fee_model === 'flat_fee'
        ? { fee_min_cents: dollarsToCents(values.fee_min_cents), fee_max_cents: null }
        : {
            fee_min_cents: dollarsToCents(values.fee_min_cents),
            fee_max_cents: dollarsToCents(values.fee_max_cents),
          };
  return {
    kind: values.kind,
    full_name: values.full_name,
    bar_admissions: attorney ? (values.bar_admissions as ProfessionalListingInput['bar_admissions']) : [],
    recognized_organization: attorney ? null : values.recognized_organization,
    accreditation_expires_on:
      attorney || values.accreditation_expires_on === '' ? null : values.accreditation_expires_on,
    languages: values.languages as ProfessionalListingInput['languages'],
    practice_areas: values.practice_areas as ProfessionalListingInput['practice_areas'],
    city: values.city,
    state: values.state as ProfessionalListingInput['state'],
    offers_remote: values.offers_remote,
    fee_model: values.fee_model,
    ...fees,
    first_consultation_cents:
      values.first_consultation === 'free'
        ? 0
        : values.first_consultation === 'unsaid'
          ? null
          : (dollarsToCents(values.first_consultation_cents) ?? Number.NaN),
    bio: values.bio,
    website: values.website.trim() === '' ? null : values.website,
  };
}

/** The form's schema: its values, made into the request, checked by the contract. */
export const ZListingForm = z
  .custom<ListingFormValues>()
  .transform(toListingRequest)
  .pipe(ZProfessionalListingInput);

export type ListingFormOutput = ProfessionalListing;

export const EMPTY_LISTING_FORM: ListingFormValues = {
  kind: 'attorney',
  full_name: '',
  bar_admissions: [{ state: '', bar_number: '' }],
  recognized_organization: '',
  accreditation_expires_on: '',
  languages: [],
  practice_areas: [],
  city: '',
  state: '',
  offers_remote: false,
  fee_model: 'free',
  fee_min_cents: '',
  fee_max_cents: '',
  first_consultation: 'free',
  first_consultation_cents: '',
  bio: '',
  website: '',
};

/** A saved listing as the form shows it. */
export function toListingFormValues(listing: OwnProfessionalListing | null): ListingFormValues {
  if (!listing) return EMPTY_LISTING_FORM;
  return {
    kind: listing.kind,
    full_name: listing.full_name,
    bar_admissions:
      listing.bar_admissions.length > 0 ? listing.bar_admissions : [{ state: '', bar_number: '' }],
    recognized_organization: listing.recognized_organization ?? '',
    accreditation_expires_on: listing.accreditation_expires_on ?? '',
    languages: listing.languages,
    practice_areas: listing.practice_areas,
    city: listing.city,
    state: listing.state,
    offers_remote: listing.offers_remote,
    fee_model: listing.fee_model,
    fee_min_cents: centsToDollars(listing.fee_min_cents),
    fee_max_cents: centsToDollars(listing.fee_max_cents),
    first_consultation:
      listing.first_consultation_cents === null
        ? 'unsaid'
        : listing.first_consultation_cents === 0
          ? 'free'
          : 'paid',
    first_consultation_cents:
      listing.first_consultation_cents && listing.first_consultation_cents > 0
        ? centsToDollars(listing.first_consultation_cents)
        : '',
    bio: listing.bio,
    website: listing.website ?? '',
  };
}
