import type { ChangeConsultationStatusRequest } from '@amparo/contract/legal/change-consultation-status';
import {
  CONSULTATION_NOT_FOUND,
  CONSULTATION_NOT_STARTED,
  type Consultation,
  type ConsultationRole,
  INVALID_TRANSITION,
  OPEN_CONSULTATION_STATUSES,
  TIME_IN_PAST,
} from '@amparo/contract/legal/consultation-models';
import { nextConsultationStatus } from '@amparo/contract/legal/consultation-transitions';
import {
  CANNOT_CONSULT_YOURSELF,
  type CreateConsultationRequest,
} from '@amparo/contract/legal/create-consultation';
import type { ConsultationStatus, PracticeArea } from '@amparo/contract/legal/legal-limits';
import type { ListConsultationsResponse } from '@amparo/contract/legal/list-consultations';
import { CONSULTATION_TIME_MAX_DAYS_AHEAD } from '@amparo/contract/legal/preferred-time';
import { PROFESSIONAL_NOT_FOUND } from '@amparo/contract/legal/professional-models';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { enqueueJob, notifyJobsEnqueued } from '../../platform/jobs/job-queue.ts';
import { CONSULTATION_NOTICE_JOB_KIND } from './consultation-notifications.ts';
import { revokeSharesOfEndedRequest } from './consultation-share-revocation.ts';
import { limitConsultationChanges, limitConsultationRequests } from './consultations-rate-limits.ts';
import {
  type ConsultationRow,
  findConsultationOfParty,
  findListedProfessional,
  findReview,
  insertConsultation,
  insertEvent,
  listConsultationsOf,
  listDocuments,
  listEvents,
  readAccountContact,
  readSummary,
  toReviewResponse,
  toSummary,
  updateConsultationStatus,
} from './consultations-repo.ts';

// Consultation requests (issue 13, point 3): a person asks a listed professional; each side then acts on their own
// part of the state machine (packages/contract/src/legal/consultation-transitions.ts). Every change happens in one
// transaction with its event row and the job that tells the other side, under the request's row lock, so two
// changes at the same moment are taken one after the other and the second meets the first's status.

export function consultationNotFound(): HttpError {
  return new HttpError(404, CONSULTATION_NOT_FOUND, 'There is no consultation request with this id for you');
}

function invalidTransition(status: ConsultationStatus): HttpError {
  return new HttpError(409, INVALID_TRANSITION, `This cannot be done while the request is ${status}`);
}

/** A side of the request asking for the other side's part (a professional attaching documents, say). */
export function notYourSide(): HttpError {
  return new HttpError(
    409,
    INVALID_TRANSITION,
    'Only the person who asked for this consultation can do this',
  );
}

function professionalNotFound(): HttpError {
  return new HttpError(404, PROFESSIONAL_NOT_FOUND, 'There is no listed professional with this id');
}

export function roleIn(request: ConsultationRow, userId: string): ConsultationRole {
  return request.clientUserId === userId ? 'client' : 'professional';
}

/** A time the request names must be ahead, and not absurdly far. The zod schema already checked its form. */
function futureTime(value: string, now: Date, field: string): Date {
  const time = new Date(value);
  if (time.getTime() <= now.getTime()) {
    throw new HttpError(400, TIME_IN_PAST, 'Choose a time that is still ahead', {
      fields: [{ path: field, message: 'This time has already passed' }],
    });
  }
  if (time.getTime() > now.getTime() + CONSULTATION_TIME_MAX_DAYS_AHEAD * 86_400_000) {
    throw new HttpError(400, 'validation_failed', 'Choose a time within the next year', {
      fields: [{ path: field, message: 'More than a year ahead' }],
    });
  }
  return time;
}

/** Records a change and queues the message that tells the other side; call inside the change's transaction. */
export async function recordChange(
  tx: Database,
  values: {
    request: ConsultationRow;
    actorUserId: string;
    status: ConsultationStatus;
    note?: string;
    time?: Date | null;
    now: Date;
  },
): Promise<void> {
  const eventId = await insertEvent(tx, {
    consultationId: values.request.id,
    actorUserId: values.actorUserId,
    status: values.status,
    note: values.note ?? '',
    time: values.time ?? null,
    now: values.now,
  });
  // `unsent` is the delivery's own record: the handler removes it in the transaction that writes the message.
  await enqueueJob(tx, { kind: CONSULTATION_NOTICE_JOB_KIND, payload: { eventId, unsent: true } });
}

/** One request as `viewer` sees it: its history, documents and review. */
export async function readConsultation(
  db: Database,
  request: ConsultationRow,
  viewer: ConsultationRole,
): Promise<Consultation> {
  const [summary, events, documents, review] = await Promise.all([
    readSummary(db, request.id),
    listEvents(db, request),
    listDocuments(db, request, viewer),
    findReview(db, request.id),
  ]);
  if (!summary) throw consultationNotFound();
  const seesContact =
    viewer === 'professional' && (request.status === 'accepted' || request.status === 'done');
  return {
    ...toSummary(summary),
    viewer_role: viewer,
    preferred_times: request.preferredTimes,
    message: request.message,
    client_contact: seesContact ? await readAccountContact(db, request.clientUserId) : null,
    events,
    documents,
    review: review ? toReviewResponse(review, viewer) : null,
  };
}

