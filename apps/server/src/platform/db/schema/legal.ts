import {
  CONSULTATION_STATUSES,
  FEE_MODELS,
  LEGAL_SERVICE_KINDS,
  LISTING_SOURCES,
  PROFESSIONAL_KINDS,
  PROFESSIONAL_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  REVIEW_STATUSES,
} from '@amparo/contract/legal/legal-limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { vaultShares } from './vault.ts';

// Legal help (issue 13): verified professionals, consultation requests between a person and a professional, the
// reviews that follow a consultation, the registry of nonprofit legal services and hotlines, and the reports people
// make about any of those listings. Whatever is public (a verified listing, a registry entry) is read only through
// the filters in the legal module; everything else belongs to the one or two accounts named on the row.

/**
 * A legal professional's listing, keyed by their account. Never shown to the public unless `status` is
 * `verified` and `verification_expires_at` is still ahead. A change to who they are (name, kind, bar admissions,
 * organisation) sends a verified listing back to `pending`.
 */
export const legalProfessionals = pgTable(
  'legal_professionals',
  {
    userId: uuid()
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: text({ enum: PROFESSIONAL_KINDS }).notNull(),
    fullName: text().notNull(),
    /** For an accredited representative: the recognised organisation they work for (EOIR roster). */
    recognizedOrganization: text(),
    /** For an accredited representative: when their accreditation ends, as the EOIR roster gives it. */
    accreditationExpiresOn: date({ mode: 'string' }),
    /** ISO 639-1 codes (SERVICE_LANGUAGE_CODES). */
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    practiceAreas: text().array().notNull().default(sql`'{}'::text[]`),
    city: text().notNull().default(''),
    /** USPS code of the office's state. */
    state: text().notNull(),
    offersRemote: boolean().notNull().default(false),
    feeModel: text({ enum: FEE_MODELS }).notNull(),
    /** Hourly range in cents; a flat fee is `feeMinCents` alone. */
    feeMinCents: integer(),
    feeMaxCents: integer(),
    /** 0 for a free first consultation; null when not said. */
    firstConsultationCents: integer(),
    bio: text().notNull().default(''),
    website: text(),
    status: text({ enum: PROFESSIONAL_STATUSES }).notNull().default('pending'),
    /** Why a listing was suspended or rejected, shown to the professional. */
    statusReason: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp({ withTimezone: true }),
    /** The owner who checked; kept as null if that owner's account is later deleted. */
    verifiedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    /** Where the owner looked the licence or accreditation up (a state bar's search, the EOIR roster). */
    verificationSource: text(),
    verificationNote: text(),
    verificationExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('legal_professionals_listed_idx')
      .on(table.status, table.verificationExpiresAt)
      .where(sql`${table.status} = 'verified'`),
    check(
      'legal_professionals_fees_not_negative',
      sql`coalesce(${table.feeMinCents}, 0) >= 0 and coalesce(${table.feeMaxCents}, 0) >= 0 and coalesce(${table.firstConsultationCents}, 0) >= 0`,
    ),
  ],
);

/** An attorney's bar admissions: each state's bar number, looked up by the owner before the listing shows. */
export const legalBarAdmissions = pgTable(
  'legal_bar_admissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    professionalUserId: uuid()
      .notNull()
      .references(() => legalProfessionals.userId, { onDelete: 'cascade' }),
    state: text().notNull(),
    barNumber: text().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [
    index('legal_bar_admissions_professional_idx').on(table.professionalUserId),
    // Two accounts claiming one licence is a sign of impersonation: the verification queue shows it.
    index('legal_bar_admissions_number_idx').on(table.state, table.barNumber),
  ],
);

/** A person asks a professional for a consultation; both read it, each acts on their own side of it. */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    professionalUserId: uuid()
      .notNull()
      .references(() => legalProfessionals.userId, { onDelete: 'cascade' }),
    /** A practice area (PRACTICE_AREAS). */
    topic: text().notNull(),
    /** Up to MAX_PREFERRED_TIMES times the person could meet, ISO 8601 with their offset, in their order. */
    preferredTimes: jsonb().$type<string[]>().notNull().default([]),
    message: text().notNull(),
    status: text({ enum: CONSULTATION_STATUSES }).notNull().default('requested'),
    /** The time the professional proposed, while `time_proposed`. */
    proposedTime: timestamp({ withTimezone: true }),
    /** The agreed time, once accepted. */
    scheduledTime: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultation_requests_client_idx').on(table.clientUserId, table.createdAt),
    index('consultation_requests_professional_idx').on(table.professionalUserId, table.createdAt),
  ],
);

