// The server refuses full-plan actions (document storage, family members beyond the owner) to people on the
// Basic plan with HTTP 403 and `{ code: 'plan_required' }`. Any feature that catches an API error asks this
// helper, and then shows the upgrade prompt (`<LimitedAccessBanner refused />` from src/ui) instead of an error.

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
  if (typeof error !== 'object' || error === null) return false;
  if (codeOf(error) === PLAN_REQUIRED_CODE) {
    const status = 'status' in error ? error.status : undefined;
    return status === undefined || status === FORBIDDEN;
  }
  return 'cause' in error && error.cause !== error && isPlanRequiredError(error.cause);
}
