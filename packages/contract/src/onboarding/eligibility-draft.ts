import { z } from 'zod';
import { ZCurrentStatus, ZEntryMethod } from '../profile/profile.ts';

// A visitor may answer the eligibility questions before an account exists (the get-started flow on the
// public pages). The answers wait in the tab's sessionStorage, never on a server, until the sign-up form
// sends them as user metadata or the signed-in onboarding step saves them to the profile.

/** sessionStorage key of the signed-out visitor's answers: JSON `{ entry_method, current_status }`. */
export const ELIGIBILITY_DRAFT_STORAGE_KEY = 'amparo:eligibility';

/** Either answer may still be missing (null) while the visitor is part-way through. */
export const ZEligibilityDraft = z.object({
  entry_method: ZEntryMethod.nullable().catch(null),
  current_status: ZCurrentStatus.nullable().catch(null),
});

export type EligibilityDraft = z.infer<typeof ZEligibilityDraft>;

export const EMPTY_ELIGIBILITY_DRAFT: EligibilityDraft = { entry_method: null, current_status: null };

/**
 * Reads stored draft text. Anything unreadable (old shape, edited by hand, a value a newer version added)
 * becomes an unanswered question rather than an error: the person is simply asked again.
 */
export function parseEligibilityDraft(text: string | null | undefined): EligibilityDraft {
  if (!text) return EMPTY_ELIGIBILITY_DRAFT;
  try {
    const parsed = ZEligibilityDraft.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_ELIGIBILITY_DRAFT;
  } catch {
    return EMPTY_ELIGIBILITY_DRAFT;
  }
}
