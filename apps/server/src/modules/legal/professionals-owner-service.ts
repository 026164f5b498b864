import {
  CANNOT_DECIDE_OWN_LISTING,
  PROFESSIONAL_STATUS_CONFLICT,
  type ProfessionalDecisionResponse,
} from '@amparo/contract/legal/decide-professional';
import {
  type ProfessionalListingState,
  type ProfessionalStatus,
  VERIFICATION_VALID_DAYS,
} from '@amparo/contract/legal/legal-limits';
import {
  type ListProfessionalsQueueResponse,
  OWNER_QUEUE_LIMIT,
  type QueuedProfessional,
} from '@amparo/contract/legal/list-professionals-queue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { legalProfessionals } from '../../platform/db/schema/legal.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { notifyJobsEnqueued } from '../../platform/jobs/job-queue.ts';
import { recordOwnerAction } from '../owner/audit-log.ts';
import { professionalNotFound } from './professionals-directory-service.ts';
import type { ProfessionalNoticeEvent } from './professionals-messages.ts';
import { enqueueProfessionalNotice } from './professionals-notices.ts';
import {
  barAdmissionsOf,
  type ClaimElsewhere,
  claimsElsewhere,
  countPending,
  findListing,
  type ListingRow,
  listingStateOf,
  type QueueRow,
  queueRows,
} from './professionals-repo.ts';
import { ownListingView } from './professionals-view.ts';

// The owner's verification queue (issue 13, point 1): every listing with what is needed to look its licence up,
// and the decisions about it. Each decision changes the listing, writes the audit row and queues the notice to the
// professional in one transaction, so none of the three can happen without the others.

const DAY_MS = 86_400_000;

function claimKey(userId: string, state: string, barNumber: string): string {
  return `${userId}|${state}|${barNumber}`;
}

async function queueViews(db: Database, rows: readonly QueueRow[], now: Date): Promise<QueuedProfessional[]> {
  const ids = rows.map((entry) => entry.row.userId);
  const [admissions, claims] = await Promise.all([barAdmissionsOf(db, ids), claimsElsewhere(db, ids)]);
  const claimsByAdmission = new Map<string, ClaimElsewhere[]>();
  for (const claim of claims) {
    const key = claimKey(claim.userId, claim.state, claim.barNumber);
    claimsByAdmission.set(key, [...(claimsByAdmission.get(key) ?? []), claim]);
  }
  return rows.map(({ row, email, phone, verifiedByEmail }) => {
    const own = admissions.get(row.userId) ?? [];
    return {
      ...ownListingView(row, own, now),
      bar_admissions: own.map((admission) => ({
        state: admission.state,
        bar_number: admission.barNumber,
        claimed_elsewhere: (
          claimsByAdmission.get(claimKey(row.userId, admission.state, admission.barNumber)) ?? []
        ).map((claim) => ({
          professional_id: claim.otherUserId,
          full_name: claim.otherName,
          listing_state: listingStateOf(
            {
              status: claim.otherStatus,
              verificationExpiresAt: claim.otherExpiresAt,
              accreditationExpiresOn: claim.otherAccreditationExpiresOn,
            },
            now,
          ),
        })),
      })),
      account_email: email,
      account_phone: phone,
      verification_note: row.verificationNote,
      verified_by: verifiedByEmail,
    };
  });
}

export async function listProfessionalsQueue(
  db: Database,
  input: { listingState?: ProfessionalListingState; now?: Date },
): Promise<ListProfessionalsQueueResponse> {
  const now = input.now ?? new Date();
  const rows = await queueRows(db, { listingState: input.listingState, limit: OWNER_QUEUE_LIMIT, now });
  const [professionals, pendingCount] = await Promise.all([queueViews(db, rows, now), countPending(db)]);
  return { professionals, pending_count: pendingCount };
}

async function queuedProfessional(db: Database, userId: string, now: Date): Promise<QueuedProfessional> {
  const rows = await queueRows(db, { userId, limit: 1, now });
  const [view] = await queueViews(db, rows, now);
  if (!view) throw professionalNotFound();
  return view;
}

