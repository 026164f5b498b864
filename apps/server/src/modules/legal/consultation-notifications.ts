import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import {
  consultationEvents,
  consultationRequests,
  legalProfessionals,
} from '../../platform/db/schema/legal.ts';
import { userPreferences } from '../../platform/db/schema/preferences.ts';
import type { JobHandler, JobHandlers } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import {
  noticeKindFor,
  type RenderedConsultationNotice,
  renderConsultationNotice,
} from './consultation-messages.ts';

// Tells the other side of a consultation about a change (issue 13, point 3): by email, or by text message for a
// phone-only account, in the recipient's language (auth_users.locale), from the job queue. The job is enqueued in
// the transaction that makes the change, so the change and its message exist together or not at all.
//
// Exactly once: the job's payload carries `unsent` until the message is handed over, and the handler reads it
// again under the job row's lock before sending.
// - The outbox (the default) writes the message and removes `unsent` in one transaction: a crash before the commit
//   leaves neither, a run after it finds nothing to send.
// - An outside provider (SMTP, Twilio) cannot join a transaction: it is called outside one, and `unsent` is removed
//   the moment it answers. The one gap is a crash between the provider accepting and that write (one round trip):
//   the next attempt sends again. Email carries a Message-ID fixed per change, so mail systems drop the repeat.
// The message itself is never stored in the job: only the event's id, from which the handler rebuilds it.

export const CONSULTATION_NOTICE_JOB_KIND = 'legal.consultation_notice';

/** Email and SMS senders bound to a database handle (a transaction when delivering to the outbox). */
export type ConsultationNoticeSenders = (db: Database) => { mailer: Mailer; sms: SmsSender };

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

type Notice = {
  eventId: string;
  channel: 'email' | 'sms';
  address: string;
  message: RenderedConsultationNotice;
};

/** What the change tells whom, or null when there is nobody (left) to tell. */
async function buildNotice(db: Database, eventId: string, publicUrl: string): Promise<Notice | null> {
  const [row] = await db
    .select({
      status: consultationEvents.status,
      actorUserId: consultationEvents.actorUserId,
      consultationId: consultationRequests.id,
      clientUserId: consultationRequests.clientUserId,
      professionalUserId: consultationRequests.professionalUserId,
      professionalName: legalProfessionals.fullName,
    })
    .from(consultationEvents)
    .innerJoin(consultationRequests, eq(consultationRequests.id, consultationEvents.consultationId))
    .innerJoin(legalProfessionals, eq(legalProfessionals.userId, consultationRequests.professionalUserId))
    .where(eq(consultationEvents.id, eventId));
  // Deleted with its request, or the account that made the change is gone: nobody's change to announce.
  if (!row?.actorUserId) return null;
  const actor = row.actorUserId === row.clientUserId ? 'client' : 'professional';
  const kind = noticeKindFor(row.status, actor);
  if (!kind) return null;
  const recipientId = actor === 'client' ? row.professionalUserId : row.clientUserId;
  const [recipient] = await db
    .select({ email: authUsers.email, phone: authUsers.phone, locale: authUsers.locale })
    .from(authUsers)
    .where(eq(authUsers.id, recipientId));
  if (!recipient) return null;
  // The channel the recipient chose in Settings (decision 036): email first, else a text message; none when they
  // turned both off (the consultation page still shows the change).
  const [preferences] = await db
    .select({ email: userPreferences.consultationsEmail, sms: userPreferences.consultationsSms })
    .from(userPreferences)
    .where(eq(userPreferences.userId, recipientId));
  const email = preferences?.email === false ? null : recipient.email;
  const phone = preferences?.sms === false ? null : recipient.phone;
  const address = email ?? phone;
  if (!address) return null;
  const link = `${publicUrl.replace(/\/+$/, '')}/legal-hub/consultations/${row.consultationId}`;
  return {
    eventId,
    channel: email ? 'email' : 'sms',
    address,
    message: renderConsultationNotice(recipient.locale, kind, {
      professionalName: row.professionalName,
      link,
    }),
  };
}

function noticeSend(notice: Notice, senders: ReturnType<ConsultationNoticeSenders>) {
  const purpose = 'legal.consultation';
  const { message } = notice;
  if (notice.channel === 'sms') {
    return {
      kind: senders.sms.kind,
      send: () =>
        senders.sms.send({ to: notice.address, body: message.sms, locale: message.language, purpose }),
    };
  }
  return {
    kind: senders.mailer.kind,
    send: () =>
      senders.mailer.send({
        to: notice.address,
        subject: message.subject,
        text: message.emailText,
        locale: message.language,
        purpose,
        // The same for every attempt at this change: a receiving mail system can drop a repeat.
        idempotencyKey: `consultation-event.${notice.eventId}`,
      }),
  };
}

export function createConsultationNoticeHandler(
  senders: ConsultationNoticeSenders,
  options: { publicUrl: string },
): JobHandler {
  return async (payload, { db, job, finalAttempt }) => {
    const { eventId } = payload;
    if (typeof eventId !== 'string') return;
    try {
      const outside = await db.transaction(async (tx) => {
        if (!(await stillUnsent(tx, job.id))) return null;
        const notice = await buildNotice(tx, eventId, options.publicUrl);
        if (!notice) {
          await markSent(tx, job.id);
          return null;
        }
        const delivery = noticeSend(notice, senders(tx));
        if (delivery.kind === 'outbox') {
          await delivery.send();
          await markSent(tx, job.id);
          return null;
        }
        return notice;
      });
      if (!outside) return;
      await noticeSend(outside, senders(db)).send();
      await markSent(db, job.id);
    } catch (error) {
      // The last attempt failed: the change is still there to see in the app; nothing is left half-sent.
      if (finalAttempt) await markSent(db, job.id);
      throw error;
    }
  };
}

/** Every job kind the consultations handle, for the app's worker. */
export function consultationJobHandlers(
  senders: ConsultationNoticeSenders,
  options: { publicUrl: string },
): JobHandlers {
  return { [CONSULTATION_NOTICE_JOB_KIND]: createConsultationNoticeHandler(senders, options) };
}
