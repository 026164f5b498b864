import { z } from 'zod';
import {
  FEE_MODELS,
  PRACTICE_AREAS,
  PROFESSIONAL_KINDS,
  PROFESSIONAL_LISTING_STATES,
} from './legal-limits.ts';
import { ZBarAdmission, ZProfessionalVerification } from './professional-models.ts';

// `GET /api/v1/legal/professional-profile`: a legal professional's own listing, with where it stands. Only an account
// created as a legal professional may call it (403 `professional_account_required` for anyone else).

export const PROFESSIONAL_ACCOUNT_REQUIRED = 'professional_account_required';

export const ZOwnProfessionalListing = z.object({
  /** The account's id: the listing's public address is /lawyers/<id> once verified. */
  id: z.uuid(),
  kind: z.enum(PROFESSIONAL_KINDS),
  full_name: z.string(),
  bar_admissions: z.array(ZBarAdmission),
  recognized_organization: z.string().nullable(),
  accreditation_expires_on: z.string().nullable(),
  languages: z.array(z.string()),
  practice_areas: z.array(z.enum(PRACTICE_AREAS)),
  city: z.string(),
  state: z.string(),
  offers_remote: z.boolean(),
  fee_model: z.enum(FEE_MODELS),
  fee_min_cents: z.number().int().nullable(),
  fee_max_cents: z.number().int().nullable(),
  first_consultation_cents: z.number().int().nullable(),
  bio: z.string(),
  website: z.string().nullable(),
  /** Waiting for the check, listed, suspended, rejected, or verified but past its VERIFICATION_VALID_DAYS. */
  listing_state: z.enum(PROFESSIONAL_LISTING_STATES),
  /** The owner's words, while suspended or rejected; null otherwise. */
  status_reason: z.string().nullable(),
  /** ISO 8601: when the listing last went into the verification queue. */
  submitted_at: z.string(),
  /** The last check, while verified or expired; null otherwise. */
  verification: ZProfessionalVerification.nullable(),
  updated_at: z.string(),
});
export type OwnProfessionalListing = z.infer<typeof ZOwnProfessionalListing>;

/** `listing` is null until the professional first saves it. */
export const ZGetProfessionalProfileResponse = z.object({ listing: ZOwnProfessionalListing.nullable() });
export type GetProfessionalProfileResponse = z.infer<typeof ZGetProfessionalProfileResponse>;
