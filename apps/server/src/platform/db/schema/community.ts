import {
  CONTENT_REPORT_REASONS,
  CONTENT_REPORT_STATUSES,
  CONTENT_STATUSES,
  NOTIFICATION_KINDS,
  POST_KINDS,
  POST_LANGUAGES,
  POST_TOPICS,
  REPORT_VERIFICATIONS,
} from '@amparo/contract/community/community-limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

// Community (issue 14): members known by a display name they choose, their posts, comments and "helpful"
// reactions, reports about content, who blocked whom, and the notifications of the Alerts tab. Every row belongs
// to an account and goes with it (cascade). The public face of a member is `member_id`, never the account id.

/** Default notification choices: every kind in the Alerts tab; push only for what the person turns on. */
export type CommunityNotificationSettings = {
  /** Kinds (NOTIFICATION_KINDS) also sent as a web push when the person has allowed push on a device. */
  push: string[];
};

export const communityMembers = pgTable(
  'community_members',
  {
    userId: uuid()
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** What others see instead of the account id. */
    memberId: uuid().notNull().defaultRandom(),
    displayName: text().notNull(),
    /** The display name folded for comparison (NFKC, lower case, spaces squeezed): one person per name. */
    displayNameKey: text().notNull(),
    notificationSettings: jsonb()
      .$type<CommunityNotificationSettings>()
      .notNull()
      .default({ push: ['reply', 'moderation', 'report_verified', 'official_alert'] }),
    /** Alerts up to here have been seen (the official alerts, which are not per-person rows). */
    alertsSeenAt: timestamp({ withTimezone: true }),
    /** A banned member reads but cannot post, comment or react; the name stays reserved. */
    bannedAt: timestamp({ withTimezone: true }),
    bannedReason: text(),
    bannedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_members_member_id_key').on(table.memberId),
    uniqueIndex('community_members_display_name_key').on(table.displayNameKey),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: text({ enum: POST_KINDS }).notNull().default('post'),
    topic: text({ enum: POST_TOPICS }).notNull(),
    language: text({ enum: POST_LANGUAGES }).notNull(),
    body: text().notNull(),
    /** Enforcement reports only: a city or an area, and the state's USPS code. */
    reportArea: text(),
    reportState: text(),
    verification: text({ enum: REPORT_VERIFICATIONS }),
    verificationNote: text().notNull().default(''),
    verifiedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    verifiedAt: timestamp({ withTimezone: true }),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('visible'),
    /** Why it is held or hidden (shown to its author). */
    moderationReason: text().notNull().default(''),
    labels: text().array().notNull().default(sql`'{}'::text[]`),
    pinned: boolean().notNull().default(false),
    helpfulCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Rumours must not be amplified: a report of enforcement can never be pinned.
    check(
      'community_posts_reports_never_pinned',
      sql`${table.kind} <> 'enforcement_report' or not ${table.pinned}`,
    ),
    check(
      'community_posts_verification_only_on_reports',
      sql`(${table.kind} = 'enforcement_report') = (${table.verification} is not null)`,
    ),
    // The feed: newest first, keyset on (created_at, id).
    index('community_posts_feed_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('community_posts_topic_feed_idx').on(
      table.status,
      table.topic,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('community_posts_language_feed_idx').on(
      table.status,
      table.language,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('community_posts_author_idx').on(table.authorUserId, table.createdAt.desc()),
  ],
);

/**
 * An image stored through the object storage interface. Uploaded first (post_id null), attached when the post is
 * created; an unattached image older than a day is removed by the cleanup job.
 */
export const communityPostImages = pgTable(
  'community_post_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    postId: uuid().references(() => communityPosts.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    objectKey: text().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('community_post_images_post_idx').on(table.postId, table.position),
    index('community_post_images_owner_idx').on(table.ownerUserId, table.createdAt),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('visible'),
    moderationReason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('community_comments_post_idx').on(table.postId, table.createdAt, table.id),
    index('community_comments_author_idx').on(table.authorUserId, table.createdAt.desc()),
  ],
);

/** "Helpful": one per person per post. */
export const communityReactions = pgTable(
  'community_reactions',
  {
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** A member's report about a post or a comment, for the owner's moderation queue. */
export const communityContentReports = pgTable(
  'community_content_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    postId: uuid().references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid().references(() => communityComments.id, { onDelete: 'cascade' }),
    reason: text({ enum: CONTENT_REPORT_REASONS }).notNull(),
    note: text().notNull().default(''),
    status: text({ enum: CONTENT_REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolutionNote: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'community_content_reports_one_target',
      sql`(${table.postId} is null) <> (${table.commentId} is null)`,
    ),
    index('community_content_reports_queue_idx').on(table.status, table.createdAt),
    uniqueIndex('community_content_reports_once_per_post')
      .on(table.reporterUserId, table.postId)
      .where(sql`${table.postId} is not null`),
    uniqueIndex('community_content_reports_once_per_comment')
      .on(table.reporterUserId, table.commentId)
      .where(sql`${table.commentId} is not null`),
  ],
);

/** Who does not want to see whom: the blocker no longer sees the blocked member's posts and comments. */
export const communityBlocks = pgTable(
  'community_blocks',
  {
    blockerUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    blockedUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerUserId, table.blockedUserId] }),
    check('community_blocks_not_self', sql`${table.blockerUserId} <> ${table.blockedUserId}`),
  ],
);

/** One entry in one member's Alerts tab. Official alerts are posts, read from there, not copied per member. */
export const communityNotifications = pgTable(
  'community_notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientUserId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    postId: uuid().references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid().references(() => communityComments.id, { onDelete: 'cascade' }),
    actorDisplayName: text(),
    /**
     * Who found the post helpful (on `reaction` only), so that is told once per post and account even after a
     * rename. Never sent to the browser, which shows the display name; cleared when that account is deleted.
     */
    actorUserId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    detail: jsonb().$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('community_notifications_recipient_idx').on(
      table.recipientUserId,
      table.createdAt.desc(),
      table.id,
    ),
  ],
);

/** A browser's web push subscription (VAPID); removed when the push service says it is gone. */
export const communityPushSubscriptions = pgTable(
  'community_push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The language the pushes are written in (the app's language on that device). */
    language: text({ enum: POST_LANGUAGES }).notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
    failureCount: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('community_push_subscriptions_endpoint_key').on(table.endpoint),
    index('community_push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * The search vocabulary (modules/community/search-terms.ts, decision 040): each word that at least two people
 * used in visible posts and comments, as its language's dictionary stores it, with how many hold it. Rebuilt as a
 * whole by a job; it belongs to no account (a word one person alone wrote is never in it).
 */
export const communitySearchTerms = pgTable(
  'community_search_terms',
  {
    language: text({ enum: POST_LANGUAGES }).notNull(),
    lexeme: text().notNull(),
    documents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.lexeme] }),
    index('community_search_terms_trgm_idx').using('gist', table.lexeme.op('gist_trgm_ops')),
  ],
);
