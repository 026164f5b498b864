import {
  CURRENT_STATUSES,
  type CurrentStatus,
  ENTRY_METHODS,
  type EntryMethod,
} from '../profile/eligibility-answers.ts';

// A visitor may answer the eligibility questions before an account exists (the get-started flow on the
// public pages). The answers wait in the tab's sessionStorage, never on a server, until the sign-up form
// sends them as user metadata or the signed-in onboarding step saves them to the profile.

/** sessionStorage key of the signed-out visitor's answers: JSON `{ entry_method, current_status }`. */
export const ELIGIBILITY_DRAFT_STORAGE_KEY = 'amparo:eligibility';

/** Either answer may still be missing (null) while the visitor is part-way through. */
export type EligibilityDraft = { entry_method: EntryMethod | null; current_status: CurrentStatus | null };

// Read without zod: the sign-in page shows these questions and is on the first-paint path (issue 11).
function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export const EMPTY_ELIGIBILITY_DRAFT: EligibilityDraft = { entry_method: null, current_status: null };

/**
 * Reads stored draft text. Anything unreadable (old shape, edited by hand, a value a newer version added)
 * becomes an unanswered question rather than an error: the person is simply asked again.
 */
export function parseEligibilityDraft(text: string | null | undefined): EligibilityDraft {
  if (!text) return EMPTY_ELIGIBILITY_DRAFT;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return EMPTY_ELIGIBILITY_DRAFT;
    const answers = parsed as Record<string, unknown>;
    return {
      entry_method: oneOf(ENTRY_METHODS, answers.entry_method),
      current_status: oneOf(CURRENT_STATUSES, answers.current_status),
    };
  } catch {
    return EMPTY_ELIGIBILITY_DRAFT;
  }
}
