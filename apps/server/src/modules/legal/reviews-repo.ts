import type { ReviewStatus } from '@amparo/contract/legal/legal-limits';
import type { OwnerReview } from '@amparo/contract/legal/moderate-review';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { consultationReviews, legalProfessionals } from '../../platform/db/schema/legal.ts';
import type { ReviewRow } from './consultations-repo.ts';

// Reviews of consultations: written once by the person after a consultation marked done, published only by the
// owner. The owner's queries never name who wrote a review.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Null when the consultation already has its review (the unique index decides, not a read before the write). */
export async function insertReview(
  db: Database,
  values: {
    consultationId: string;
    clientUserId: string;
    professionalUserId: string;
    rating: number;
    text: string;
    language: string;
    now: Date;
  },
): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(consultationReviews)
    .values({ ...values, status: 'pending', createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

function ownerQuery(db: Database) {
  return db
    .select({ review: consultationReviews, professionalName: legalProfessionals.fullName })
    .from(consultationReviews)
    .innerJoin(legalProfessionals, eq(legalProfessionals.userId, consultationReviews.professionalUserId));
}

function toOwnerReview(row: { review: ReviewRow; professionalName: string }): OwnerReview {
  const { review } = row;
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    language: review.language,
    status: review.status,
    professional: { id: review.professionalUserId, full_name: row.professionalName },
    moderation_note: review.moderationNote,
    moderated_at: review.moderatedAt?.toISOString() ?? null,
    created_at: review.createdAt.toISOString(),
  };
}

/** The owner's queue of one status, oldest first; a bound keeps the page light. */
export async function listReviewsByStatus(db: Database, status: ReviewStatus): Promise<OwnerReview[]> {
  const rows = await ownerQuery(db)
    .where(eq(consultationReviews.status, status))
    .orderBy(asc(consultationReviews.createdAt), asc(consultationReviews.id))
    .limit(200);
  return rows.map(toOwnerReview);
}

export async function findReviewForOwner(
  db: Database,
  reviewId: string,
  lock = false,
): Promise<OwnerReview | null> {
  if (!UUID.test(reviewId)) return null;
  const query = ownerQuery(db).where(eq(consultationReviews.id, reviewId));
  const [row] = lock ? await query.for('update', { of: consultationReviews }) : await query;
  return row ? toOwnerReview(row) : null;
}

export async function setReviewStatus(
  db: Database,
  reviewId: string,
  values: { status: ReviewStatus; moderatedBy: string; note: string; now: Date },
): Promise<void> {
  await db
    .update(consultationReviews)
    .set({
      status: values.status,
      moderatedBy: values.moderatedBy,
      moderatedAt: values.now,
      moderationNote: values.note,
    })
    .where(eq(consultationReviews.id, reviewId));
}
