import type { onRequestAsyncHookHandler } from 'fastify';
import { authenticateRequest, type RequestAuthenticationDependencies } from '../../auth/require-user.ts';
import { requireFullPlan } from '../billing/require-full-plan.ts';

/**
 * An `onRequest` hook for the vault's authenticated routes: a signed-in caller with the Full Protection plan,
 * checked before the body is read, so that nobody streams an upload part only to be refused afterwards.
 * 401 `unauthorized` without a valid token, 403 `plan_required` without the plan.
 *
 * Reading needs no plan: a person whose coverage ended (they left a family, or were removed from it) still
 * opens and exports their own vault; what needs the plan is everything that changes it (issue 12, point 3).
 */
export function requireVaultAccess(
  dependencies: RequestAuthenticationDependencies,
): onRequestAsyncHookHandler {
  return async (request) => {
    const { userId } = await authenticateRequest(dependencies, request);
    if (request.method === 'GET' || request.method === 'HEAD') return;
    await requireFullPlan(dependencies.db, userId);
  };
}
