import { isLanguageCode } from '@amparo/contract/i18n/languages';
import type { Consultation } from '@amparo/contract/legal/consultation-models';
import {
  ALREADY_REVIEWED,
  CONSULTATION_NOT_DONE,
  type CreateConsultationReviewRequest,
} from '@amparo/contract/legal/create-consultation-review';
import type { ReviewStatus } from '@amparo/contract/legal/legal-limits';
import {
  type ListOwnerReviewsResponse,
  type ModerateReviewRequest,
  type OwnerReview,
  REVIEW_NOT_FOUND,
} from '@amparo/contract/legal/moderate-review';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordOwnerAction } from '../owner/audit-log.ts';
import { findConsultationOfParty } from './consultations-repo.ts';
import { consultationNotFound, notYourSide, readConsultation } from './consultations-service.ts';
import { findReviewForOwner, insertReview, listReviewsByStatus, setReviewStatus } from './reviews-repo.ts';

// Reviews (issue 13, point 3): one per consultation, by its person, only once the professional marked it done; the
// owner publishes or rejects each, and only published reviews reach the professional's public profile. Every
// moderation is written to the owner's audit log in the transaction that makes it.

async function readLocale(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ locale: authUsers.locale }).from(authUsers).where(eq(authUsers.id, userId));
  return row && isLanguageCode(row.locale) ? row.locale : 'en';
}

export async function createConsultationReview(
  db: Database,
  input: { userId: string; consultationId: string; review: CreateConsultationReviewRequest; now?: Date },
): Promise<Consultation> {
  const now = input.now ?? new Date();
  const { review, userId } = input;
  const request = await db.transaction(async (tx) => {
    const request = await findConsultationOfParty(tx, userId, input.consultationId, true);
    if (!request) throw consultationNotFound();
    if (request.clientUserId !== userId) throw notYourSide();
    if (request.status !== 'done') {
      throw new HttpError(
        409,
        CONSULTATION_NOT_DONE,
        'A review can be left once the consultation took place',
      );
    }
    const inserted = await insertReview(tx, {
      consultationId: request.id,
      clientUserId: userId,
      professionalUserId: request.professionalUserId,
      rating: review.rating,
      text: review.text.trim(),
      language: review.language ?? (await readLocale(tx, userId)),
      now,
    });
    if (!inserted) {
      throw new HttpError(409, ALREADY_REVIEWED, 'You already reviewed this consultation');
    }
    return request;
  });
  return readConsultation(db, request, 'client');
}

export async function listReviewsForModeration(
  db: Database,
  status: ReviewStatus,
): Promise<ListOwnerReviewsResponse> {
  return { reviews: await listReviewsByStatus(db, status) };
}

export async function moderateReview(
  db: Database,
  input: { ownerId: string; reviewId: string; decision: ModerateReviewRequest; now?: Date },
): Promise<OwnerReview> {
  const now = input.now ?? new Date();
  const { decision } = input;
  const status = decision.decision === 'publish' ? 'published' : 'rejected';
  const note = (decision.note ?? '').trim();
  await db.transaction(async (tx) => {
    const review = await findReviewForOwner(tx, input.reviewId, true);
    if (!review) throw new HttpError(404, REVIEW_NOT_FOUND, 'There is no review with this id');
    await setReviewStatus(tx, review.id, { status, moderatedBy: input.ownerId, note, now });
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: `review.${decision.decision}`,
      targetKind: 'consultation_review',
      targetId: review.id,
      detail: { from: review.status, to: status, note },
      now,
    });
  });
  const after = await findReviewForOwner(db, input.reviewId);
  if (!after) throw new HttpError(404, REVIEW_NOT_FOUND, 'There is no review with this id');
  return after;
}
