import { z } from 'zod';
import { ZCurrentStatus, ZEntryMethod, ZProfile } from './profile.ts';

/**
 * `PATCH /api/v1/profile`: the fields a user may change on their own profile. Every field is optional and
 * only the ones sent are written.
 *
 * Unknown keys are dropped rather than refused, so a client that still sends `has_access`, `payment_tier`,
 * `payment_amount`, `is_eligible` or `dependents_count` (as the original app did) gets its other changes saved and
 * those ignored: access is granted by the server only, eligibility follows from `entry_method`, and
 * `dependents_count` is the number of people in the holder's family (issue 12), kept by the family area.
 */
export const ZUpdateProfileRequest = z.object({
  entry_method: ZEntryMethod.optional(),
  current_status: ZCurrentStatus.optional(),
  legal_consent_accepted: z.boolean().optional(),
});

export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** The whole row after the update. */
export const ZUpdateProfileResponse = ZProfile;

export type UpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

/** Error codes of the profile API beyond the shared ones (`unauthorized`, `validation_failed`). */
export const PROFILE_ERROR_CODES = ['plan_required'] as const;
