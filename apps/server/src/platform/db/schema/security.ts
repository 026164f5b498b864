import { SECURITY_EVENT_KINDS, type SecurityEventKind } from '@amparo/contract/security/list-security-events';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// What happened to an account's security, shown to the person in the security center ("smart threat
// detection"). Rows hold a device description and a truncated network, never a token, code or full address.

// One list, the contract's: the log's screen reads the same kinds the server writes.
export { SECURITY_EVENT_KINDS, type SecurityEventKind };

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
