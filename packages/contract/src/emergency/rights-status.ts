import type { CurrentStatus, EntryMethod } from '../profile/profile.ts';

// The statuses the rights guidance is written for, as plain data with no schema library: the /emergency page
// reads them on its first render (the officer card picks the reader's guidance), and zod stays off that path
// (issue 24, point 8). rights-content.ts builds its schemas from these and re-exports them.

/**
 * The statuses the guidance is written for. It differs from the profile's `current_status` in one place:
 * refugees and asylees answer "other" (their status is not offered by the onboarding question) and are found
 * through `entry_method`; see `rightsStatusFor`.
 */
export const RIGHTS_STATUSES = [
  'green_card',
  'visa_holder',
  'refugee_asylee',
  'tps_daca',
  'pending_adjustment',
  'other',
] as const;

export type RightsStatus = (typeof RIGHTS_STATUSES)[number];

/** Whether a stored or received value is one of the statuses (a device's copy may be stale or tampered with). */
export function isRightsStatus(value: unknown): value is RightsStatus {
  return typeof value === 'string' && (RIGHTS_STATUSES as readonly string[]).includes(value);
}

/**
 * Which guidance fits a profile. Refugees and asylees who have not yet adjusted answer "other" (or nothing) to
 * the status question, so their entry method decides; a refugee who now holds a green card reads the green card
 * guidance. Null when the profile says nothing usable: the page then asks the reader to choose.
 */
export function rightsStatusFor(
  profile: { current_status: CurrentStatus | null; entry_method: EntryMethod | null } | null,
): RightsStatus | null {
  if (!profile) return null;
  switch (profile.current_status) {
    case 'green_card':
      return 'green_card';
    case 'active_visa':
      return 'visa_holder';
    case 'tps_daca':
      return 'tps_daca';
    case 'pending_adjustment':
      return 'pending_adjustment';
    case 'other':
      return profile.entry_method === 'refugee_asylee' ? 'refugee_asylee' : 'other';
    case null:
      return profile.entry_method === 'refugee_asylee' ? 'refugee_asylee' : null;
  }
}
