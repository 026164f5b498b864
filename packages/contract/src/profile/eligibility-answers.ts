// The two eligibility questions' answers and the rule on them, apart from the profile's zod schema (profile.ts):
// the web app's sign-in page reads them on its first-paint path without loading zod.

/** "How did you enter the United States?" in the order the form shows the answers. */
export const ENTRY_METHODS = [
  'visitor_visa',
  'student_work_visa',
  'refugee_asylee',
  'family_petition',
  'visa_waiver',
  'entered_without_inspection',
] as const;

export type EntryMethod = (typeof ENTRY_METHODS)[number];

/** "What is your current status?" in the order the form shows the answers. */
export const CURRENT_STATUSES = [
  'active_visa',
  'green_card',
  'tps_daca',
  'pending_adjustment',
  'other',
] as const;

export type CurrentStatus = (typeof CURRENT_STATUSES)[number];

/**
 * Spec §5: only entry without inspection signals ineligibility, and then the restricted-access notice applies.
 * The server derives `is_eligible` with this rule; a client never sets it directly.
 */
export function isEligibleEntryMethod(entryMethod: EntryMethod | null): boolean {
  return entryMethod !== 'entered_without_inspection';
}