export async function createConsultation(
  db: Database,
  input: { userId: string; request: CreateConsultationRequest; now?: Date },
): Promise<Consultation> {
  const now = input.now ?? new Date();
  const { request, userId } = input;
  if (request.professional_id === userId) {
    throw new HttpError(400, CANNOT_CONSULT_YOURSELF, 'This is your own listing');
  }
  const preferredTimes = request.preferred_times.map((time, index) => {
    futureTime(time, now, `preferred_times.${index}`);
    return time;
  });
  await limitConsultationRequests(db, userId, now);
  const created = await db.transaction(async (tx) => {
    const professional = await findListedProfessional(tx, request.professional_id, now);
    if (!professional) throw professionalNotFound();
    const row = await insertConsultation(tx, {
      clientUserId: userId,
      professionalUserId: professional.userId,
      topic: request.topic as PracticeArea,
      preferredTimes,
      message: request.message.trim(),
      now,
    });
    await recordChange(tx, { request: row, actorUserId: userId, status: 'requested', now });
    return row;
  });
  notifyJobsEnqueued();
  return readConsultation(db, created, 'client');
}

export async function listOwnConsultations(
  db: Database,
  userId: string,
  side: ConsultationRole,
): Promise<ListConsultationsResponse> {
  return { consultations: await listConsultationsOf(db, userId, side) };
}

export async function getConsultation(
  db: Database,
  input: { userId: string; consultationId: string },
): Promise<Consultation> {
  const request = await findConsultationOfParty(db, input.userId, input.consultationId);
  if (!request) throw consultationNotFound();
  return readConsultation(db, request, roleIn(request, input.userId));
}

/** What a change writes besides the status: the times it names, and the note and time on its event. */
function changeValues(
  change: ChangeConsultationStatusRequest,
  request: ConsultationRow,
  now: Date,
): { proposedTime?: Date | null; scheduledTime?: Date | null; eventTime: Date | null; note: string } {
  const note = 'note' in change ? (change.note ?? '').trim() : '';
  switch (change.action) {
    case 'accept': {
      const time = futureTime(change.time, now, 'time');
      return { proposedTime: null, scheduledTime: time, eventTime: time, note };
    }
    case 'propose_time': {
      const time = futureTime(change.time, now, 'time');
      return { proposedTime: time, scheduledTime: null, eventTime: time, note };
    }
    case 'accept_proposed_time': {
      // The proposal must still be ahead: agreeing to a time that has passed would schedule nothing.
      const proposed = request.proposedTime;
      if (!proposed || proposed.getTime() <= now.getTime()) {
        throw new HttpError(400, TIME_IN_PAST, 'The proposed time has passed; ask for another one');
      }
      return { proposedTime: null, scheduledTime: proposed, eventTime: proposed, note };
    }
    case 'mark_done': {
      // "Done" opens the person's review: it must follow the consultation, not come before it.
      const agreed = request.scheduledTime;
      if (agreed && agreed.getTime() > now.getTime()) {
        throw new HttpError(
          409,
          CONSULTATION_NOT_STARTED,
          'The consultation has not taken place yet: mark it done after the agreed time',
        );
      }
      return { eventTime: null, note };
    }
    default:
      return { eventTime: null, note };
  }
}

export async function changeConsultationStatus(
  db: Database,
  input: { userId: string; consultationId: string; change: ChangeConsultationStatusRequest; now?: Date },
): Promise<Consultation> {
  const now = input.now ?? new Date();
  const { change, userId } = input;
  await limitConsultationChanges(db, userId, now);
  const changed = await db.transaction(async (tx) => {
    const request = await findConsultationOfParty(tx, userId, input.consultationId, true);
    if (!request) throw consultationNotFound();
    const role = roleIn(request, userId);
    const status = nextConsultationStatus(change.action, role, request.status);
    if (!status) throw invalidTransition(request.status);
    const values = changeValues(change, request, now);
    await updateConsultationStatus(tx, request.id, {
      status,
      proposedTime: values.proposedTime,
      scheduledTime: values.scheduledTime,
      now,
    });
    await recordChange(tx, {
      request,
      actorUserId: userId,
      status,
      note: values.note,
      time: values.eventTime,
      now,
    });
    if (status === 'declined' || status === 'cancelled' || status === 'closed') {
      await revokeSharesOfEndedRequest(tx, request);
    }
    const after = await findConsultationOfParty(tx, userId, request.id);
    if (!after) throw consultationNotFound();
    return { request: after, role };
  });
  notifyJobsEnqueued();
  return readConsultation(db, changed.request, changed.role);
}

/** The request, locked, for a change only its person may make (documents); 409 once it is over unless allowed. */
export async function lockOpenRequestOfClient(
  tx: Database,
  userId: string,
  consultationId: string,
  options: { allowFinished?: boolean } = {},
): Promise<ConsultationRow> {
  const request = await findConsultationOfParty(tx, userId, consultationId, true);
  if (!request) throw consultationNotFound();
  if (request.clientUserId !== userId) throw notYourSide();
  if (!options.allowFinished && !(OPEN_CONSULTATION_STATUSES as readonly string[]).includes(request.status)) {
    throw invalidTransition(request.status);
  }
  return request;
}
