import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { authenticateBearer, type BearerIdentity } from './bearer.ts';

/** The caller of a bearer-authenticated /auth/v1 endpoint, or the protocol's 401/403. */
export function authenticate(context: AuthContext, request: FastifyRequest): Promise<BearerIdentity> {
  return authenticateBearer(
    { db: context.db, keys: context.keys, issuer: context.settings.issuer, now: context.now() },
    request.headers.authorization,
  );
}
