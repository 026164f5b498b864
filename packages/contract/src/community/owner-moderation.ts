import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import {
  CONTENT_REPORT_REASONS,
  CONTENT_REPORT_STATUSES,
  CONTENT_STATUSES,
  MODERATION_REASON_MAX,
  POST_KINDS,
  REPORT_VERIFICATIONS,
} from './community-limits.ts';
import { CONTENT_REPORT_TARGET_KINDS } from './create-content-report.ts';

// The owner's side of community safety (issue 14, point 8), all under /api/v1/owner/community, owner only
// (403 `owner_only`). Every decision is written to the owner's audit log.

const reason = text({ multiline: true }).trim().min(1).max(MODERATION_REASON_MAX);

/** The reported or held item, with what it says and who wrote it (display name and member id, never an account). */
export const ZModerationItem = z.object({
  target_kind: z.enum(CONTENT_REPORT_TARGET_KINDS),
  id: z.uuid(),
  /** For a comment, the post it is under. */
  post_id: z.uuid(),
  post_kind: z.enum(POST_KINDS),
  body: z.string(),
  status: z.enum(CONTENT_STATUSES),
  moderation_reason: z.string(),
  /** Only for an enforcement report. */
  verification: z.enum(REPORT_VERIFICATIONS).nullable(),
  author: z.object({
    member_id: z.uuid().nullable(),
    display_name: z.string().nullable(),
    banned: z.boolean(),
  }),
  created_at: z.iso.datetime({ offset: true }),
});
export type ModerationItem = z.infer<typeof ZModerationItem>;

export const ZQueueReport = z.object({
  id: z.uuid(),
  reason: z.enum(CONTENT_REPORT_REASONS),
  note: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

/** Open reports about one item, oldest first; `reasons` counts them by reason. */
export const ZQueueEntry = z.object({
  item: ZModerationItem,
  report_count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(CONTENT_REPORT_REASONS), count: z.number().int() })),
  reports: z.array(ZQueueReport),
});
export type QueueEntry = z.infer<typeof ZQueueEntry>;

/**
 * `GET /api/v1/owner/community/queue`: open reports grouped by what they are about, the most reported first;
 * posts held for review (a new account's post with a link); enforcement reports still unverified.
 */
export const ZModerationQueueResponse = z.object({
  reported: z.array(ZQueueEntry),
  held: z.array(ZModerationItem),
  unverified_reports: z.array(ZModerationItem),
});
export type ModerationQueueResponse = z.infer<typeof ZModerationQueueResponse>;

/**
 * `POST /api/v1/owner/community/posts/:id/moderation` and `/comments/:id/moderation`: hide (with the reason its
 * author sees) or restore (which also releases a held post). Open reports about it are resolved; its author is
 * notified. 404 `content_not_found`.
 */
export const ZModerateContentParams = z.object({ id: z.uuid() });
export const ZModerateContentRequest = z.object({ action: z.enum(['hide', 'restore']), reason });
export type ModerateContentRequest = z.input<typeof ZModerateContentRequest>;
export const ZModerateContentResponse = ZModerationItem;

/**
 * `POST` / `DELETE /api/v1/owner/community/members/:memberId/ban`: a banned member reads but cannot post, comment or
 * react; the display name stays taken. 204. 404 `member_not_found`.
 */
export const ZBanMemberParams = z.object({ memberId: z.uuid() });
export const ZBanMemberRequest = z.object({ reason });
export type BanMemberRequest = z.input<typeof ZBanMemberRequest>;
/** Lifting a ban may say why; the audit log keeps it. */
export const ZUnbanMemberRequest = z
  .object({ reason: text({ multiline: true }).trim().max(MODERATION_REASON_MAX).default('') })
  .nullish();

/** `POST /api/v1/owner/community/reports/:id/resolve`: 404 `report_not_found`; 409 `report_already_closed`. */
export const ZResolveContentReportParams = z.object({ id: z.uuid() });
export const ZResolveContentReportRequest = z.object({
  status: z.enum(['resolved', 'dismissed']),
  note: text({ multiline: true }).trim().max(MODERATION_REASON_MAX).default(''),
});
export type ResolveContentReportRequest = z.input<typeof ZResolveContentReportRequest>;
export const ZContentReport = z.object({
  id: z.uuid(),
  target_kind: z.enum(CONTENT_REPORT_TARGET_KINDS),
  target_id: z.uuid(),
  reason: z.enum(CONTENT_REPORT_REASONS),
  note: z.string(),
  status: z.enum(CONTENT_REPORT_STATUSES),
  resolution_note: z.string(),
  resolved_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ContentReport = z.infer<typeof ZContentReport>;

export const CONTENT_NOT_FOUND = 'content_not_found';
export const REPORT_NOT_FOUND = 'report_not_found';
export const REPORT_ALREADY_CLOSED = 'report_already_closed';
