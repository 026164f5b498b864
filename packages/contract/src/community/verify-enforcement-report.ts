import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { MODERATION_REASON_MAX } from './community-limits.ts';
import { ZPost } from './community-models.ts';

/**
 * `POST /api/v1/community/posts/:id/verification`: a verified organisation or the owner says an enforcement report
 * is confirmed or false, with a note the community reads (docs/decisions/029). A false report stays visible with
 * its label, so the rumour is answered where it spread. 403 `not_allowed_to_verify`; 400 `not_a_report` on any
 * other kind of post; 404 `post_not_found` when the caller cannot see it.
 */
export const ZVerifyEnforcementReportParams = z.object({ id: z.uuid() });

export const ZVerifyEnforcementReportRequest = z.object({
  verification: z.enum(['confirmed', 'false']),
  note: text({ multiline: true }).trim().min(1).max(MODERATION_REASON_MAX),
});
export type VerifyEnforcementReportRequest = z.input<typeof ZVerifyEnforcementReportRequest>;

export const ZVerifyEnforcementReportResponse = ZPost;

export const NOT_ALLOWED_TO_VERIFY = 'not_allowed_to_verify';
export const NOT_A_REPORT = 'not_a_report';
export const POST_NOT_FOUND = 'post_not_found';
