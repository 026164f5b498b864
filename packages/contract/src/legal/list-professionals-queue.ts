import { z } from 'zod';
import { ZOwnProfessionalListing } from './get-professional-profile.ts';
import { PROFESSIONAL_LISTING_STATES } from './legal-limits.ts';

// `GET /api/v1/owner/legal/professionals` (owners only): the verification queue. Pending listings come first,
// oldest first (the longest wait is checked first), then the rest by state. Each bar admission says whether the
// same state and number is claimed by another account: a sign of impersonation to look into before verifying.

export const OWNER_QUEUE_LIMIT = 200;

export const ZListProfessionalsQueueQuery = z.object({
  /** Only the listings in this state; all of them when absent. */
  listing_state: z.enum(PROFESSIONAL_LISTING_STATES).optional(),
});

export const ZClaimedElsewhere = z.object({
  professional_id: z.uuid(),
  full_name: z.string(),
  listing_state: z.enum(PROFESSIONAL_LISTING_STATES),
});

export const ZQueueBarAdmission = z.object({
  state: z.string(),
  bar_number: z.string(),
  /** Other accounts whose listing names the same state and number (compared without spaces or dashes). */
  claimed_elsewhere: z.array(ZClaimedElsewhere),
});

export const ZQueuedProfessional = ZOwnProfessionalListing.extend({
  bar_admissions: z.array(ZQueueBarAdmission),
  /** The account's email or phone, to write to the professional when a detail needs asking. */
  account_email: z.string().nullable(),
  account_phone: z.string().nullable(),
  /** The owner's own note from the last check; only owners see it. */
  verification_note: z.string().nullable(),
  /** Who verified it last (the owner's email), so a second owner knows whom to ask. */
  verified_by: z.string().nullable(),
});
export type QueuedProfessional = z.infer<typeof ZQueuedProfessional>;

export const ZListProfessionalsQueueResponse = z.object({
  professionals: z.array(ZQueuedProfessional),
  /** How many listings wait for a check, whatever the filter. */
  pending_count: z.number().int().min(0),
});
export type ListProfessionalsQueueResponse = z.infer<typeof ZListProfessionalsQueueResponse>;
