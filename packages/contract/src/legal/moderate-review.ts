import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { REVIEW_STATUSES, VERIFICATION_NOTE_MAX } from './legal-limits.ts';

/** A review as the owner moderates it: what it says and whom it is about, never who wrote it. */
export const ZOwnerReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  language: z.string(),
  status: z.enum(REVIEW_STATUSES),
  professional: z.object({ id: z.uuid(), full_name: z.string() }),
  moderation_note: z.string().nullable(),
  moderated_at: z.string().nullable(),
  created_at: z.string(),
});
export type OwnerReview = z.infer<typeof ZOwnerReview>;

/** `GET /api/v1/owner/legal/reviews?status=pending` (owner only): oldest first, so none waits forever. */
export const ZListOwnerReviewsQuery = z.object({ status: z.enum(REVIEW_STATUSES).default('pending') });
export const ZListOwnerReviewsResponse = z.object({ reviews: z.array(ZOwnerReview) });
export type ListOwnerReviewsResponse = z.infer<typeof ZListOwnerReviewsResponse>;

/**
 * `POST /api/v1/owner/legal/reviews/:id/moderation` (owner only): publish or reject, with a note the person who wrote
 * it sees on a rejected review. A decision can be changed later (a published review taken down); each is written to
 * the owner's audit log. 404 `review_not_found`.
 */
export const ZModerateReviewRequest = z.object({
  decision: z.enum(['publish', 'reject']),
  note: text({ multiline: true }).trim().max(VERIFICATION_NOTE_MAX).default(''),
});
export type ModerateReviewRequest = z.input<typeof ZModerateReviewRequest>;
export const ZModerateReviewParams = z.object({ id: z.uuid() });
export const ZModerateReviewResponse = ZOwnerReview;

export const REVIEW_NOT_FOUND = 'review_not_found';
