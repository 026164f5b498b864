import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// What happened to an account's security, shown to the person in the security center ("smart threat
// detection"). Rows hold a device description and a truncated network, never a token, code or full address.

export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'new_device',
  'sign_in_locked',
  'password_changed',
  'email_changed',
  'phone_changed',
  'factor_added',
  'factor_removed',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'refresh_token_reused',
  'session_revoked',
  'other_sessions_revoked',
  'data_exported',
  'deletion_requested',
  'deletion_cancelled',
] as const;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const authSecurityEvents = pgTable(
  'auth_security_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: text({ enum: SECURITY_EVENT_KINDS }).notNull(),
    /** The session it happened in, when there was one (not a foreign key: the event outlives the session). */
    sessionId: uuid(),
    /** "Chrome on Android" style, from the user agent. */
    device: text(),
    /** The /24 (IPv4) or /48 (IPv6) network, never the full address. */
    ipNetwork: text(),
    /** Small, non-secret facts about the event (e.g. the factor's friendly name). */
    detail: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_security_events_user_created_idx').on(table.userId, table.createdAt)],
);
