import { z } from 'zod';

// Spec §3 and §5: the profile row and the two eligibility questions. The browser's onboarding form and the
// server's profile API both validate with these, so an answer the form offers is always one the server accepts.

import { COVERAGE_KINDS } from '../family/family-limits.ts';
import { ACCOUNT_TYPES } from '../legal/legal-limits.ts';
import { CURRENT_STATUSES, ENTRY_METHODS } from './eligibility-answers.ts';

export {
  CURRENT_STATUSES,
  type CurrentStatus,
  ENTRY_METHODS,
  type EntryMethod,
  isEligibleEntryMethod,
} from './eligibility-answers.ts';

export const ZEntryMethod = z.enum(ENTRY_METHODS);
export const ZCurrentStatus = z.enum(CURRENT_STATUSES);

/**
 * Dependents a profile may hold. Basic covers the account holder alone; Full Protection covers a family of up
 * to 5 members (spec §6), so the holder plus 4 dependents.
 */
export const MAX_DEPENDENTS_WITHOUT_ACCESS = 0;
export const MAX_DEPENDENTS_WITH_ACCESS = 4;

export function maxDependents(hasAccess: boolean): number {
  return hasAccess ? MAX_DEPENDENTS_WITH_ACCESS : MAX_DEPENDENTS_WITHOUT_ACCESS;
}

/** Spec §4: the tier and amount every new profile starts with, before any payment. */
export const DEFAULT_PAYMENT_TIER = 'individual';
export const DEFAULT_PAYMENT_AMOUNT_CENTS = 10000;

/** The `profiles` row (spec §3) as the API returns it, keyed by the user id. Timestamps are ISO 8601. */
export const ZProfile = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  entry_method: ZEntryMethod.nullable(),
  current_status: ZCurrentStatus.nullable(),
  /** Only the server changes it: the payment webhook, the owner, or the demo-account rule. */
  has_access: z.boolean(),
  is_eligible: z.boolean(),
  /** Only the server changes it. */
  payment_tier: z.string(),
  /** In cents. Only the server changes it. */
  payment_amount: z.number().int(),
  /** The people covered besides the holder (family members and dependents); only the server changes it. */
  dependents_count: z.number().int().min(0),
  /**
   * Where this person's Full Protection comes from (issue 12): their own plan (`has_access`), a family whose
   * holder has it, or none. Screens decide with this, not with `has_access`, so a covered member gets the plan.
   */
  coverage: z.enum(COVERAGE_KINDS),
  legal_consent_accepted: z.boolean(),
  legal_consent_accepted_at: z.string().nullable(),
  /** `legal_professional` for a lawyer's or accredited representative's account (issue 13); set at sign-up only. */
  account_type: z.enum(ACCOUNT_TYPES),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Profile = z.infer<typeof ZProfile>;

export { hasFullProtection } from './full-protection.ts';
