import { OWNER_ONLY_ERROR_CODE } from '@amparo/contract/owner/get-owner-status';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { authenticateRequest, type RequestAuthenticationDependencies } from '../../auth/require-user.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isOwner } from './owner-roles-repo.ts';

export function ownerOnlyError(): HttpError {
  return new HttpError(403, OWNER_ONLY_ERROR_CODE, 'Only the people who run Amparo can do this');
}

/**
 * A preHandler for the owner's routes: 401 without a valid session, 403 `owner_only` for anyone without the
 * owner role. The role is read from the database on every request, so a revoked owner is refused at once.
 * Use it together with `requireUser` (after it) so `currentUser(request)` works in the handler.
 */
export function requireOwner(dependencies: RequestAuthenticationDependencies): preHandlerAsyncHookHandler {
  return async (request) => {
    const caller = await authenticateRequest(dependencies, request);
    if (!(await isOwner(dependencies.db, caller.userId))) throw ownerOnlyError();
  };
}
