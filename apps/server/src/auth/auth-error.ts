import type { WeakPasswordReason } from '@amparo/contract/auth/password-policy';

// Every failure of /auth/v1 leaves as an AuthError so it is answered in the protocol's versioned shape
// (`{ code, message }` plus the `x-sb-error-code` header). `@supabase/auth-js` turns that into the error the
// web app sees; the web app translates by `code`, so codes are the contract and messages are for humans.

export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'phone_not_confirmed'
  | 'user_banned'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_expired'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'over_sms_send_rate_limit'
  | 'user_already_exists'
  | 'email_exists'
  | 'phone_exists'
  | 'email_address_invalid'
  | 'otp_expired'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'same_password'
  | 'not_admin'
  | 'signup_disabled'
  | 'sms_send_failed'
  | 'not_found'
  | 'insufficient_aal'
  | 'mfa_verification_failed'
  | 'mfa_factor_not_found'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'too_many_enrolled_mfa_factors'
  | 'mfa_verified_factor_exists'
  | 'mfa_recovery_codes_sole_factor'
  | 'anonymous_provider_disabled'
  | 'provider_disabled'
  | 'web3_provider_disabled'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'saml_provider_disabled'
  | 'manual_linking_disabled'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'too_many_passkeys'
  | 'webauthn_challenge_not_found'
  | 'webauthn_challenge_expired'
  | 'webauthn_verification_failed'
  | 'webauthn_credential_exists'
  | 'unexpected_failure';

export class AuthError extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  /** Extra top-level fields of the body, such as `weak_password`. */
  readonly details: Record<string, unknown> | undefined;
  /** Set on 429 answers: sent as the Retry-After header. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, code: AuthErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

/** The versioned (2024-01-01) error body. */
export function authErrorBody(error: AuthError): Record<string, unknown> {
  return { ...error.details, code: error.code, message: error.message };
}

export const MISSING_IDENTIFIER_MESSAGE = 'You must provide either an email or phone number and a password';

export const authErrors = {
  validation(message: string): AuthError {
    return new AuthError(400, 'validation_failed', message);
  },
  badJson(): AuthError {
    return new AuthError(400, 'bad_json', 'Could not read the request body as JSON');
  },
  invalidCredentials(): AuthError {
    return new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  },
  emailNotConfirmed(): AuthError {
    return new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  },
  phoneNotConfirmed(): AuthError {
    return new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed');
  },
  userBanned(): AuthError {
    return new AuthError(400, 'user_banned', 'User is banned');
  },
  noAuthorization(): AuthError {
    return new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  },
  /** `reason` says what failed, in the words of the JWT library GoTrue uses ("token is expired"). */
  badJwt(reason: string): AuthError {
    return new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  },
  sessionNotFound(): AuthError {
    return new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  },
  userNotFound(): AuthError {
    return new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  },
  refreshTokenNotFound(): AuthError {
    return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  },
  refreshTokenAlreadyUsed(): AuthError {
    return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  },
  sessionExpired(): AuthError {
    return new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
  },
  weakPassword(message: string, reasons: readonly WeakPasswordReason[]): AuthError {
    return new AuthError(422, 'weak_password', message, {
      weak_password: { message, reasons: [...reasons] },
    });
  },
  overRequestRateLimit(): AuthError {
    return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  },
  overSendRateLimit(channel: 'email' | 'sms', retryAfterSeconds: number): AuthError {
    return new AuthError(
      429,
      channel === 'email' ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit',
      `For security purposes, you can only request this after ${Math.max(1, retryAfterSeconds)} seconds.`,
    );
  },
  userAlreadyExists(): AuthError {
    return new AuthError(422, 'user_already_exists', 'User already registered');
  },
  emailExists(): AuthError {
    return new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  },
  phoneExists(): AuthError {
    return new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered');
  },
  emailAddressInvalid(): AuthError {
    return new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  },
  otpExpired(): AuthError {
    return new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  },
  reauthenticationNeeded(): AuthError {
    return new AuthError(422, 'reauthentication_needed', 'Password update requires reauthentication');
  },
  reauthenticationNotValid(): AuthError {
    return new AuthError(422, 'reauthentication_not_valid', 'Verification code not found or expired');
  },
  samePassword(): AuthError {
    return new AuthError(422, 'same_password', 'New password should be different from the old password.');
  },
  notAdmin(message = 'User not allowed'): AuthError {
    return new AuthError(403, 'not_admin', message);
  },
  signupDisabled(): AuthError {
    return new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  },
  smsSendFailed(): AuthError {
    return new AuthError(422, 'sms_send_failed', 'Error sending the text message. Please try again later.');
  },
  notFound(): AuthError {
    return new AuthError(404, 'not_found', 'Not found');
  },
  /** Status and message differ by endpoint upstream (403 to enrol, 422 to unenrol, 401 for PUT /user). */
  insufficientAal(status: 401 | 403 | 422, message: string): AuthError {
    return new AuthError(status, 'insufficient_aal', message);
  },
  mfaVerificationFailed(message = 'Invalid TOTP code entered'): AuthError {
    return new AuthError(422, 'mfa_verification_failed', message);
  },
  mfaFactorNotFound(): AuthError {
    return new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  },
  mfaChallengeNotFound(): AuthError {
    return new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  },
  mfaChallengeExpired(challengeId: string): AuthError {
    return new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  },
  mfaFactorNameConflict(name: string): AuthError {
    return new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    );
  },
  tooManyEnrolledFactors(): AuthError {
    return new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  },
  recoveryCodesExist(): AuthError {
    return new AuthError(
      422,
      'mfa_verified_factor_exists',
      'Recovery codes are already enrolled for this user, use regenerate to rotate them',
    );
  },
  recoveryCodesNotFound(): AuthError {
    return new AuthError(404, 'mfa_factor_not_found', 'The user has not enrolled recovery codes');
  },
  recoveryCodesSoleFactor(): AuthError {
    return new AuthError(
      422,
      'mfa_recovery_codes_sole_factor',
      'At least one other verified factor is required to generate recovery codes',
    );
  },
  // Features Amparo does not build answer as the protocol does when they are switched off (decision 032).
  anonymousProviderDisabled(): AuthError {
    return new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  },
  providerDisabled(issuer: string): AuthError {
    return new AuthError(
      400,
      'provider_disabled',
      `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`,
    );
  },
  web3ProviderDisabled(): AuthError {
    return new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  },
  flowStateNotFound(): AuthError {
    return new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  },
  flowStateExpired(): AuthError {
    return new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  },
  samlProviderDisabled(): AuthError {
    return new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  },
  manualLinkingDisabled(): AuthError {
    return new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  },
  /** POST /factors with a factor type GoTrue knows but Amparo does not offer (only TOTP is built). */
  mfaEnrollDisabled(factorType: 'phone' | 'webauthn'): AuthError {
    return factorType === 'phone'
      ? new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
      : new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  },
  badCodeVerifier(): AuthError {
    return new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  },
} as const;
