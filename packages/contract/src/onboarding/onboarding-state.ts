import type { Profile } from '../profile/profile.ts';

// What a signed-in person must have answered before the protected features open (issue 4, points 2 and 3).
// The web app sends anyone who has not to /onboarding; the server can apply the same rule.

export type OnboardingFields = Pick<
  Profile,
  'entry_method' | 'current_status' | 'is_eligible' | 'legal_consent_accepted'
> &
  Partial<Pick<Profile, 'account_type'>>;

/**
 * The eligibility questions are answered (the status question only matters to someone eligible: it is not
 * asked after "entered without inspection") and the terms are accepted.
 */
export function isOnboardingComplete(profile: OnboardingFields): boolean {
  // A legal professional's account (issue 13) is not asked how its holder entered the country.
  if (profile.account_type === 'legal_professional') return profile.legal_consent_accepted;
  if (profile.entry_method === null) return false;
  if (profile.is_eligible && profile.current_status === null) return false;
  return profile.legal_consent_accepted;
}
