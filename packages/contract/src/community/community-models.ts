import { z } from 'zod';
import {
  CONTENT_STATUSES,
  NOTIFICATION_KINDS,
  POST_KINDS,
  POST_LABELS,
  POST_LANGUAGES,
  POST_TOPICS,
  REPORT_VERIFICATIONS,
} from './community-limits.ts';

/**
 * Who wrote something, as the community sees them: a pseudonymous display name the person chose and a member id
 * that is not their account id. Never a legal name, an email or a phone.
 */
export const ZCommunityAuthor = z.object({
  member_id: z.uuid(),
  display_name: z.string(),
  /** The caller wrote it: they may edit or delete it. */
  is_you: z.boolean(),
  /** Set when the author manages a listing Amparo verified (legal_service_organizations), or is Amparo's owner. */
  verified_organization: z.object({ name: z.string() }).nullable(),
});
export type CommunityAuthor = z.infer<typeof ZCommunityAuthor>;

export const ZPostImage = z.object({
  id: z.uuid(),
  /** `GET /api/v1/community/images/:id`, same origin. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PostImage = z.infer<typeof ZPostImage>;

/** An enforcement report's place: a city or an area and the state, never more precise. */
export const ZReportArea = z.object({ area: z.string(), state: z.string() });

export const ZPost = z.object({
  id: z.uuid(),
  author: ZCommunityAuthor,
  kind: z.enum(POST_KINDS),
  topic: z.enum(POST_TOPICS),
  language: z.enum(POST_LANGUAGES),
  body: z.string(),
  images: z.array(ZPostImage),
  /** Only for an enforcement report. */
  area: ZReportArea.nullable(),
  /** Only for an enforcement report. */
  verification: z.enum(REPORT_VERIFICATIONS).nullable(),
  /** What the verified organisation or the owner said when they decided; empty otherwise. */
  verification_note: z.string(),
  verified_at: z.iso.datetime({ offset: true }).nullable(),
  /** Who decided an enforcement report: the verified organisation's name ("Amparo" for the owner). */
  verified_by: z.object({ name: z.string() }).nullable(),
  labels: z.array(z.enum(POST_LABELS)),
  /** Anyone but the author sees only visible posts. */
  status: z.enum(CONTENT_STATUSES),
  /**
   * Only to the author of a held or hidden post: why (`new_account_link` for a new account's post with a link, or
   * the moderator's reason).
   */
  moderation_reason: z.string().optional(),
  pinned: z.boolean(),
  helpful_count: z.number().int(),
  you_found_helpful: z.boolean(),
  comment_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  edited_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Post = z.infer<typeof ZPost>;

export const ZComment = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  author: ZCommunityAuthor,
  body: z.string(),
  status: z.enum(CONTENT_STATUSES),
  created_at: z.iso.datetime({ offset: true }),
  edited_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Comment = z.infer<typeof ZComment>;

export const ZCommunityNotification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  post_id: z.uuid().nullable(),
  comment_id: z.uuid().nullable(),
  /** The display name of whoever caused it (who replied, who found it helpful), when there is one. */
  actor_display_name: z.string().nullable(),
  /** Kind-specific facts the browser turns into a sentence (a moderation outcome, a verification); no free text from other people beyond a short excerpt. */
  detail: z.record(z.string(), z.string()),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type CommunityNotification = z.infer<typeof ZCommunityNotification>;
