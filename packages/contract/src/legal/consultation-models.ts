import { z } from 'zod';
import { ZEncryptedMetadata, ZWrappedKey } from '../vault/vault-models.ts';
import {
  CONSULTATION_STATUSES,
  PRACTICE_AREAS,
  PROFESSIONAL_KINDS,
  REVIEW_STATUSES,
} from './legal-limits.ts';

// A consultation request between a person and a legal professional (issue 13, point 3), as either side reads it.
// Both see the same request, its history and the documents attached to it; each acts on their own side
// (change-consultation-status.ts). Anyone else gets 404 `consultation_not_found`, never 403, so an id says
// nothing about whether it exists.

/** Which side of the consultation the caller is on. */
export const CONSULTATION_ROLES = ['client', 'professional'] as const;
export type ConsultationRole = (typeof CONSULTATION_ROLES)[number];

/** The statuses after which nothing more happens to a request. */
export const FINAL_CONSULTATION_STATUSES = ['declined', 'done', 'closed', 'cancelled'] as const;

/** While a request is open, the person may still attach or detach documents and cancel it. */
export const OPEN_CONSULTATION_STATUSES = ['requested', 'time_proposed', 'accepted'] as const;

/** The professional as the person sees them on their request (public facts of the listing). */
export const ZConsultationProfessional = z.object({
  id: z.uuid(),
  full_name: z.string(),
  kind: z.enum(PROFESSIONAL_KINDS),
});
export type ConsultationProfessional = z.infer<typeof ZConsultationProfessional>;

/** A request in a list: what a badge and a line of text need, never the message. */
export const ZConsultationSummary = z.object({
  id: z.uuid(),
  status: z.enum(CONSULTATION_STATUSES),
  topic: z.enum(PRACTICE_AREAS),
  professional: ZConsultationProfessional,
  /** ISO 8601: the time the professional proposed, while `time_proposed`. */
  proposed_time: z.string().nullable(),
  /** ISO 8601: the agreed time, once accepted. */
  scheduled_time: z.string().nullable(),
  document_count: z.number().int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsultationSummary = z.infer<typeof ZConsultationSummary>;

/** One change in a request's history: who made it, what it became, the time it named and the note. */
export const ZConsultationEvent = z.object({
  id: z.uuid(),
  status: z.enum(CONSULTATION_STATUSES),
  /** Null once the account that made the change was deleted. */
  by: z.enum(CONSULTATION_ROLES).nullable(),
  note: z.string(),
  time: z.string().nullable(),
  created_at: z.string(),
});
export type ConsultationEvent = z.infer<typeof ZConsultationEvent>;

/**
 * A vault document the person shared for this consultation. The professional gets the file key wrapped for their
 * own public key and the sealed details, so their browser can open it; the person (who shared it) gets neither
 * here: their own vault already opens it.
 */
export const ZConsultationDocument = z.object({
  share_id: z.uuid(),
  document_id: z.uuid(),
  version_id: z.uuid(),
  /** `pending` until the professional first opens it (the vault's share acceptance). */
  share_status: z.enum(['pending', 'accepted']),
  size: z.number().int().nonnegative(),
  encrypted_metadata: ZEncryptedMetadata.nullable(),
  wrapped_file_key: ZWrappedKey.nullable(),
  attached_at: z.string(),
});
export type ConsultationDocument = z.infer<typeof ZConsultationDocument>;

/** The person's review of a consultation, as the two sides see it (the professional only once published). */
export const ZConsultationReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  language: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** The owner's note on a review that was not published, for the person who wrote it; null otherwise. */
  moderation_note: z.string().nullable(),
  created_at: z.string(),
});
export type ConsultationReview = z.infer<typeof ZConsultationReview>;

/** `GET /api/v1/legal/consultations/:id`, and the answer of every change to it. */
export const ZConsultation = ZConsultationSummary.extend({
  viewer_role: z.enum(CONSULTATION_ROLES),
  /** Up to MAX_PREFERRED_TIMES times the person could meet, ISO 8601 with their offset, in their order. */
  preferred_times: z.array(z.string()),
  message: z.string(),
  /**
   * How the professional reaches the person (their account's email, or phone for a phone-only account): given to
   * the professional once they accepted, null before and for the person's own view.
   */
  client_contact: z.string().nullable(),
  events: z.array(ZConsultationEvent),
  documents: z.array(ZConsultationDocument),
  review: ZConsultationReview.nullable(),
});
export type Consultation = z.infer<typeof ZConsultation>;

export const ZConsultationParams = z.object({ id: z.uuid() });

export const CONSULTATION_NOT_FOUND = 'consultation_not_found';
/** The change asked for is not one the caller may make in the request's current status. */
export const INVALID_TRANSITION = 'invalid_transition';
/** 409 to `mark_done` before the agreed time: a consultation is done once it has taken place (and a review follows). */
export const CONSULTATION_NOT_STARTED = 'consultation_not_started';
export const TIME_IN_PAST = 'time_in_past';
