import { z } from 'zod';
import { ZLanguageCode } from '../emergency/emergency-contact.ts';
import { text } from '../platform/typed-text.ts';
import { ZConsultation } from './consultation-models.ts';
import { REVIEW_TEXT_MAX } from './legal-limits.ts';

/**
 * `POST /api/v1/legal/consultations/:id/review` (201, the person only): one review, once the consultation is
 * `done`: 409 `consultation_not_done` before, 409 `already_reviewed` for a second. It waits for the owner's
 * moderation before anyone else sees it.
 */
export const ZCreateConsultationReviewRequest = z.object({
  rating: z.number().int().min(1).max(5),
  text: text({ multiline: true }).trim().min(1).max(REVIEW_TEXT_MAX),
  /** The language it is written in (the app's language by default), so readers know. */
  language: ZLanguageCode.optional(),
});
export type CreateConsultationReviewRequest = z.input<typeof ZCreateConsultationReviewRequest>;
export const ZCreateConsultationReviewResponse = ZConsultation;

export const CONSULTATION_NOT_DONE = 'consultation_not_done';
export const ALREADY_REVIEWED = 'already_reviewed';
