import type { Database } from '../platform/db/database.ts';
import { type AccessTokenClaims, verifyAccessToken } from './access-token.ts';
import { authErrors } from './auth-error.ts';
import type { KeyStore } from './key-store.ts';
import { findSession, isSessionActive, type SessionRow } from './sessions.ts';
import { findUserById, type StoredUser } from './users-repo.ts';

export type BearerIdentity = { claims: AccessTokenClaims; session: SessionRow; user: StoredUser };

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * A valid signature is not enough: the session named in the token must still be open, so a signed-out or
 * revoked session's tokens stop working at once rather than at expiry. Throws the protocol's errors.
 */
export async function authenticateBearer(
  input: { db: Database; keys: KeyStore; issuer: string; now: Date },
  authorization: string | undefined,
): Promise<BearerIdentity> {
  const token = bearerToken(authorization);
  if (!token) throw authErrors.noAuthorization();
  const claims = await verifyAccessToken(input.keys.verification, token, {
    issuer: input.issuer,
    now: input.now,
  });
  const session = await findSession(input.db, claims.session_id);
  if (!session || session.userId !== claims.sub || !isSessionActive(session, input.now)) {
    throw authErrors.sessionNotFound();
  }
  const user = await findUserById(input.db, claims.sub);
  if (!user) throw authErrors.userNotFound();
  return { claims, session, user };
}
