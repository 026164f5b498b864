import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { type CallerProfileRow, findApiCaller } from './api-caller-repo.ts';
import { authErrors, isAuthError } from './auth-error.ts';
import { verifyBearerToken } from './bearer.ts';
import { getKeyStore } from './key-store.ts';
import { isSessionActive } from './sessions.ts';

// How /api/v1 routes know who is calling: the same access token and session check as /auth/v1, answered in
// the API's own error shape (401 `unauthorized`). The user id always comes from the token, never from a path
// or body, so no request can address another person's rows.

export type AuthenticatedUser = {
  userId: string;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  /**
   * The caller's profile as it was when the request began, read in the same query as the session (the
   * eligibility check and GET /profile need it); null while the account is being deleted. Read it again
   * inside a transaction before writing anything that depends on it.
   */
  profile: { profile: CallerProfileRow; accountEmail: string | null; coveredByFamily: boolean } | null;
};

export type RequestAuthenticationDependencies = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'authJwtPrivateKey'>;
};

// One check per request, however many hooks ask (the eligibility hook, then the route's requireUser): the
// check reads the session, and doing that twice would double the cost of every call. The token's signature is
// checked once per token (verified-tokens.ts); the session row is read on every request, so a signed-out or
// revoked session is refused on its very next request, whichever process ended it.
const authentications = new WeakMap<FastifyRequest, Promise<AuthenticatedUser>>();
const authenticatedUsers = new WeakMap<FastifyRequest, AuthenticatedUser>();

async function verifyRequest(
  { db, config }: RequestAuthenticationDependencies,
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  try {
    const keys = await getKeyStore(db, config.authJwtPrivateKey);
    const now = new Date();
    const claims = await verifyBearerToken(
      { keys, issuer: `${config.publicUrl}/auth/v1`, now },
      request.headers.authorization,
    );
    // One round trip: the session (open?), its account (still there?) and the profile.
    const caller = await findApiCaller(db, claims.session_id);
    if (!caller || caller.userId !== claims.sub || !isSessionActive(caller, now)) {
      throw authErrors.sessionNotFound();
    }
    // Two-factor: a password alone (aal1) is half a sign-in for an account with a verified factor.
    if (caller.aal === 'aal1' && caller.hasVerifiedFactor) throw secondFactorRequired();
    return {
      userId: caller.userId,
      sessionId: claims.session_id,
      aal: caller.aal,
      profile: caller.profile
        ? {
            profile: caller.profile,
            accountEmail: caller.accountEmail,
            coveredByFamily: caller.coveredByFamily,
          }
        : null,
    };
  } catch (error) {
    if (isAuthError(error)) throw unauthorized();
    throw error;
  }
}

function secondFactorRequired(): HttpError {
  return new HttpError(
    401,
    'insufficient_aal',
    'Enter the code from your authenticator app to finish signing in',
  );
}

function unauthorized(): HttpError {
  return new HttpError(
    401,
    'unauthorized',
    'Sign in to continue: the access token is missing, invalid or expired',
  );
}

/**
 * The caller of this request, checked once and remembered for the rest of the request. Rejects with the API's
 * 401 `unauthorized` when the token is missing, invalid, expired or its session has ended.
 */
export function authenticateRequest(
  dependencies: RequestAuthenticationDependencies,
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  let pending = authentications.get(request);
  if (!pending) {
    pending = verifyRequest(dependencies, request);
    authentications.set(request, pending);
  }
  return pending;
}

/** True for the 401 that `authenticateRequest` rejects with. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 401;
}

/**
 * A preHandler for routes that need a signed-in user:
 * `app.get('/thing', { preHandler: requireUser({ db, config }) }, (request) => currentUser(request).userId)`.
 */
export function requireUser(dependencies: RequestAuthenticationDependencies) {
  const handler: preHandlerAsyncHookHandler = async (request) => {
    authenticatedUsers.set(request, await authenticateRequest(dependencies, request));
  };
  return handler;
}

/** The caller of a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  const user = authenticatedUsers.get(request);
  if (!user) throw new Error('currentUser() was called on a route without the requireUser preHandler');
  return user;
}
