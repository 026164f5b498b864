import { ALERT_CHANNELS, ALERT_KINDS, ALERT_STATUSES } from '@amparo/contract/emergency/incident';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { jobs } from './jobs.ts';

// Emergency contacts, Help Me Now settings, incidents and the alerts each incident sent. Every row belongs to
// one user and is read only through that user's id.

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    relationship: text().notNull().default(''),
    /** E.164 with the +. */
    phone: text().notNull(),
    email: text(),
    /** The language the contact reads (en, es, ht, pt, fr, ar, ur): their alerts are written in it. */
    language: text().notNull().default('en'),
    alertOnHelp: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('emergency_contacts_user_idx').on(table.userId, table.position)],
);

export const emergencySettings = pgTable('emergency_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  senderName: text().notNull().default(''),
  customMessage: text().notNull().default(''),
  shareLocation: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const incidents = pgTable(
  'incidents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** Made on the phone at activation: the same incident sent twice is stored once. */
    clientId: uuid().notNull(),
    status: text({ enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    locationLat: doublePrecision(),
    locationLng: doublePrecision(),
    locationAccuracy: doublePrecision(),
    timeZone: text(),
    /** The name and message as they were when the alert went out, so "I'm safe" names the person the same way. */
    senderName: text().notNull().default(''),
    customMessage: text().notNull().default(''),
  },
  (table) => [
    uniqueIndex('incidents_user_client_key').on(table.userId, table.clientId),
    index('incidents_user_started_idx').on(table.userId, table.startedAt),
  ],
);

/**
 * The rounds of alerts an incident sent (decision 043): round 1 is the incident's start, each "alert everyone
 * again" adds one, with the time and place of that press. Its alerts carry its number (`incident_alerts.round`).
 */
export const incidentRounds = pgTable(
  'incident_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    incidentId: uuid()
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    /** Made on the phone at the press: the same round sent twice is stored once. Round 1 has the incident's. */
    clientId: uuid().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    locationLat: doublePrecision(),
    locationLng: doublePrecision(),
    locationAccuracy: doublePrecision(),
    timeZone: text(),
  },
  (table) => [
    uniqueIndex('incident_rounds_incident_number_key').on(table.incidentId, table.number),
    uniqueIndex('incident_rounds_incident_client_key').on(table.incidentId, table.clientId),
    check('incident_rounds_number_positive', sql`${table.number} >= 1`),
  ],
);

export const incidentAlerts = pgTable(
  'incident_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    incidentId: uuid()
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    kind: text({ enum: ALERT_KINDS }).notNull(),
    channel: text({ enum: ALERT_CHANNELS }).notNull(),
    /** Null once the contact is deleted; the alert keeps its own copy of who it went to. */
    contactId: uuid().references(() => emergencyContacts.id, { onDelete: 'set null' }),
    contactName: text().notNull(),
    /** The family member this alert went to (issue 12); null for an emergency contact. */
    familyMemberUserId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    recipient: text().notNull(),
    language: text().notNull(),
    /**
     * The order the alerts were planned in: the person's order of contacts, SMS before email. It runs on across
     * rounds, so ordering by it alone lists round 1's alerts, then round 2's.
     */
    position: integer().notNull().default(0),
    /** The round of alerts it belongs to (`incident_rounds.number`); a "safe" alert has the last round's. */
    round: integer().notNull().default(1),
    status: text({ enum: ALERT_STATUSES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** The queue job that delivers it; a retry points it at a new job. */
    jobId: uuid().references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    /**
     * Committed just before the message goes to an outside provider (Twilio, SMTP), cleared with its answer.
     * Still set when a later attempt starts: the earlier one died mid-send and may have reached the contact.
     */
    sendStartedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('incident_alerts_incident_idx').on(table.incidentId, table.createdAt),
    check('incident_alerts_attempts_not_negative', sql`${table.attempts} >= 0`),
  ],
);
