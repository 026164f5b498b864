import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { supportMessages, supportTickets } from '../../platform/db/schema/support.ts';
import type { JobHandler, JobHandlers } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { renderSupportReplyNotice } from './support-reply-messages.ts';

// Tells a person that the people who run Amparo answered their ticket (issue 15): by email, or by text message
// for a phone-only account, in their language (auth_users.locale), from the job queue. The job is enqueued in the
// transaction that saves the reply, and sends exactly once the same way as the consultations' notices
// (legal/consultation-notifications.ts): the payload carries `unsent` until the message is handed over, read
// again under the job row's lock; the outbox writes the message and clears it in one transaction.

export const SUPPORT_REPLY_JOB_KIND = 'support.reply_notice';
export const SUPPORT_REPLY_PURPOSE = 'support.reply';

export type SupportNoticeSenders = (db: Database) => { mailer: Mailer; sms: SmsSender };

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

type Notice = { messageId: string; channel: 'email' | 'sms'; address: string; locale: string; link: string };

async function buildNotice(db: Database, messageId: string, publicUrl: string): Promise<Notice | null> {
  const [row] = await db
    .select({
      ticketId: supportTickets.id,
      email: authUsers.email,
      phone: authUsers.phone,
      locale: authUsers.locale,
    })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .innerJoin(authUsers, eq(authUsers.id, supportTickets.userId))
    .where(eq(supportMessages.id, messageId));
  const address = row?.email ?? row?.phone;
  if (!row || !address) return null;
  return {
    messageId,
    channel: row.email ? 'email' : 'sms',
    address,
    locale: row.locale,
    link: `${publicUrl.replace(/\/+$/, '')}/help?ticket=${row.ticketId}#support`,
  };
}

function noticeSend(notice: Notice, senders: ReturnType<SupportNoticeSenders>) {
  const message = renderSupportReplyNotice(notice.locale, notice.link);
  const purpose = SUPPORT_REPLY_PURPOSE;
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
        idempotencyKey: `support-reply.${notice.messageId}`,
      }),
  };
}

export function createSupportReplyHandler(
  senders: SupportNoticeSenders,
  options: { publicUrl: string },
): JobHandler {
  return async (payload, { db, job, finalAttempt }) => {
    const { messageId } = payload;
    if (typeof messageId !== 'string') return;
    try {
      const outside = await db.transaction(async (tx) => {
        if (!(await stillUnsent(tx, job.id))) return null;
        const notice = await buildNotice(tx, messageId, options.publicUrl);
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
      // The last attempt failed: the answer is still there to read in Help; nothing is left half-sent.
      if (finalAttempt) await markSent(db, job.id);
      throw error;
    }
  };
}

/** Every job kind support handles, for the app's worker. */
export function supportJobHandlers(
  senders: SupportNoticeSenders,
  options: { publicUrl: string },
): JobHandlers {
  return { [SUPPORT_REPLY_JOB_KIND]: createSupportReplyHandler(senders, options) };
}
