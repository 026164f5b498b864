import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_KINDS } from './legal-limits.ts';

/**
 * `POST /api/v1/legal/reports` (signed in or not): a person reports a listing — a professional, a registry entry
 * or a review — to the people who run Amparo. The target must be one the public can see, else 404
 * `report_target_not_found`. Limited per network address and per account (429 `rate_limited`).
 */
export const ZCreateListingReportRequest = z.object({
  target_kind: z.enum(REPORT_TARGET_KINDS),
  target_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: text({ multiline: true }).trim().max(REPORT_DETAILS_MAX).default(''),
});
export type CreateListingReportRequest = z.input<typeof ZCreateListingReportRequest>;

/** Only what the reporter needs to know it arrived; nothing about other people's reports. */
export const ZCreateListingReportResponse = z.object({
  id: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type CreateListingReportResponse = z.infer<typeof ZCreateListingReportResponse>;

export const REPORT_TARGET_NOT_FOUND = 'report_target_not_found';
