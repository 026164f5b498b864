import { type AuthClientInstance, getAuthClient } from '../../../../lib/auth-client.ts';

// Two-step sign-in through the auth client's `mfa.*`, plus the recovery-code endpoints the client does not
// wrap yet (upstream's /factors/recovery-codes), called with the session's own access token.

export type TwoFactorClient = Pick<AuthClientInstance, 'mfa' | 'getSession' | 'refreshSession'>;

export type Enrolment = { factorId: string; qrCode: string; secret: string; uri: string };

export class TwoFactorError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, status: number) {
    super(code);
    this.name = 'TwoFactorError';
    this.code = code;
    this.status = status;
  }
}

function fail(error: { code?: string; status?: number }): never {
  throw new TwoFactorError(error.code ?? 'unexpected_failure', error.status ?? 0);
}

const client = (given?: TwoFactorClient): Promise<TwoFactorClient> =>
  given ? Promise.resolve(given) : getAuthClient();

/** Starts an enrolment: an enrolment someone left half-done is dropped first, then a new secret is made. */
export async function startEnrolment(given?: TwoFactorClient): Promise<Enrolment> {
  const auth = await client(given);
  const listed = await auth.mfa.listFactors();
  if (listed.error) fail(listed.error);
  for (const factor of listed.data.all) {
    if (factor.status === 'unverified') {
      const removed = await auth.mfa.unenroll({ factorId: factor.id });
      if (removed.error) fail(removed.error);
    }
  }
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp', issuer: 'Amparo' });
  if (error) fail(error);
  if (data.type !== 'totp') throw new TwoFactorError('unexpected_failure', 0);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

/** Confirms the enrolment with the first code; the session is then at aal2. */
export async function confirmEnrolment(
  factorId: string,
  code: string,
  given?: TwoFactorClient,
): Promise<void> {
  const auth = await client(given);
  const { error } = await auth.mfa.challengeAndVerify({ factorId, code });
  if (error) fail(error);
}

type RecoveryCodesAnswer = { codes?: string[]; code?: string; message?: string };

async function recoveryCodesRequest(path: string, given?: TwoFactorClient): Promise<string[]> {
  const auth = await client(given);
  const { data } = await auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new TwoFactorError('session_not_found', 401);
  const response = await fetch(`${window.location.origin}/auth/v1/factors/recovery-codes${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
  });
  const body = (await response.json().catch(() => ({}))) as RecoveryCodesAnswer;
  if (!response.ok || !body.codes)
    throw new TwoFactorError(body.code ?? 'unexpected_failure', response.status);
  return body.codes;
}

/**
 * The first set of ten recovery codes, right after two-step sign-in is turned on (POST /factors/recovery-codes).
 * Needs an aal2 session. A set left from an earlier enrolment is replaced instead.
 */
export async function firstRecoveryCodes(given?: TwoFactorClient): Promise<string[]> {
  try {
    return await recoveryCodesRequest('', given);
  } catch (error) {
    if (error instanceof TwoFactorError && error.code === 'mfa_verified_factor_exists') {
      return recoveryCodesRequest('/regenerate', given);
    }
    throw error;
  }
}

/**
 * A fresh set replacing the current one, whose codes stop working at once (POST /factors/recovery-codes/regenerate:
 * the only endpoint that replaces a set, and the one that tells the person by email). Needs an aal2 session.
 */
export function replaceRecoveryCodes(given?: TwoFactorClient): Promise<string[]> {
  return recoveryCodesRequest('/regenerate', given);
}

/** Turns two-step sign-in off (needs aal2), then refreshes the session so it no longer lists the factor. */
export async function turnOff(factorId: string, given?: TwoFactorClient): Promise<void> {
  const auth = await client(given);
  const { error } = await auth.mfa.unenroll({ factorId });
  if (error) fail(error);
  await auth.refreshSession();
}
