import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { VERIFICATION_NOTE_MAX } from './legal-limits.ts';
import { ZOwnerListingReport } from './owner-list-listing-reports.ts';

/**
 * `POST /api/v1/owner/legal/reports/:id/resolution` (owner only): closes an open report — `resolved` (acted on) or
 * `dismissed` (nothing to do) — with a note saying why, written to the audit log. 404 `report_not_found`; 409
 * `report_already_closed`.
 */
export const ZResolveListingReportParams = z.object({ id: z.uuid() });

export const ZResolveListingReportRequest = z.object({
  outcome: z.enum(['resolved', 'dismissed']),
  note: text({ multiline: true })
    .trim()
    .min(1, 'Say what was done, or why nothing was')
    .max(VERIFICATION_NOTE_MAX),
});
export type ResolveListingReportRequest = z.input<typeof ZResolveListingReportRequest>;

export const ZResolveListingReportResponse = ZOwnerListingReport;

export const REPORT_NOT_FOUND = 'report_not_found';
export const REPORT_ALREADY_CLOSED = 'report_already_closed';
