import { familyJoinUrl } from '@amparo/contract/family/family-invitation-token';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { familyInvitations } from '../../platform/db/schema/family.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import type { JobHandler, JobHandlers } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { renderFamilyInvitation } from './invitation-messages.ts';

// Sends a family invitation from the job queue: enqueued in the transaction that creates the invitation, so
// the invitation and its message exist together or not at all.
//
// The link's token has to reach the worker, and the job's payload is the only way: it is there until the
// message is handed over, then the handler removes it from the payload (in the same transaction as the outbox
// write; right after an outside provider accepts it). A job run again after that finds no token and sends
// nothing, so the removal is also what keeps the message from going twice. The invitation row never holds the
// token, only its SHA-256; the outbox row holds the message, because the outbox is the delivery (in production,
// SMTP or the SMS provider take its place).

export const FAMILY_INVITATION_JOB_KIND = 'family.invitation';

/** Email and SMS senders bound to a database handle (a transaction when delivering to the outbox). */
export type InvitationSenders = (db: Database) => { mailer: Mailer; sms: SmsSender };

async function forgetToken(db: Database, jobId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} - 'token'` })
    .where(eq(jobs.id, jobId));
}

type InvitationRow = typeof familyInvitations.$inferSelect;

function invitationSend(
  invitation: InvitationRow,
  token: string,
  publicUrl: string,
  senders: ReturnType<InvitationSenders>,
) {
  const message = renderFamilyInvitation(invitation.language, {
    inviterName: invitation.inviterName,
    inviteeName: invitation.inviteeName,
    link: familyJoinUrl(publicUrl, token),
    expiresAt: invitation.expiresAt,
  });
  const purpose = 'family.invitation';
  if (invitation.channel === 'sms') {
    return {
      kind: senders.sms.kind,
      send: () =>
        senders.sms.send({ to: invitation.address, body: message.sms, locale: message.language, purpose }),
    };
  }
  return {
    kind: senders.mailer.kind,
    send: () =>
      senders.mailer.send({
        to: invitation.address,
        subject: message.subject,
        text: message.emailText,
        locale: message.language,
        purpose,
        idempotencyKey: `family-invitation.${invitation.id}`,
      }),
  };
}

export function createDeliverInvitationHandler(
  senders: InvitationSenders,
  options: { publicUrl: string },
): JobHandler {
  return async (payload, { db, job, now, finalAttempt }) => {
    const { invitationId, token } = payload;
    if (typeof invitationId !== 'string' || typeof token !== 'string') return;
    try {
      const outside = await db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(familyInvitations)
          .where(eq(familyInvitations.id, invitationId))
          .for('update');
        // Cancelled, accepted or expired before it went out (or deleted with its family): nothing to send.
        if (invitation?.status !== 'pending' || invitation.expiresAt.getTime() <= now.getTime()) {
          await forgetToken(tx, job.id);
          return null;
        }
        const delivery = invitationSend(invitation, token, options.publicUrl, senders(tx));
        if (delivery.kind === 'outbox') {
          await delivery.send();
          await forgetToken(tx, job.id);
          return null;
        }
        return invitation;
      });
      if (!outside) return;
      await invitationSend(outside, token, options.publicUrl, senders(db)).send();
      await forgetToken(db, job.id);
    } catch (error) {
      // The last attempt failed: the link cannot be sent any more, so it is not kept either. The holder sees the
      // invitation waiting and can send a new one.
      if (finalAttempt) await forgetToken(db, job.id);
      throw error;
    }
  };
}

/** Every job kind the family area handles, for the app's worker. */
export function familyJobHandlers(senders: InvitationSenders, options: { publicUrl: string }): JobHandlers {
  return { [FAMILY_INVITATION_JOB_KIND]: createDeliverInvitationHandler(senders, options) };
}
