import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { CONTENT_REPORT_NOTE_MAX, CONTENT_REPORT_REASONS } from './community-limits.ts';

/**
 * `POST /api/v1/community/reports`: a member tells the people who run Amparo that a post or a comment is a scam,
 * false, identifies someone… The target must be one the caller can see, else 404 `report_target_not_found`. One
 * report per person per target: sending it again answers 200 with the same id (201 the first time). Needs no
 * display name. 429 `rate_limited` after many reports in an hour.
 */
export const CONTENT_REPORT_TARGET_KINDS = ['post', 'comment'] as const;
export type ContentReportTargetKind = (typeof CONTENT_REPORT_TARGET_KINDS)[number];

export const ZCreateContentReportRequest = z.object({
  target_kind: z.enum(CONTENT_REPORT_TARGET_KINDS),
  target_id: z.uuid(),
  reason: z.enum(CONTENT_REPORT_REASONS),
  note: text({ multiline: true }).trim().max(CONTENT_REPORT_NOTE_MAX).default(''),
});
export type CreateContentReportRequest = z.input<typeof ZCreateContentReportRequest>;

export const ZCreateContentReportResponse = z.object({ id: z.uuid() });
export type CreateContentReportResponse = z.infer<typeof ZCreateContentReportResponse>;

export const CONTENT_REPORT_TARGET_NOT_FOUND = 'report_target_not_found';
