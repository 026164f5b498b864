import { errors, jwtVerify, SignJWT } from 'jose';
import { authErrors, isAuthError } from './auth-error.ts';
import { ACCESS_TOKEN_ALGORITHM, type SigningKey, type VerificationKey } from './signing-keys.ts';

// The access token carries exactly the protocol's claims, so `@supabase/auth-js` (getClaims, session
// checks) and any service reading it see what they would see from Supabase Auth.

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

export type AuthenticatorAssurance = 'aal1' | 'aal2';

export type AuthenticationMethod = { method: string; timestamp: number };

export type AccessTokenClaims = {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: AuthenticatorAssurance;
  amr: AuthenticationMethod[];
  session_id: string;
  is_anonymous: boolean;
};

export type AccessTokenSubject = Omit<AccessTokenClaims, 'iss' | 'aud' | 'iat' | 'exp' | 'role'>;

export type IssuedAccessToken = { token: string; expiresAt: number; expiresIn: number };

export async function issueAccessToken(
  key: SigningKey,
  subject: AccessTokenSubject,
  options: { issuer: string; now?: Date; lifetimeSeconds?: number },
): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const expiresIn = options.lifetimeSeconds ?? ACCESS_TOKEN_LIFETIME_SECONDS;
  const expiresAt = issuedAt + expiresIn;
  const claims: Omit<AccessTokenClaims, 'iss' | 'sub' | 'aud' | 'iat' | 'exp'> = {
    email: subject.email,
    phone: subject.phone,
    app_metadata: subject.app_metadata,
    user_metadata: subject.user_metadata,
    role: 'authenticated',
    aal: subject.aal,
    amr: subject.amr,
    session_id: subject.session_id,
    is_anonymous: subject.is_anonymous,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setSubject(subject.sub)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt, expiresIn };
}

/**
 * Verifies signature, issuer, audience and expiry. Any failure is the protocol's 403 `bad_jwt`; whether the
 * session still exists is the caller's next check.
 */
export async function verifyAccessToken(
  keys: readonly VerificationKey[],
  token: string,
  options: { issuer: string; now?: Date },
): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = keys.find((candidate) => candidate.kid === header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key.publicKey;
      },
      {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: options.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'session_id'],
        ...(options.now ? { currentDate: options.now } : {}),
      },
    );
    if (typeof payload.session_id !== 'string' || typeof payload.sub !== 'string') {
      throw authErrors.badJwt('token has invalid claims: sub and session_id must be strings');
    }
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (isAuthError(error)) throw error;
    throw authErrors.badJwt(describeTokenFailure(error));
  }
}

/** The message for a token that expired while it sat in a cache of verified tokens. */
export const EXPIRED_TOKEN_REASON = 'token has invalid claims: token is expired';

/**
 * Why a token was refused, in the words of golang-jwt, the library behind GoTrue's "invalid JWT: unable to parse
 * or verify signature, <reason>": the message starts as GoTrue's does, and never echoes the token.
 */
function describeTokenFailure(error: unknown): string {
  if (error instanceof errors.JWTExpired) return EXPIRED_TOKEN_REASON;
  if (error instanceof errors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'iss':
        return 'token has invalid claims: token has invalid issuer';
      case 'aud':
        return 'token has invalid claims: token has invalid audience';
      case 'nbf':
        return 'token has invalid claims: token is not valid yet';
      default:
        return `token has invalid claims: the ${error.claim} claim is missing or invalid`;
    }
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'token signature is invalid';
  if (error instanceof errors.JWKSNoMatchingKey) return 'token is unverifiable: no signing key has its kid';
  if (error instanceof errors.JOSEAlgNotAllowed)
    return 'token is unverifiable: its signing method is not allowed';
  return 'token is malformed';
}
