import { LANGUAGES } from '../i18n/languages.ts';

// Community (issue 14): the numbers and names every side of the feed agrees on. A change here changes what the
// server accepts and what the browser's forms allow, together.

/** The topics a post is filed under, in the order the filters show them. */
export const POST_TOPICS = [
  'rights',
  'documents',
  'work',
  'housing',
  'health',
  'schools',
  'scams',
  'general',
] as const;
export type PostTopic = (typeof POST_TOPICS)[number];

/** A post is written in one of the app's seven languages. */
export const POST_LANGUAGES = LANGUAGES.map((language) => language.code) as [
  (typeof LANGUAGES)[number]['code'],
  ...(typeof LANGUAGES)[number]['code'][],
];
export type PostLanguage = (typeof POST_LANGUAGES)[number];

/**
 * `post`: anything a member writes. `enforcement_report`: someone says they saw immigration enforcement; shown as
 * an unverified report until a verified organisation or the owner decides (docs/decisions/029). `official_alert`:
 * written by a verified organisation or the owner; reaches every member's Alerts tab.
 */
export const POST_KINDS = ['post', 'enforcement_report', 'official_alert'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** What is known about an enforcement report. `false` keeps the post visible, labelled, so the rumour is answered. */
export const REPORT_VERIFICATIONS = ['unverified', 'confirmed', 'false'] as const;
export type ReportVerification = (typeof REPORT_VERIFICATIONS)[number];

/** `held`: waiting for the owner (a new account's post with a link); only its author sees it. `hidden`: moderated. */
export const CONTENT_STATUSES = ['visible', 'held', 'hidden'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Labels the server puts on a post from what it says; the browser explains each one. */
export const POST_LABELS = ['scam_warning'] as const;
export type PostLabel = (typeof POST_LABELS)[number];

export const CONTENT_REPORT_REASONS = [
  'false_information',
  'scam',
  'identifies_someone',
  'harassment',
  'hate',
  'spam',
  'other',
] as const;
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number];

export const CONTENT_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ContentReportStatus = (typeof CONTENT_REPORT_STATUSES)[number];

/** What reaches a member's Alerts tab from the server (document-expiry reminders are computed on the device). */
export const NOTIFICATION_KINDS = [
  'reply',
  'reaction',
  'moderation',
  'report_verified',
  'official_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Characters, after trimming. About a long phone screen of text: enough to explain, short enough to read. */
export const POST_BODY_MAX = 2000;
export const COMMENT_BODY_MAX = 1000;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;
/** An enforcement report names a city or an area, never an address. */
export const REPORT_AREA_MAX = 80;
export const MODERATION_REASON_MAX = 500;
export const CONTENT_REPORT_NOTE_MAX = 500;
export const SEARCH_QUERY_MAX = 200;

export const POST_IMAGES_MAX = 4;
/** After the browser re-encodes the image (which drops EXIF and location). */
export const POST_IMAGE_BYTES_MAX = 1_500_000;
/** The longest side the browser scales an image down to before upload. */
export const POST_IMAGE_SIDE_MAX = 1600;
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/webp'] as const;

export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_SIZE_MAX = 50;
