import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { isAuthError } from './auth-error.ts';
import { authenticateBearer } from './bearer.ts';
import { getKeyStore } from './key-store.ts';

// How /api/v1 routes know who is calling: the same access token and session check as /auth/v1, answered in
// the API's own error shape (401 `unauthorized`). The user id always comes from the token, never from a path
// or body, so no request can address another person's rows.

export type AuthenticatedUser = {
  userId: string;
  sessionId: string;
  aal: 'aal1' | 'aal2';
};

const authenticatedUsers = new WeakMap<FastifyRequest, AuthenticatedUser>();

/**
 * A preHandler for routes that need a signed-in user:
 * `app.get('/thing', { preHandler: requireUser({ db, config }) }, (request) => currentUser(request).userId)`.
 */
export function requireUser(dependencies: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'authJwtPrivateKey'>;
}) {
  const { db, config } = dependencies;
  const handler: preHandlerAsyncHookHandler = async (request) => {
    try {
      const keys = await getKeyStore(db, config.authJwtPrivateKey);
      const { session, user } = await authenticateBearer(
        { db, keys, issuer: `${config.publicUrl}/auth/v1`, now: new Date() },
        request.headers.authorization,
      );
      authenticatedUsers.set(request, { userId: user.id, sessionId: session.id, aal: session.aal });
    } catch (error) {
      if (isAuthError(error)) {
        throw new HttpError(
          401,
          'unauthorized',
          'Sign in to continue: the access token is missing, invalid or expired',
        );
      }
      throw error;
    }
  };
  return handler;
}

/** The caller of a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  const user = authenticatedUsers.get(request);
  if (!user) throw new Error('currentUser() was called on a route without the requireUser preHandler');
  return user;
}
