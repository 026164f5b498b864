// The server refuses full-plan actions (document storage, family members beyond the owner) to people on the
// Basic plan with HTTP 403 and `{ code: 'plan_required' }`. Any feature that catches an API error asks this
// helper, and then shows the upgrade prompt (`<LimitedAccessBanner refused />` from src/ui) instead of an error.

import { NOT_ELIGIBLE_ERROR_CODE } from '@amparo/contract/onboarding/restricted-access';

export const PLAN_REQUIRED_CODE = 'plan_required';

const FORBIDDEN = 403;

function codeOf(value: object): unknown {
  return 'code' in value ? value.code : undefined;
}

/**
 * True for the server's "this needs the Full Protection plan" answer, in any of the shapes a feature may hold:
 * a thrown error with `status` and `code` (the app's `ApiRequestError`), a parsed error body
 * (`{ code: 'plan_required', message }`), or an error whose `cause` is one of those.
 */
export function isPlanRequiredError(error: unknown): boolean {
  return isForbiddenWithCode(error, PLAN_REQUIRED_CODE);
}

/**
 * True for the server's 403 `not_eligible`: the profile's answers rule the account out of the protected
 * features. A feature shows the restricted-access notice (`RestrictedAccessNotice` from src/ui) instead.
 */
export function isNotEligibleError(error: unknown): boolean {
  return isForbiddenWithCode(error, NOT_ELIGIBLE_ERROR_CODE);
}

function isForbiddenWithCode(error: unknown, code: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (codeOf(error) === code) {
    const status = 'status' in error ? error.status : undefined;
    return status === undefined || status === FORBIDDEN;
  }
  return 'cause' in error && error.cause !== error && isForbiddenWithCode(error.cause, code);
}
