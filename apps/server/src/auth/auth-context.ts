import type { Logger } from 'pino';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { SmsSender } from '../platform/sms/sms-sender.ts';
import type { AuthNotifier } from './auth-notifier.ts';
import { type AuthRateLimits, resolveAuthRateLimits } from './auth-rate-limits.ts';
import type { KeyStore } from './key-store.ts';
import type { PasswordHasher } from './password-hash.ts';

// What every auth service receives: the database, the keys, the senders and the settings derived from the
// configuration. Services take it as an argument, so tests build one with a real database and their own clock.

export type AuthSettings = {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The `iss` claim: `${publicUrl}/auth/v1`. */
  issuer: string;
  /** Email sign-ups are confirmed at once (no confirmation code). */
  mailerAutoconfirm: boolean;
  /** Phone sign-ups are confirmed at once (no confirmation code). */
  phoneAutoconfirm: boolean;
  demoAccounts: boolean;
  smsProvider: '' | 'twilio';
  /** The defaults with the operator's AUTH_RATE_LIMIT_* changes. */
  rateLimits: AuthRateLimits;
};

export type AuthContext = {
  db: Database;
  settings: AuthSettings;
  keys: KeyStore;
  hasher: PasswordHasher;
  mailer: Mailer;
  sms: SmsSender;
  notifier: AuthNotifier;
  log: Logger;
  now(): Date;
};

/**
 * Where nothing can be delivered (no SMTP, no SMS provider) a confirmation code could never reach anyone, so
 * that channel confirms at once. AUTH_AUTOCONFIRM overrides both channels.
 */
export function deriveAuthSettings(config: Config): AuthSettings {
  return {
    publicUrl: config.publicUrl,
    issuer: `${config.publicUrl}/auth/v1`,
    mailerAutoconfirm: config.authAutoconfirm ?? !config.smtpUrl,
    phoneAutoconfirm: config.authAutoconfirm ?? !config.twilio,
    demoAccounts: config.demoAccounts,
    smsProvider: config.twilio ? 'twilio' : '',
    rateLimits: resolveAuthRateLimits(config.authRateLimits),
  };
}
