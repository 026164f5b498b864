import { z } from 'zod';
import { ZPublicKey } from '../vault/vault-models.ts';
import { FEE_MODELS, PRACTICE_AREAS, PROFESSIONAL_KINDS } from './legal-limits.ts';

// What the public sees of a verified legal professional (issue 13, points 1 and 2): shared by the search results,
// the public profile (/lawyers/:id) and the consultation request page, which needs the professional's public key
// to share vault documents with them end to end.

export const ZBarAdmission = z.object({ state: z.string(), bar_number: z.string() });
export type BarAdmission = z.infer<typeof ZBarAdmission>;

/** What Amparo checked, and when: the profile says it plainly (issue 13, point 2). */
export const ZProfessionalVerification = z.object({
  /** ISO 8601: when the owner last looked the licence or accreditation up. */
  verified_at: z.string(),
  /** ISO 8601: when the listing will be hidden unless checked again. */
  expires_at: z.string(),
  /** Where it was looked up, in the owner's words ("State Bar of Texas attorney search", "EOIR roster"). */
  source: z.string(),
});
export type ProfessionalVerification = z.infer<typeof ZProfessionalVerification>;

export const ZRatingSummary = z.object({
  /** Published reviews only; null when there are none. */
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof ZRatingSummary>;

/** A listed professional as a search result. */
export const ZProfessionalSummary = z.object({
  id: z.uuid(),
  kind: z.enum(PROFESSIONAL_KINDS),
  full_name: z.string(),
  /** An accredited representative's recognised organisation; null for an attorney. */
  recognized_organization: z.string().nullable(),
  languages: z.array(z.string()),
  practice_areas: z.array(z.enum(PRACTICE_AREAS)),
  city: z.string(),
  state: z.string(),
  offers_remote: z.boolean(),
  fee_model: z.enum(FEE_MODELS),
  /** Cents: the hourly range, or the flat fee in `fee_min_cents`; null when not given. */
  fee_min_cents: z.number().int().nullable(),
  fee_max_cents: z.number().int().nullable(),
  /** Cents; 0 when the first consultation is free; null when not said. */
  first_consultation_cents: z.number().int().nullable(),
  bar_admissions: z.array(ZBarAdmission),
  verification: ZProfessionalVerification,
  rating: ZRatingSummary,
});
export type ProfessionalSummary = z.infer<typeof ZProfessionalSummary>;

export const ZPublishedReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  language: z.string(),
  /** ISO 8601 date of the review (a day, not a time: less to tell about the reviewer). */
  created_on: z.string(),
});
export type PublishedReview = z.infer<typeof ZPublishedReview>;

/** `GET /api/v1/legal/professionals/:id` (public): 404 `professional_not_found` unless listed. */
export const ZPublicProfessional = ZProfessionalSummary.extend({
  bio: z.string(),
  website: z.string().nullable(),
  /** The professional's vault sharing key; null until they set up their vault (documents cannot be shared yet). */
  public_key: ZPublicKey.nullable(),
  reviews: z.array(ZPublishedReview),
});
export type PublicProfessional = z.infer<typeof ZPublicProfessional>;

export const PROFESSIONAL_NOT_FOUND = 'professional_not_found';
