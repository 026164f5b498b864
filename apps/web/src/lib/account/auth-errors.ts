import { isWeakPasswordReason, type WeakPasswordReason } from '@amparo/contract/auth/password-policy';
import { PHONE_NOT_VALID_MESSAGE } from '@amparo/contract/auth/phone-messages';
import { INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text-message';
import {
  isAuthApiError,
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from './auth-error-kinds.ts';

// Every failure of the auth client becomes one translated line (spec §8). The server's `code` is the contract;
// messages are only read where the protocol gives no code (auth-js' own checks before any request).

export type AuthErrorKey =
  | 'invalidCredentials'
  | 'missingIdentifier'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'phoneNotValid'
  | 'invalidInput'
  | 'invalidCharacters'
  | 'weakPassword'
  | 'samePassword'
  | 'rateLimited'
  | 'signInLocked'
  | 'sendRateLimited'
  | 'sessionMissing'
  | 'codeInvalid'
  | 'accountExists'
  | 'reauthenticationNeeded'
  | 'emailNotConfirmed'
  | 'phoneNotConfirmed'
  | 'accountBlocked'
  | 'signupDisabled'
  | 'smsFailed'
  | 'notAllowed'
  | 'offline'
  | 'serverUnavailable'
  | 'unexpected';

export type WeakPasswordLine = WeakPasswordReason | 'other';

export type DescribedAuthError = {
  key: AuthErrorKey;
  /** One line each under a weak-password error, in the server's order. */
  reasons: WeakPasswordLine[];
  /** For `signInLocked`: how long until sign-in opens again, rounded up. */
  retryAfterMinutes?: number;
};

/** A paused password sign-in (429) says for how long, when the server said (Retry-After). */
export function withSignInLock(
  described: DescribedAuthError,
  retryAfterSeconds: number | null,
): DescribedAuthError {
  if (described.key !== 'rateLimited' || !retryAfterSeconds) return described;
  return {
    key: 'signInLocked',
    reasons: [],
    retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  };
}

const MISSING_IDENTIFIER = /must provide either an email or phone number/i;

const BY_CODE: Record<string, AuthErrorKey> = {
  invalid_credentials: 'invalidCredentials',
  email_address_invalid: 'invalidEmail',
  weak_password: 'weakPassword',
  same_password: 'samePassword',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'sendRateLimited',
  over_sms_send_rate_limit: 'sendRateLimited',
  session_not_found: 'sessionMissing',
  session_expired: 'sessionMissing',
  refresh_token_not_found: 'sessionMissing',
  refresh_token_already_used: 'sessionMissing',
  bad_jwt: 'sessionMissing',
  no_authorization: 'sessionMissing',
  user_not_found: 'sessionMissing',
  otp_expired: 'codeInvalid',
  reauthentication_not_valid: 'codeInvalid',
  user_already_exists: 'accountExists',
  email_exists: 'accountExists',
  phone_exists: 'accountExists',
  reauthentication_needed: 'reauthenticationNeeded',
  email_not_confirmed: 'emailNotConfirmed',
  phone_not_confirmed: 'phoneNotConfirmed',
  user_banned: 'accountBlocked',
  signup_disabled: 'signupDisabled',
  sms_send_failed: 'smsFailed',
  not_admin: 'notAllowed',
};

function weakPasswordLines(reasons: readonly string[]): WeakPasswordLine[] {
  const lines = new Set<WeakPasswordLine>();
  for (const reason of reasons) lines.add(isWeakPasswordReason(reason) ? reason : 'other');
  return lines.size > 0 ? [...lines] : ['other'];
}

export function describeAuthError(error: unknown): DescribedAuthError {
  const plain = (key: AuthErrorKey): DescribedAuthError => ({ key, reasons: [] });
  if (!isAuthError(error)) {
    // fetch() rejects with a TypeError when there is no network at all.
    return plain(error instanceof TypeError ? 'offline' : 'unexpected');
  }
  if (isAuthWeakPasswordError(error))
    return { key: 'weakPassword', reasons: weakPasswordLines(error.reasons) };
  if (isAuthRetryableFetchError(error)) return plain(error.status === 0 ? 'offline' : 'serverUnavailable');
  if (isAuthSessionMissingError(error) || error.name === 'AuthInvalidTokenResponseError') {
    return plain('sessionMissing');
  }
  if (MISSING_IDENTIFIER.test(error.message)) return plain('missingIdentifier');
  const byCode = error.code ? BY_CODE[error.code] : undefined;
  if (byCode) return plain(byCode);
  if (error.status === 429) return plain('rateLimited');
  if (error.code === 'validation_failed') {
    // The server names the field ("phone: Contains a control character…"), so this comes before the phone check.
    if (error.message.includes(INVALID_CHARACTERS_MESSAGE)) return plain('invalidCharacters');
    // Shaped like a number, but none such exists in its country: say so rather than "check the format".
    if (error.message === PHONE_NOT_VALID_MESSAGE) return plain('phoneNotValid');
    return plain(/phone/i.test(error.message) ? 'invalidPhone' : 'invalidInput');
  }
  if (isAuthApiError(error) && (error.status ?? 0) >= 500) return plain('serverUnavailable');
  return plain('unexpected');
}

/** Spec §8: sign-in, sign-up and profile errors are logged. Only the kind of error, never what was typed. */
export function logAuthError(action: string, error: unknown): void {
  if (isAuthError(error)) {
    console.error(`${action} failed`, { name: error.name, status: error.status, code: error.code });
  } else {
    console.error(`${action} failed`, error);
  }
}
