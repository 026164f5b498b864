import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_KINDS } from './legal-limits.ts';

/**
 * `GET /api/v1/owner/legal/reports` (owner only): the reports, open ones first (oldest first, as a queue), then
 * the closed ones, newest first. Each names its target as the owner needs to act on it. Who reported is not
 * shown: a report may be made signed out, and the queue is about the listing, not the person.
 */
export const ZOwnerListListingReportsQuery = z.object({
  status: z.enum([...REPORT_STATUSES, 'all']).default('all'),
});

export const ZListingReportTarget = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  id: z.uuid(),
  /** The professional's or organisation's name; for a review, the reviewed professional's name. Null once gone. */
  name: z.string().nullable(),
  /** For a review, its text; for an organisation, its website; for a professional, their state. */
  detail: z.string().nullable(),
  /** Whether the public can still see it (listed, not hidden, published). */
  publicly_visible: z.boolean(),
});
export type ListingReportTarget = z.infer<typeof ZListingReportTarget>;

export const ZOwnerListingReport = z.object({
  id: z.uuid(),
  target: ZListingReportTarget,
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  /** Whether it was made signed in; who made it is not shown. */
  signed_in: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type OwnerListingReport = z.infer<typeof ZOwnerListingReport>;

export const ZOwnerListListingReportsResponse = z.object({
  reports: z.array(ZOwnerListingReport),
  open_count: z.number().int().min(0),
});
export type OwnerListListingReportsResponse = z.infer<typeof ZOwnerListListingReportsResponse>;
