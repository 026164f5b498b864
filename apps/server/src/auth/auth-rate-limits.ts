import { createHash } from 'node:crypto';
import type { AuthRateLimitName, AuthRateLimitOverrides } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { consumeRateLimit } from '../platform/http/rate-limit.ts';
import { type AuthError, authErrors } from './auth-error.ts';

// Limits live in the database, so they hold across every process. Keys carry hashes, never an address or an
// email. A per-account limit is counted for unknown accounts too, so hitting it says nothing about who exists.

export type AuthRateLimit = { limit: number; windowSeconds: number };

export type AuthRateLimits = Record<AuthRateLimitName, AuthRateLimit>;

/** The defaults; an operator replaces any of them with AUTH_RATE_LIMIT_* (platform/config.ts). */
export const AUTH_RATE_LIMITS = {
  passwordGrantPerIp: { limit: 30, windowSeconds: 5 * 60 },
  passwordGrantPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  refreshPerIp: { limit: 150, windowSeconds: 5 * 60 },
  signupPerIp: { limit: 30, windowSeconds: 5 * 60 },
  /** /otp, /recover, /resend, /reauthenticate, PUT /user. */
  messagesPerIp: { limit: 30, windowSeconds: 5 * 60 },
  verifyPerIp: { limit: 30, windowSeconds: 5 * 60 },
  verifyPerIdentifier: { limit: 10, windowSeconds: 15 * 60 },
  /** One message a minute to the same address or number… */
  sendPerRecipient: { limit: 1, windowSeconds: 60 },
  /** …and at most ten an hour. */
  sendPerRecipientHourly: { limit: 10, windowSeconds: 60 * 60 },
} as const satisfies AuthRateLimits;

/** The rules in force: the defaults with the operator's changes. */
export function resolveAuthRateLimits(overrides: AuthRateLimitOverrides): AuthRateLimits {
  return { ...AUTH_RATE_LIMITS, ...overrides };
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/** Counts one attempt; throws a 429 in the protocol's shape when over the limit. */
export async function enforceRateLimit(
  db: Database,
  input: {
    scope: string;
    subject: string;
    rule: AuthRateLimit;
    now: Date;
    error?: (retryAfter: number) => AuthError;
  },
): Promise<void> {
  const result = await consumeRateLimit(db, {
    key: `auth:${input.scope}:${digest(input.subject)}`,
    limit: input.rule.limit,
    windowSeconds: input.rule.windowSeconds,
    now: input.now,
  });
  if (!result.allowed) {
    const error = input.error?.(result.retryAfterSeconds) ?? authErrors.overRequestRateLimit();
    throw Object.assign(error, { retryAfterSeconds: result.retryAfterSeconds });
  }
}

export type SendPurpose =
  | 'signup'
  | 'signin'
  | 'recovery'
  | 'email_change'
  | 'phone_change'
  | 'reauthentication';

/**
 * The per-recipient send limits of email and SMS: 429 `over_email_send_rate_limit` / `over_sms_send_rate_limit`.
 * One a minute per kind of message (a recovery right after a confirmation is fine), ten an hour in all.
 */
export async function enforceSendLimit(
  db: Database,
  input: {
    channel: 'email' | 'sms';
    recipient: string;
    purpose: SendPurpose;
    now: Date;
    rules: Pick<AuthRateLimits, 'sendPerRecipient' | 'sendPerRecipientHourly'>;
  },
): Promise<void> {
  const error = (retryAfter: number) => authErrors.overSendRateLimit(input.channel, retryAfter);
  await enforceRateLimit(db, {
    scope: `send:${input.channel}:${input.purpose}`,
    subject: input.recipient,
    rule: input.rules.sendPerRecipient,
    now: input.now,
    error,
  });
  await enforceRateLimit(db, {
    scope: `send-hourly:${input.channel}`,
    subject: input.recipient,
    rule: input.rules.sendPerRecipientHourly,
    now: input.now,
    error,
  });
}
