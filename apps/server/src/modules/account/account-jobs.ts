import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import type { JobHandler, JobHandlers } from '../../platform/jobs/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import {
  COUNTERPART_NOTICE_KINDS,
  type CounterpartNoticeKind,
  renderCounterpartNotice,
} from './account-messages.ts';
import {
  ACCOUNT_DELETE_JOB_KIND,
  COUNTERPART_NOTICE_JOB_KIND,
  type DeletionMessageSenders,
  deleteAccountNow,
  findDueRequest,
} from './deletion-service.ts';

// The account module's queued work: the deletion itself when the grace period ends, and the notices to the people
// whose family, shares or consultations ended with it. A notice is delivered at most once the same way as the
// consultations' (consultation-notifications.ts): `unsent` in the payload, read under the job's lock; the outbox
// writes the message and clears it in one transaction.

const LINKS: Record<CounterpartNoticeKind, string> = {
  family_ended: '/family',
  member_left: '/family',
  shares_ended: '/documents',
  consultation_ended: '/legal-hub',
};

type Log = { error: (object: object, message: string) => void };

function createDeleteAccountHandler(storage: ObjectStorage, log?: Log): JobHandler {
  return async (payload, { db, job, now }) => {
    const { requestId } = payload;
    if (typeof requestId !== 'string') return;
    const due = await findDueRequest(db, requestId, now);
    // Cancelled (the request is gone) or already done: nothing to do.
    if (due === null) return;
    // Picked up early (a clock that runs ahead on another process): try again after the back-off.
    if (due === 'not_yet') throw new Error('The grace period of this deletion has not ended yet');
    await deleteAccountNow(db, storage, { userId: due.userId, now, currentJobId: job.id, log });
  };
}

async function stillUnsent(db: Database, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ unsent: sql<boolean>`coalesce((${jobs.payload}->>'unsent')::boolean, false)` })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  return row?.unsent === true;
}

async function markSent(db: Database, jobId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} - 'unsent'` })
    .where(eq(jobs.id, jobId));
}

type Delivery = { send: (senders: ReturnType<DeletionMessageSenders>) => Promise<void>; outbox: boolean };

async function buildDelivery(
  db: Database,
  senders: DeletionMessageSenders,
  input: { recipientUserId: string; kind: CounterpartNoticeKind; publicUrl: string; jobId: string },
): Promise<Delivery | null> {
  const [recipient] = await db
    .select({ email: authUsers.email, phone: authUsers.phone, locale: authUsers.locale })
    .from(authUsers)
    .where(eq(authUsers.id, input.recipientUserId));
  if (!recipient || (!recipient.email && !recipient.phone)) return null;
  const link = `${input.publicUrl.replace(/\/+$/, '')}${LINKS[input.kind]}`;
  const message = renderCounterpartNotice(recipient.locale, input.kind, { link });
  const purpose = `account.${input.kind}`;
  const { email, phone } = recipient;
  const send = (bound: ReturnType<DeletionMessageSenders>) =>
    email
      ? bound.mailer.send({
          to: email,
          subject: message.subject,
          text: message.emailText,
          locale: message.language,
          purpose,
          idempotencyKey: `account-notice.${input.jobId}`,
        })
      : bound.sms.send({ to: phone as string, body: message.sms, locale: message.language, purpose });
  const kind = email ? senders(db).mailer.kind : senders(db).sms.kind;
  return { send, outbox: kind === 'outbox' };
}

function createCounterpartNoticeHandler(
  senders: DeletionMessageSenders,
  options: { publicUrl: string },
): JobHandler {
  return async (payload, { db, job, finalAttempt }) => {
    const { recipientUserId, notice } = payload;
    if (
      typeof recipientUserId !== 'string' ||
      !COUNTERPART_NOTICE_KINDS.includes(notice as CounterpartNoticeKind)
    ) {
      return;
    }
    const kind = notice as CounterpartNoticeKind;
    try {
      const outside = await db.transaction(async (tx) => {
        if (!(await stillUnsent(tx, job.id))) return null;
        const delivery = await buildDelivery(tx, senders, {
          recipientUserId,
          kind,
          publicUrl: options.publicUrl,
          jobId: job.id,
        });
        if (!delivery || delivery.outbox) {
          if (delivery) await delivery.send(senders(tx));
          await markSent(tx, job.id);
          return null;
        }
        return delivery;
      });
      if (!outside) return;
      await outside.send(senders(db));
      await markSent(db, job.id);
    } catch (error) {
      if (finalAttempt) await markSent(db, job.id);
      throw error;
    }
  };
}

/** Every job kind of the account module, for the app's worker. */
export function accountJobHandlers(
  storage: ObjectStorage,
  senders: DeletionMessageSenders,
  options: { publicUrl: string; log?: Log },
): JobHandlers {
  return {
    [ACCOUNT_DELETE_JOB_KIND]: createDeleteAccountHandler(storage, options.log),
    [COUNTERPART_NOTICE_JOB_KIND]: createCounterpartNoticeHandler(senders, options),
  };
}
