import type { Database } from '../platform/db/database.ts';
import type { AccessTokenClaims } from './access-token.ts';
import { authErrors } from './auth-error.ts';
import type { KeyStore } from './key-store.ts';
import { findSession, isSessionActive, type SessionRow } from './sessions.ts';
import { findUserById, type StoredUser } from './users-repo.ts';
import { verifyAccessTokenCached } from './verified-tokens.ts';

export type BearerIdentity = { claims: AccessTokenClaims; session: SessionRow; user: StoredUser };

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The claims of the request's bearer token once its signature, issuer, audience and expiry are checked. */
export async function verifyBearerToken(
  input: { keys: KeyStore; issuer: string; now: Date },
  authorization: string | undefined,
): Promise<AccessTokenClaims> {
  const token = bearerToken(authorization);
  if (!token) throw authErrors.noAuthorization();
  return verifyAccessTokenCached(input.keys.verification, token, { issuer: input.issuer, now: input.now });
}

/**
 * A valid signature is not enough: the session named in the token must still be open, so a signed-out or
 * revoked session's tokens stop working at once rather than at expiry. Throws the protocol's errors.
 */
export async function authenticateBearer(
  input: { db: Database; keys: KeyStore; issuer: string; now: Date },
  authorization: string | undefined,
): Promise<BearerIdentity> {
  const claims = await verifyBearerToken(input, authorization);
  const session = await findSession(input.db, claims.session_id);
  if (!session || session.userId !== claims.sub || !isSessionActive(session, input.now)) {
    throw authErrors.sessionNotFound();
  }
  const user = await findUserById(input.db, claims.sub);
  if (!user) throw authErrors.userNotFound();
  return { claims, session, user };
}
