import type {
  ConsultationDocument,
  ConsultationEvent,
  ConsultationReview,
  ConsultationRole,
  ConsultationSummary,
} from '@amparo/contract/legal/consultation-models';
import type { ConsultationStatus, PracticeArea } from '@amparo/contract/legal/legal-limits';
import { CONSULTATION_LIST_LIMIT } from '@amparo/contract/legal/list-consultations';
import { and, asc, count, desc, eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import {
  consultationDocuments,
  consultationEvents,
  consultationRequests,
  consultationReviews,
  legalProfessionals,
} from '../../platform/db/schema/legal.ts';
import { vaultDocuments, vaultDocumentVersions, vaultShares } from '../../platform/db/schema/vault.ts';

// The consultations' queries. Every read and change of a request names the caller as one of its two sides in the
// WHERE clause (`partyCondition`), so another person's or another professional's id finds nothing and the service
// answers the same 404 as for an id that does not exist.

export type ConsultationRow = typeof consultationRequests.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller is the person who asked or the professional asked. */
function partyCondition(userId: string): SQL {
  return or(
    eq(consultationRequests.clientUserId, userId),
    eq(consultationRequests.professionalUserId, userId),
  ) as SQL;
}

/** A professional a person may ask: verified, and that verification still running. */
export async function findListedProfessional(
  db: Database,
  professionalId: string,
  now: Date,
): Promise<{ userId: string; fullName: string } | null> {
  if (!UUID.test(professionalId)) return null;
  const [row] = await db
    .select({ userId: legalProfessionals.userId, fullName: legalProfessionals.fullName })
    .from(legalProfessionals)
    .where(
      and(
        eq(legalProfessionals.userId, professionalId),
        eq(legalProfessionals.status, 'verified'),
        gt(legalProfessionals.verificationExpiresAt, now),
      ),
    );
  return row ?? null;
}

export async function insertConsultation(
  db: Database,
  values: {
    clientUserId: string;
    professionalUserId: string;
    topic: PracticeArea;
    preferredTimes: string[];
    message: string;
    now: Date;
  },
): Promise<ConsultationRow> {
  const [row] = await db
    .insert(consultationRequests)
    .values({
      clientUserId: values.clientUserId,
      professionalUserId: values.professionalUserId,
      topic: values.topic,
      preferredTimes: values.preferredTimes,
      message: values.message,
      status: 'requested',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('The consultation insert returned no row');
  return row;
}

export async function insertEvent(
  db: Database,
  values: {
    consultationId: string;
    actorUserId: string;
    status: ConsultationStatus;
    note: string;
    time: Date | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(consultationEvents)
    .values({
      consultationId: values.consultationId,
      actorUserId: values.actorUserId,
      status: values.status,
      note: values.note,
      time: values.time,
      createdAt: values.now,
    })
    .returning({ id: consultationEvents.id });
  if (!row) throw new Error('The consultation event insert returned no row');
  return row.id;
}

/** The request if the caller is one of its sides; `lock` takes it for a change (FOR UPDATE). */
export async function findConsultationOfParty(
  db: Database,
  userId: string,
  consultationId: string,
  lock = false,
): Promise<ConsultationRow | null> {
  if (!UUID.test(consultationId)) return null;
  const query = db
    .select()
    .from(consultationRequests)
    .where(and(eq(consultationRequests.id, consultationId), partyCondition(userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateConsultationStatus(
  db: Database,
  consultationId: string,
  values: {
    status: ConsultationStatus;
    proposedTime?: Date | null;
    scheduledTime?: Date | null;
    now: Date;
  },
): Promise<void> {
  await db
    .update(consultationRequests)
    .set({
      status: values.status,
      ...(values.proposedTime === undefined ? {} : { proposedTime: values.proposedTime }),
      ...(values.scheduledTime === undefined ? {} : { scheduledTime: values.scheduledTime }),
      updatedAt: values.now,
    })
    .where(eq(consultationRequests.id, consultationId));
}

const documentCount = sql<number>`(select count(*)::int from ${consultationDocuments}
  where ${consultationDocuments.consultationId} = ${consultationRequests.id})`;

type SummaryRow = {
  request: ConsultationRow;
  professional: { fullName: string; kind: 'attorney' | 'accredited_representative' };
  documentCount: number;
};

export function toSummary(row: SummaryRow): ConsultationSummary {
  return {
    id: row.request.id,
    status: row.request.status,
    topic: row.request.topic as PracticeArea,
    professional: {
      id: row.request.professionalUserId,
      full_name: row.professional.fullName,
      kind: row.professional.kind,
    },
    proposed_time: row.request.proposedTime?.toISOString() ?? null,
    scheduled_time: row.request.scheduledTime?.toISOString() ?? null,
    document_count: Number(row.documentCount),
    created_at: row.request.createdAt.toISOString(),
    updated_at: row.request.updatedAt.toISOString(),
  };
}

function summaryQuery(db: Database) {
  return db
    .select({
      request: consultationRequests,
      professional: { fullName: legalProfessionals.fullName, kind: legalProfessionals.kind },
      documentCount,
    })
    .from(consultationRequests)
    .innerJoin(legalProfessionals, eq(legalProfessionals.userId, consultationRequests.professionalUserId));
}

/** The caller's requests on one side (as the person, or as the professional), newest first. */
export async function listConsultationsOf(
  db: Database,
  userId: string,
  side: ConsultationRole,
): Promise<ConsultationSummary[]> {
  const column =
    side === 'client' ? consultationRequests.clientUserId : consultationRequests.professionalUserId;
  const rows = await summaryQuery(db)
    .where(eq(column, userId))
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
    .limit(CONSULTATION_LIST_LIMIT);
  return rows.map(toSummary);
}

export async function readSummary(db: Database, consultationId: string): Promise<SummaryRow | null> {
  const [row] = await summaryQuery(db).where(eq(consultationRequests.id, consultationId));
  return row ?? null;
}

export async function listEvents(db: Database, request: ConsultationRow): Promise<ConsultationEvent[]> {
  const rows = await db
    .select()
    .from(consultationEvents)
    .where(eq(consultationEvents.consultationId, request.id))
    .orderBy(asc(consultationEvents.createdAt), asc(consultationEvents.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    by:
      row.actorUserId === null
        ? null
        : row.actorUserId === request.clientUserId
          ? 'client'
          : row.actorUserId === request.professionalUserId
            ? 'professional'
            : null,
    note: row.note,
    time: row.time?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * The documents attached, each through its vault share (gone with the share when it is revoked). Only the
 * professional gets the wrapped key and the sealed details: they are theirs to open.
 */
export async function listDocuments(
  db: Database,
  request: ConsultationRow,
  viewer: ConsultationRole,
): Promise<ConsultationDocument[]> {
  const rows = await db
    .select({
      attachedAt: consultationDocuments.createdAt,
      share: vaultShares,
      version: {
        id: vaultDocumentVersions.id,
        size: vaultDocumentVersions.size,
        encryptedMetadata: vaultDocumentVersions.encryptedMetadata,
      },
    })
    .from(consultationDocuments)
    .innerJoin(vaultShares, eq(vaultShares.id, consultationDocuments.shareId))
    .innerJoin(vaultDocuments, eq(vaultDocuments.id, vaultShares.documentId))
    .innerJoin(
      vaultDocumentVersions,
      and(
        eq(vaultDocumentVersions.id, vaultDocuments.currentVersionId),
        eq(vaultDocumentVersions.status, 'complete'),
      ),
    )
    .where(
      and(
        eq(consultationDocuments.consultationId, request.id),
        // Belt and braces: only a share between these two sides ever counts.
        eq(vaultShares.ownerId, request.clientUserId),
        eq(vaultShares.recipientId, request.professionalUserId),
      ),
    )
    .orderBy(asc(consultationDocuments.createdAt), asc(consultationDocuments.shareId));
  const forRecipient = viewer === 'professional';
  return rows.map((row) => ({
    share_id: row.share.id,
    document_id: row.share.documentId,
    version_id: row.version.id,
    share_status: row.share.status,
    size: row.version.size,
    encrypted_metadata: forRecipient ? (row.version.encryptedMetadata ?? null) : null,
    wrapped_file_key: forRecipient ? row.share.wrappedFileKey : null,
    attached_at: row.attachedAt.toISOString(),
  }));
}

export async function countDocuments(db: Database, consultationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(consultationDocuments)
    .where(eq(consultationDocuments.consultationId, consultationId));
  return Number(row?.total ?? 0);
}

/**
 * Attaches a share, but only one the person made of their own document to this consultation's professional: the
 * check is the INSERT's own SELECT, so no other share can slip in between a check and the write. Returns false
 * when there is no such share.
 */
export async function attachOwnShare(
  db: Database,
  request: ConsultationRow,
  shareId: string,
  now: Date,
): Promise<boolean> {
  if (!UUID.test(shareId)) return false;
  const inserted = await queryRows<{ share_id: string }>(
    db,
    sql`
    insert into ${consultationDocuments} (consultation_id, share_id, created_at)
    select ${request.id}::uuid, ${vaultShares.id}, ${now.toISOString()}::timestamptz
    from ${vaultShares}
    where ${vaultShares.id} = ${shareId}::uuid
      and ${vaultShares.ownerId} = ${request.clientUserId}::uuid
      and ${vaultShares.recipientId} = ${request.professionalUserId}::uuid
    on conflict do nothing
    returning share_id`,
  );
  if (inserted.length > 0) return true;
  // Already attached (the conflict) is fine; anything else is no such share.
  const [existing] = await db
    .select({ shareId: consultationDocuments.shareId })
    .from(consultationDocuments)
    .where(
      and(eq(consultationDocuments.consultationId, request.id), eq(consultationDocuments.shareId, shareId)),
    );
  return existing !== undefined;
}

/** Removes one attachment; true when it was there. */
export async function detachShare(db: Database, consultationId: string, shareId: string): Promise<boolean> {
  if (!UUID.test(shareId)) return false;
  const rows = await db
    .delete(consultationDocuments)
    .where(
      and(
        eq(consultationDocuments.consultationId, consultationId),
        eq(consultationDocuments.shareId, shareId),
      ),
    )
    .returning({ shareId: consultationDocuments.shareId });
  return rows.length > 0;
}

export async function isShareAttachedElsewhere(
  db: Database,
  shareId: string,
  consultationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ shareId: consultationDocuments.shareId })
    .from(consultationDocuments)
    .where(
      and(
        eq(consultationDocuments.shareId, shareId),
        ne(consultationDocuments.consultationId, consultationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type ReviewRow = typeof consultationReviews.$inferSelect;

export async function findReview(db: Database, consultationId: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(consultationReviews)
    .where(eq(consultationReviews.consultationId, consultationId));
  return row ?? null;
}

/** The review as a side sees it: the professional only once published, the owner's note only to its writer. */
export function toReviewResponse(row: ReviewRow, viewer: ConsultationRole): ConsultationReview | null {
  if (viewer === 'professional' && row.status !== 'published') return null;
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    language: row.language,
    status: row.status,
    moderation_note: viewer === 'client' && row.status === 'rejected' ? (row.moderationNote ?? null) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** How the professional reaches the person: their account's email, or phone for a phone-only account. */
export async function readAccountContact(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ contact: sql<string | null>`coalesce(${authUsers.email}, ${authUsers.phone})` })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row?.contact ?? null;
}