export type ProfessionalDecision =
  | { action: 'verify'; source: string; note: string }
  | { action: 'reject'; reason: string }
  | { action: 'suspend'; reason: string }
  | { action: 'reinstate' };

/** Which stored statuses each decision may start from. */
const ALLOWED_FROM: Record<ProfessionalDecision['action'], readonly ProfessionalStatus[]> = {
  // A check can be made at any time: a first one, a renewal, or a new one after a suspension or a rejection.
  verify: ['pending', 'verified', 'suspended', 'rejected'],
  reject: ['pending', 'suspended'],
  suspend: ['verified'],
  reinstate: ['suspended'],
};

function statusConflict(action: string, state: ProfessionalListingState): HttpError {
  return new HttpError(
    409,
    PROFESSIONAL_STATUS_CONFLICT,
    `A listing that is ${state} cannot be sent to ${action}; reload the queue to see where it stands`,
  );
}

/** The listing's new columns, and which notice the professional gets. */
function applyDecision(
  decision: ProfessionalDecision,
  row: ListingRow,
  ownerId: string,
  now: Date,
): { changes: Partial<typeof legalProfessionals.$inferInsert>; notice: ProfessionalNoticeEvent | null } {
  switch (decision.action) {
    case 'verify':
      return {
        changes: {
          status: 'verified',
          statusReason: null,
          verifiedAt: now,
          verifiedBy: ownerId,
          verificationSource: decision.source,
          verificationNote: decision.note,
          verificationExpiresAt: new Date(now.getTime() + VERIFICATION_VALID_DAYS * DAY_MS),
        },
        notice: 'verified',
      };
    case 'reject':
      return { changes: { status: 'rejected', statusReason: decision.reason }, notice: 'rejected' };
    case 'suspend':
      return { changes: { status: 'suspended', statusReason: decision.reason }, notice: 'suspended' };
    case 'reinstate': {
      // Listed again only while the last check still holds; otherwise it waits for a new one.
      const stillValid =
        row.verifiedAt !== null && (row.verificationExpiresAt?.getTime() ?? 0) > now.getTime();
      return stillValid
        ? { changes: { status: 'verified', statusReason: null }, notice: 'verified' }
        : { changes: { status: 'pending', statusReason: null, submittedAt: now }, notice: null };
    }
  }
}

/** What the audit row keeps: the decision's words (never the professional's contact details). */
function auditDetail(decision: ProfessionalDecision, from: ProfessionalListingState, to: ProfessionalStatus) {
  const { action: _action, ...words } = decision;
  return { from, to, ...words };
}

export async function decideProfessional(
  db: Database,
  input: { ownerId: string; professionalId: string; decision: ProfessionalDecision; now?: Date },
): Promise<ProfessionalDecisionResponse> {
  const now = input.now ?? new Date();
  const { decision } = input;
  if (input.ownerId === input.professionalId) {
    throw new HttpError(
      403,
      CANNOT_DECIDE_OWN_LISTING,
      'Another owner must check your own listing: nobody verifies themselves',
    );
  }
  await db.transaction(async (tx) => {
    const row = await findListing(tx, input.professionalId, { forUpdate: true });
    if (!row) throw professionalNotFound();
    const from = listingStateOf(row, now);
    if (!ALLOWED_FROM[decision.action].includes(row.status)) throw statusConflict(decision.action, from);
    const { changes, notice } = applyDecision(decision, row, input.ownerId, now);
    await tx
      .update(legalProfessionals)
      .set({ ...changes, updatedAt: now })
      .where(eq(legalProfessionals.userId, row.userId));
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: `professional.${decision.action}`,
      targetKind: 'professional',
      targetId: row.userId,
      detail: auditDetail(decision, from, changes.status ?? row.status),
      now,
    });
    if (notice) await enqueueProfessionalNotice(tx, { professionalUserId: row.userId, event: notice });
  });
  notifyJobsEnqueued();
  return { professional: await queuedProfessional(db, input.professionalId, now) };
}
