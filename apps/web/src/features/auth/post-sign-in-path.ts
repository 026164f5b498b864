import { isPlanId } from '@amparo/contract/billing/plans';
import { hasFullProtection } from '@amparo/contract/profile/full-protection';
import type { Profile } from '@amparo/contract/profile/profile';
import { REDIRECT_PARAM, safeRedirectPath } from '../../lib/safe-redirect-path.ts';

export const PAYMENT_PATH = '/payment';
export const DASHBOARD_PATH = '/dashboard';

/** Where the page was asked for, if anywhere: a signed-in person goes there without waiting for the profile. */
export function requestedPath(search: URLSearchParams): string | null {
  const target = safeRedirectPath(search.get(REDIRECT_PARAM), '');
  return target === '' || target === '/' ? null : target;
}

/**
 * Where a person goes once signed in (spec §4): the page they asked for; else, without access yet, towards
 * the plans (carrying a plan picked on the home page); else their dashboard. A profile that could not be
 * loaded counts as "no answer", not as "no access": the dashboard, which works either way.
 */
export function postSignInPath(search: URLSearchParams, profile: Pick<Profile, 'coverage'> | null): string {
  const requested = requestedPath(search);
  if (requested) return requested;
  // A family member covered by their holder's plan has nothing to buy: the dashboard, not the plans.
  if (profile && !hasFullProtection(profile)) {
    const plan = search.get('plan');
    return isPlanId(plan) ? `${PAYMENT_PATH}?${new URLSearchParams({ plan }).toString()}` : PAYMENT_PATH;
  }
  return DASHBOARD_PATH;
}
