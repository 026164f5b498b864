import type { onRequestAsyncHookHandler } from 'fastify';
import { authenticateRequest, type RequestAuthenticationDependencies } from '../../auth/require-user.ts';
import { requireFullPlan } from '../billing/require-full-plan.ts';

/**
 * An `onRequest` hook for the vault's authenticated routes: a signed-in caller with the Full Protection plan,
 * checked before the body is read, so that nobody streams an upload part only to be refused afterwards.
 * 401 `unauthorized` without a valid token, 403 `plan_required` without the plan.
 */
export function requireVaultAccess(
  dependencies: RequestAuthenticationDependencies,
): onRequestAsyncHookHandler {
  return async (request) => {
    const { userId } = await authenticateRequest(dependencies, request);
    await requireFullPlan(dependencies.db, userId);
  };
}
