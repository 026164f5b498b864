import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { legalProfessionals } from '../../platform/db/schema/legal.ts';
import { enqueueJob, type JobHandler, type JobHandlers } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import {
  PROFESSIONAL_NOTICE_EVENTS,
  type ProfessionalNoticeEvent,
  renderProfessionalNotice,
} from './professionals-messages.ts';

// Tells a professional what the owner decided about their listing, by email (or text message for a phone-only
// account), from the durable job queue: the job is enqueued in the decision's transaction, so a decision and its
// notice exist together or not at all.
//
// Exactly once: with the outbox (the embedded default) the message and the job's `delivered` mark commit in one
// transaction. With an outside provider the mark follows the provider's answer; a crash in between (one database
// round trip) sends again, as the family invitations accept. A notice whose listing has since moved to another
// state (verified, then suspended before the worker ran) is not sent: the later decision's notice says what holds.

export const PROFESSIONAL_NOTICE_JOB_KIND = 'legal.professional-notice';

export type ProfessionalNoticeSenders = (db: Database) => { mailer: Mailer; sms: SmsSender };

/** Where the professional's own listing page is: the link every notice ends with. */
export function professionalListingUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/legal-hub/professional`;
}

/** Call inside the transaction that records the decision. */
export async function enqueueProfessionalNotice(
  db: Database,
  input: { professionalUserId: string; event: ProfessionalNoticeEvent },
): Promise<void> {
  await enqueueJob(db, {
    kind: PROFESSIONAL_NOTICE_JOB_KIND,
    payload: { professionalUserId: input.professionalUserId, event: input.event },
  });
}

async function markDelivered(db: Database, jobId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} || '{"delivered":true}'::jsonb` })
    .where(eq(jobs.id, jobId));
}

type NoticeRow = {
  listing: typeof legalProfessionals.$inferSelect;
  email: string | null;
  phone: string | null;
  locale: string;
};

function noticeSend(
  row: NoticeRow,
  event: ProfessionalNoticeEvent,
  publicUrl: string,
  senders: ReturnType<ProfessionalNoticeSenders>,
) {
  const message = renderProfessionalNotice(row.locale, event, {
    name: row.listing.fullName,
    expiresAt: row.listing.verificationExpiresAt,
    reason: row.listing.statusReason,
    link: professionalListingUrl(publicUrl),
  });
  const purpose = `legal.professional-${event}`;
  if (!row.email && row.phone) {
    const to = row.phone;
    return {
      kind: senders.sms.kind,
      send: () => senders.sms.send({ to, body: message.sms, locale: message.language, purpose }),
    };
  }
  const to = row.email ?? '';
  return {
    kind: senders.mailer.kind,
    send: () =>
      senders.mailer.send({
        to,
        subject: message.subject,
        text: message.emailText,
        locale: message.language,
        purpose,
        idempotencyKey: `professional-notice.${row.listing.userId}.${event}.${row.listing.updatedAt.getTime()}`,
      }),
  };
}

function isNoticeEvent(value: unknown): value is ProfessionalNoticeEvent {
  return typeof value === 'string' && (PROFESSIONAL_NOTICE_EVENTS as readonly string[]).includes(value);
}

export function createProfessionalNoticeHandler(
  senders: ProfessionalNoticeSenders,
  options: { publicUrl: string },
): JobHandler {
  return async (payload, { db, job }) => {
    const { professionalUserId, event } = payload;
    if (payload.delivered === true || typeof professionalUserId !== 'string' || !isNoticeEvent(event)) return;
    const outside = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          listing: legalProfessionals,
          email: authUsers.email,
          phone: authUsers.phone,
          locale: authUsers.locale,
        })
        .from(legalProfessionals)
        .innerJoin(authUsers, eq(authUsers.id, legalProfessionals.userId))
        .where(eq(legalProfessionals.userId, professionalUserId));
      // The account is gone, it has no address, or a later decision replaced this one: nothing to say.
      if (!row || row.listing.status !== event || (!row.email && !row.phone)) {
        await markDelivered(tx, job.id);
        return null;
      }
      const delivery = noticeSend(row, event, options.publicUrl, senders(tx));
      if (delivery.kind === 'outbox') {
        await delivery.send();
        await markDelivered(tx, job.id);
        return null;
      }
      return row;
    });
    if (!outside) return;
    await noticeSend(outside, event, options.publicUrl, senders(db)).send();
    await markDelivered(db, job.id);
  };
}

/** Every job kind the legal professionals' part handles, for the app's worker. */
export function professionalJobHandlers(
  senders: ProfessionalNoticeSenders,
  options: { publicUrl: string },
): JobHandlers {
  return { [PROFESSIONAL_NOTICE_JOB_KIND]: createProfessionalNoticeHandler(senders, options) };
}
