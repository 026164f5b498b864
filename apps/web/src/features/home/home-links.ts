import type { PlanId } from '@amparo/contract/billing/plans';

export const SIGN_IN_PATH = '/auth';

/** Sign-up, optionally with a plan already chosen so the auth page can carry it on to payment. */
export function signUpPath(plan?: PlanId): string {
  const params = new URLSearchParams({ mode: 'signup' });
  if (plan) params.set('plan', plan);
  return `${SIGN_IN_PATH}?${params.toString()}`;
}
