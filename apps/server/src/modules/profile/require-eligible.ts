import { NOT_ELIGIBLE_ERROR_CODE } from '@amparo/contract/onboarding/restricted-access';
import type { onRequestAsyncHookHandler } from 'fastify';
import {
  type AuthenticatedUser,
  authenticateRequest,
  isUnauthorizedError,
  type RequestAuthenticationDependencies,
} from '../../auth/require-user.ts';
import { HttpError } from '../../platform/http/http-error.ts';

// Spec §1 and §5: the protected features are for people who entered the United States legally. The web app
// shows the restricted-access notice, but only this check makes the refusal real (docs/decisions/006).

export function notEligibleError(): HttpError {
  return new HttpError(
    403,
    NOT_ELIGIBLE_ERROR_CODE,
    'Amparo is for people who entered the United States legally. If an eligibility answer is wrong, change it on /onboarding',
  );
}

/**
 * An `onRequest` hook for a plugin that holds protected features: a signed-in caller whose profile has
 * `is_eligible` false gets 403 `not_eligible` before any route runs. A request without a valid token passes
 * on untouched, so each route still answers its own 401; the check is remembered for the route's
 * `requireUser`, so the token is verified once per request.
 */
export function requireEligible(dependencies: RequestAuthenticationDependencies): onRequestAsyncHookHandler {
  return async (request) => {
    let caller: AuthenticatedUser;
    try {
      caller = await authenticateRequest(dependencies, request);
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      throw error;
    }
    // Read with the session, in the same query. A missing profile (an account being deleted) is left to the
    // route, which answers 404.
    if (caller.profile?.profile.isEligible === false) throw notEligibleError();
  };
}
