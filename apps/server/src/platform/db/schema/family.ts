import {
  FAMILY_INVITATION_CHANNELS,
  FAMILY_INVITATION_STATUSES,
  FAMILY_ROLES,
} from '@amparo/contract/family/family-limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// Family protection (issue 12). A family belongs to one Full Protection holder; its people are the members with
// an account (the holder among them, role 'holder') and the dependents without one, kept on the holder's account.
// Every change that adds a person locks the `families` row first (`select … for update`), so two invitations
// accepted at the same moment cannot take the family past 5.

export const families = pgTable('families', {
  id: uuid().primaryKey().defaultRandom(),
  /** One family per holder; deleting the holder's account ends the family and everyone's coverage by it. */
  holderId: uuid()
    .notNull()
    .unique('families_holder_key')
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid()
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** A person is in at most one family. */
    userId: uuid()
      .notNull()
      .unique('family_members_user_key')
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text({ enum: FAMILY_ROLES }).notNull(),
    /** The name the rest of the family knows this person by. */
    displayName: text().notNull(),
    /** Whether this person is alerted when someone else in the family presses Help Me Now. */
    alertOnHelp: boolean().notNull().default(true),
    /** E.164; where their family alerts go by text when the account itself has no phone. */
    alertPhone: text(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('family_members_family_idx').on(table.familyId),
    uniqueIndex('family_members_one_holder').on(table.familyId).where(sql`${table.role} = 'holder'`),
  ],
);

export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid()
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token, hex; the token itself is only ever in the message and the link. */
    tokenHash: text().notNull().unique('family_invitations_token_key'),
    channel: text({ enum: FAMILY_INVITATION_CHANNELS }).notNull(),
    /** Lower-cased email or E.164 phone: only an account with this address may accept. */
    address: text().notNull(),
    inviteeName: text().notNull(),
    /** The invitee's language (en, es, ht, pt, fr, ar, ur): the message and the join page use it. */
    language: text().notNull(),
    /** The holder's name as the invitation shows it. */
    inviterName: text().notNull(),
    status: text({ enum: FAMILY_INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('family_invitations_family_idx').on(table.familyId, table.status)],
);

/** A child or an elderly parent without an account, kept on the holder's account and shown only to them. */
export const familyDependents = pgTable(
  'family_dependents',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid()
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    relationship: text().notNull().default(''),
    dateOfBirth: date({ mode: 'string' }),
    schoolOrCarePlace: text().notNull().default(''),
    /** Who may pick them up from school or care, as the holder writes it. */
    pickupPeople: text().notNull().default(''),
    allergies: text().notNull().default(''),
    medicines: text().notNull().default(''),
    doctor: text().notNull().default(''),
    languagesSpoken: text().notNull().default(''),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('family_dependents_family_idx').on(table.familyId, table.position)],
);

/** The people designated to care for a dependent if the holder cannot (the family emergency plan). */
export const dependentCaregivers = pgTable(
  'dependent_caregivers',
  {
    id: uuid().primaryKey().defaultRandom(),
    dependentId: uuid()
      .notNull()
      .references(() => familyDependents.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull().default(''),
    relationship: text().notNull().default(''),
    /** The caregiver has said yes. */
    hasAgreed: boolean().notNull().default(false),
    /** A caregiver's authorization (a signed form giving them a parent's say over school and medical care). */
    authorizationSigned: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dependent_caregivers_dependent_idx').on(table.dependentId, table.position)],
);
