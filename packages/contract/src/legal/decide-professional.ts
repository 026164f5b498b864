import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { VERIFICATION_NOTE_MAX } from './legal-limits.ts';
import { ZQueuedProfessional } from './list-professionals-queue.ts';

// The owner's decisions about a listing (owners only), each recorded in the owner's audit log in the same
// transaction, and told to the professional by email or text message in their language:
//
// - `POST /api/v1/owner/legal/professionals/:id/verify` {source, note}: the licence or accreditation was looked
//   up; the listing shows for VERIFICATION_VALID_DAYS. Also renews an expired check, or lifts a suspension or a
//   rejection after a new check.
// - `POST …/:id/reject` {reason}: a pending (or suspended) listing could not be verified.
// - `POST …/:id/suspend` {reason}: a verified listing stops showing at once.
// - `POST …/:id/reinstate`: a suspended listing shows again if its last check is still valid, else waits for one.
//
// 404 `professional_not_found`; 409 `professional_status_conflict` when the decision does not fit the listing's
// state; 403 `cannot_decide_own_listing` for an owner's own listing.

export const PROFESSIONAL_STATUS_CONFLICT = 'professional_status_conflict';
export const CANNOT_DECIDE_OWN_LISTING = 'cannot_decide_own_listing';

/** Where the owner looked: "State Bar of Texas attorney search", "EOIR recognition and accreditation roster". */
export const VERIFICATION_SOURCE_MAX = 200;

export const ZProfessionalDecisionParams = z.object({ id: z.uuid() });

export const ZVerifyProfessionalRequest = z
  .object({
    source: text().trim().min(1).max(VERIFICATION_SOURCE_MAX),
    note: text({ multiline: true }).trim().min(1).max(VERIFICATION_NOTE_MAX),
  })
  .strict();
export type VerifyProfessionalRequest = z.infer<typeof ZVerifyProfessionalRequest>;

/** Shown to the professional: say what is wrong and what would fix it. */
export const ZProfessionalReasonRequest = z
  .object({ reason: text({ multiline: true }).trim().min(1).max(VERIFICATION_NOTE_MAX) })
  .strict();
export type ProfessionalReasonRequest = z.infer<typeof ZProfessionalReasonRequest>;

export const ZProfessionalDecisionResponse = z.object({ professional: ZQueuedProfessional });
export type ProfessionalDecisionResponse = z.infer<typeof ZProfessionalDecisionResponse>;
