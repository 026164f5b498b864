import { z } from 'zod';
import { ACCOUNT_TYPES } from '../legal/legal-limits.ts';
import { ZCurrentStatus, ZEntryMethod } from '../profile/profile.ts';
import { ZMessageLocale } from './message-locale.ts';

/**
 * What the web app sends as `options.data` to `signUp` (it becomes `user_metadata`, and the profile row is
 * created from it in the same transaction). Every field is optional: a missing answer leaves the profile
 * field empty until onboarding asks.
 *
 * `has_access`, `payment_tier`, `payment_amount` and `dependents_count` may still arrive here from an old
 * client; the server drops them and starts every profile from the spec's defaults.
 */
export const ZSignUpMetadata = z.object({
  locale: ZMessageLocale.optional(),
  entry_method: ZEntryMethod.optional(),
  current_status: ZCurrentStatus.optional(),
  legal_consent_accepted: z.boolean().optional(),
  /**
   * `legal_professional` for a lawyer or accredited representative joining to be listed (issue 13): their
   * account skips the eligibility questions. It lists nobody by itself; the owner verifies every listing.
   */
  account_type: z.enum(ACCOUNT_TYPES).optional(),
});

export type SignUpMetadata = z.infer<typeof ZSignUpMetadata>;

/** Keys only the server may set; they are removed from `user_metadata` wherever a client sends them. */
export const SERVER_CONTROLLED_METADATA_KEYS = [
  'has_access',
  'payment_tier',
  'payment_amount',
  'dependents_count',
] as const;