/** What happened to a consultation, in order: each status change with who made it and their note. */
export const consultationEvents = pgTable(
  'consultation_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    consultationId: uuid()
      .notNull()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    /** Null once that account is deleted. */
    actorUserId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    status: text({ enum: CONSULTATION_STATUSES }).notNull(),
    note: text().notNull().default(''),
    /** The time proposed or agreed with this change, if any. */
    time: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_events_consultation_idx').on(table.consultationId, table.createdAt)],
);

/**
 * The vault documents a person shared with the professional for a consultation: the share itself (the file key
 * wrapped for the professional's public key) lives in the vault; revoking it there removes it here too.
 */
export const consultationDocuments = pgTable(
  'consultation_documents',
  {
    consultationId: uuid()
      .notNull()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    shareId: uuid()
      .notNull()
      .references(() => vaultShares.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.consultationId, table.shareId] })],
);

/** One review per consultation, only once it is `done`, published only after the owner's moderation. */
export const consultationReviews = pgTable(
  'consultation_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    consultationId: uuid()
      .notNull()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    clientUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    professionalUserId: uuid()
      .notNull()
      .references(() => legalProfessionals.userId, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    text: text().notNull().default(''),
    /** The language it was written in, so readers know. */
    language: text().notNull().default('en'),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    moderatedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    moderatedAt: timestamp({ withTimezone: true }),
    moderationNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consultation_reviews_consultation_key').on(table.consultationId),
    index('consultation_reviews_professional_idx').on(table.professionalUserId, table.status),
    check('consultation_reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * The registry of nonprofit legal services and hotlines (issue 13, point 5). Entries from the curated data file
 * carry its `seed_key`, so a restart adds new ones without touching what the owner edited or hid. Organisation
 * accounts that manage their own listing come later: `managed_by_user_id` is where that account goes.
 */
export const legalServiceOrganizations = pgTable(
  'legal_service_organizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    seedKey: text(),
    name: text().notNull(),
    kind: text({ enum: LEGAL_SERVICE_KINDS }).notNull(),
    /** A short description per language code; English is always there. */
    description: jsonb().$type<Record<string, string>>().notNull(),
    website: text().notNull(),
    /** Only a number taken from the organisation's own public pages; null when not sure. */
    phone: text(),
    /** Human words for when the phone line is open, in English (for example "Mon–Fri 8am–8pm Eastern"). */
    phoneHours: text(),
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    /** USPS state codes, or `US` for the whole country. */
    states: text().array().notNull().default(sql`'{}'::text[]`),
    services: text().array().notNull().default(sql`'{}'::text[]`),
    source: text({ enum: LISTING_SOURCES }).notNull().default('public_listing'),
    /** The day the entry was written down: the curated file's day for its entries, the owner's for theirs. */
    addedOn: date({ mode: 'string' }).notNull().defaultNow(),
    /**
     * The day a person last checked the facts against the organisation's own pages; null until someone has (the
     * listing then says when it was added, not "last checked").
     */
    lastCheckedOn: date({ mode: 'string' }),
    /**
     * True while the entry is the curated file's, untouched: each start brings it in line with the file. Any owner
     * action (edit, hide, verify) makes it the owner's, and the file never changes it again.
     */
    followsCuratedFile: boolean().notNull().default(false),
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    hidden: boolean().notNull().default(false),
    /** The organisation's own account, once organisation accounts exist; null while Amparo keeps the entry. */
    managedByUserId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('legal_service_organizations_seed_key').on(table.seedKey)],
);

/** A person's report about a listing or a review; it waits in the owner's queue. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    targetKind: text({ enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: uuid().notNull(),
    /** Null when made signed out (the registry and legal aid are public) or once the account is deleted. */
    reporterUserId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    details: text().notNull().default(''),
    status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolutionNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listing_reports_open_idx').on(table.status, table.createdAt),
    index('listing_reports_target_idx').on(table.targetKind, table.targetId),
  ],
);
