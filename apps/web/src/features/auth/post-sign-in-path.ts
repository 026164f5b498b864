import { isPlanId } from '@amparo/contract/billing/plans';
import { hasFullProtection } from '@amparo/contract/profile/full-protection';
import type { Profile } from '@amparo/contract/profile/profile';
import { REDIRECT_PARAM, safeRedirectPath } from '../../lib/safe-redirect-path.ts';
import { isProfessionalSignUp } from './auth-draft.ts';

export const PAYMENT_PATH = '/payment';
export const DASHBOARD_PATH = '/dashboard';
/** A legal professional's own listing: where their account starts (issue 13). */
export const PROFESSIONAL_HOME_PATH = '/legal-hub/professional';

/** Where the page was asked for, if anywhere: a signed-in person goes there without waiting for the profile. */
export function requestedPath(search: URLSearchParams): string | null {
  const target = safeRedirectPath(search.get(REDIRECT_PARAM), '');
  return target === '' || target === '/' ? null : target;
}

/**
 * Where a person goes once signed in (spec §4): the page they asked for; else, without access yet, towards
 * the plans (carrying a plan picked on the home page); else their dashboard. A profile that could not be
 * loaded counts as "no answer", not as "no access": the dashboard, which works either way.
 *
 * A legal professional (issue 13) goes to their listing, never to the plans or the eligibility questions: the
 * plans are for the people Amparo protects, and a lawyer is not asked how they entered the country.
 */
export function postSignInPath(
  search: URLSearchParams,
  profile: (Pick<Profile, 'coverage'> & Partial<Pick<Profile, 'account_type'>>) | null,
): string {
  const requested = requestedPath(search);
  if (requested) return requested;
  if (profile?.account_type === 'legal_professional' || isProfessionalSignUp(search)) {
    return PROFESSIONAL_HOME_PATH;
  }
  // A family member covered by their holder's plan has nothing to buy: the dashboard, not the plans.
  if (profile && !hasFullProtection(profile)) {
    const plan = search.get('plan');
    return isPlanId(plan) ? `${PAYMENT_PATH}?${new URLSearchParams({ plan }).toString()}` : PAYMENT_PATH;
  }
  return DASHBOARD_PATH;
}
