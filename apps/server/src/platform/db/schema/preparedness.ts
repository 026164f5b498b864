import { PLAN_NAME_MAX, PLAN_NOTES_MAX } from '@amparo/contract/emergency/preparedness-plan';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// The family preparedness plan (issue 5, point 8): one row per account, keyed by the user id, removed with the
// account. Every field may be empty: people fill in what they know and come back for the rest.
export const preparednessPlans = pgTable(
  'preparedness_plans',
  {
    userId: uuid()
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    childrenCaregiverName: text(),
    childrenCaregiverPhone: text(),
    documentsHolderName: text(),
    documentsHolderPhone: text(),
    aNumber: text(),
    lawyerName: text(),
    lawyerPhone: text(),
    notes: text(),
    // The family emergency plan (issue 12, point 5) extends this plan rather than keeping a second one.
    meetingPoint: text(),
    /** Who keeps copies of which documents, one line per person. */
    documentCopies: text(),
    /** The numbers every member should know by heart, one per line. */
    numbersToKnow: text(),
    /** What the school or care place should be told, and who may pick the children up. */
    schoolInstructions: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('preparedness_plans_a_number_format', sql`${table.aNumber} ~ '^A[0-9]{8,9}$'`),
    check(
      'preparedness_plans_notes_length',
      sql`char_length(${table.notes}) <= ${sql.raw(String(PLAN_NOTES_MAX))}`,
    ),
    check(
      'preparedness_plans_names_length',
      sql`char_length(${table.childrenCaregiverName}) <= ${sql.raw(String(PLAN_NAME_MAX))}
        and char_length(${table.documentsHolderName}) <= ${sql.raw(String(PLAN_NAME_MAX))}
        and char_length(${table.lawyerName}) <= ${sql.raw(String(PLAN_NAME_MAX))}`,
    ),
  ],
);
