import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// The person's own settings that follow them to another device (decision 036): text size, contrast, how soon the
// vault locks, and by which channels Amparo's messages to them come. One row per account, written on the first
// change (no row means every default), removed with the account.
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid()
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    textSize: smallint().notNull().default(100),
    highContrast: boolean().notNull().default(false),
    /** 0: lock on leaving the app. */
    vaultLockMinutes: smallint().notNull().default(5),
    familyAlertsEmail: boolean().notNull().default(true),
    familyAlertsSms: boolean().notNull().default(true),
    consultationsEmail: boolean().notNull().default(true),
    consultationsSms: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_preferences_text_size', sql`${table.textSize} in (100, 115, 130)`),
    check('user_preferences_vault_lock', sql`${table.vaultLockMinutes} in (0, 1, 5, 15, 30, 60)`),
    // Someone in the family needs help: that message must reach the person one way or the other.
    check(
      'user_preferences_family_alerts_channel',
      sql`${table.familyAlertsEmail} or ${table.familyAlertsSms}`,
    ),
  ],
);
