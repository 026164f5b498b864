import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// The people who run Amparo (spec §2: /owner/dashboard). A role is granted from the command line only
// (`npm run owner -- grant <email>`), never through the API, so no request can make its caller an owner.

export const OWNER_ROLE = 'owner';

export const accountRoles = pgTable(
  'account_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text({ enum: [OWNER_ROLE] }).notNull(),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who granted it, in words (the command line records the machine's user). */
    grantedBy: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * Every decision an owner makes (a professional verified or suspended, a review moderated, a registry entry
 * edited, a report resolved): who, when, about what, and why. Kept when the owner's account goes (`actor` is
 * then null), because the decision still stands.
 */
export const ownerAuditLog = pgTable(
  'owner_audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorUserId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetKind: text().notNull(),
    targetId: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('owner_audit_log_target_idx').on(table.targetKind, table.targetId, table.createdAt)],
);
