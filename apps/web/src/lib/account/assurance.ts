import type { Session } from '@supabase/auth-js';

// Two-factor sign-in, read from the session the way `mfa.getAuthenticatorAssuranceLevel()` reads it: the
// current level is the access token's `aal` claim, the next level is aal2 when the user has a verified factor.
// Done here without the auth client, synchronously, so no screen shows for a frame before the code step.

type Level = 'aal1' | 'aal2' | null;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The `aal` claim of an access token; null when it cannot be read. */
export function currentLevel(accessToken: string): Level {
  try {
    const payload = decodeSegment(accessToken.split('.')[1] ?? '') as { aal?: unknown };
    return payload.aal === 'aal1' || payload.aal === 'aal2' ? payload.aal : null;
  } catch {
    return null;
  }
}

/** The user's verified TOTP factor, the one the code step checks against. */
export function verifiedTotpFactorId(session: Pick<Session, 'user'> | null): string | null {
  const factor = session?.user.factors?.find(
    (candidate) => candidate.status === 'verified' && candidate.factor_type === 'totp',
  );
  return factor?.id ?? null;
}

/** True when the password is in but the account's second factor is not: nextLevel aal2 above currentLevel. */
export function needsSecondFactor(session: Pick<Session, 'user' | 'access_token'> | null): boolean {
  if (!session || verifiedTotpFactorId(session) === null) return false;
  return currentLevel(session.access_token) !== 'aal2';
}
