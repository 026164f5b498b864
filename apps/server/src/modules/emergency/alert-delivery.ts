import { renderHelpAlert, renderSafeAlert } from '@amparo/contract/emergency/alert-messages';
import { mapUrl } from '@amparo/contract/emergency/incident';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts, incidentRounds, incidents } from '../../platform/db/schema/emergency.ts';
import type { JobHandler, JobHandlers } from '../../platform/jobs/job-queue.ts';
import { createMailer } from '../../platform/mail/create-mailer.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createSmsSender } from '../../platform/sms/create-sms-sender.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';

// Delivers one alert (one contact, one channel) from the job queue, exactly once wherever the provider allows.
//
// - The outbox (the default) writes in the delivery transaction: the message row and "sent" commit together,
//   so a retry or a restart mid-send can never deliver twice or lose the message.
// - An outside provider (Twilio, SMTP) cannot join a transaction. "Sending" (`send_started_at`) is committed
//   first, the provider is called outside any transaction (on PGlite a transaction holds the only connection),
//   and "sent" is committed the moment it answers. A job that runs again after "sent" sends nothing. The one gap
//   left is a crash between the provider accepting the message and that commit (one database round trip): the
//   next attempt finds `send_started_at` still set, logs it, and sends again, because for a person in danger a
//   second text beats none. Email carries a Message-ID fixed per alert, so mail systems can drop the repeat;
//   Twilio has no idempotency key for SMS. Sizes and reasons: docs/decisions/010-job-queue.md.

export const ALERT_JOB_KIND = 'emergency.alert';

/** Email and SMS senders bound to a database handle (a transaction when delivering to the outbox). */
export type AlertSenders = (db: Database) => { mailer: Mailer; sms: SmsSender };

export function defaultAlertSenders(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'twilio'>,
  log: Pick<Logger, 'info'>,
): AlertSenders {
  return (db) => ({
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db, log }),
    sms: createSmsSender({ twilio: config.twilio, db, log }),
  });
}

export type DeliverAlertOptions = {
  log?: { warn: (object: object, message: string) => void };
  /**
   * Test only (TEST_ALERT_SEND_DELAY_MS, refused in production): each send waits this long first, so a test
   * can kill the server in the middle of a fan-out.
   */
  sendDelayMs?: number;
};

function describeFailure(error: unknown): string {
  // The provider's message names the problem; it never carries the recipient or the text (see the senders).
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

type AlertRow = typeof incidentAlerts.$inferSelect;
type IncidentRow = typeof incidents.$inferSelect;
type RoundRow = typeof incidentRounds.$inferSelect;
type AlertToSend = { alert: AlertRow; incident: IncidentRow; round: RoundRow | null };

function renderAlert({ alert, incident, round }: AlertToSend) {
  const language = isLanguageCode(alert.language) ? alert.language : 'en';
  // A help alert tells the time and place of its own round (the person may have been moved since the first);
  // "I'm safe" tells when the incident ended.
  const place = alert.kind === 'help' && round ? round : incident;
  const values = {
    name: incident.senderName,
    at: alert.kind === 'safe' && incident.endedAt ? incident.endedAt : place.startedAt,
    timeZone: place.timeZone ?? undefined,
    mapUrl:
      place.locationLat !== null && place.locationLng !== null
        ? mapUrl({ lat: place.locationLat, lng: place.locationLng })
        : null,
    customMessage: incident.customMessage,
    // Someone of the person's own family is told why they hear it as family, not as an added contact.
    audience: alert.familyMemberUserId === null ? ('contact' as const) : ('family' as const),
    again: alert.round > 1,
  };
  const message =
    alert.kind === 'safe' ? renderSafeAlert(language, values) : renderHelpAlert(language, values);
  return { language, message };
}

/** The one send of this alert, through whichever sender its channel uses. */
function alertSend(toSend: AlertToSend, senders: ReturnType<AlertSenders>) {
  const { alert } = toSend;
  const { language, message } = renderAlert(toSend);
  const purpose = `emergency.${alert.kind}`;
  if (alert.channel === 'sms') {
    return {
      kind: senders.sms.kind,
      send: () => senders.sms.send({ to: alert.recipient, body: message.sms, locale: language, purpose }),
    };
  }
  return {
    kind: senders.mailer.kind,
    send: () =>
      senders.mailer.send({
        to: alert.recipient,
        subject: message.subject,
        text: message.emailText,
        locale: language,
        purpose,
        // The same for every attempt at this alert: a receiving mail system can drop a repeat.
        idempotencyKey: `alert.${alert.id}`,
      }),
  };
}

async function markSent(db: Database, alertId: string, now: Date): Promise<void> {
  await db
    .update(incidentAlerts)
    .set({
      status: 'sent',
      sentAt: now,
      attempts: sql`${incidentAlerts.attempts} + 1`,
      lastError: null,
      failedAt: null,
      sendStartedAt: null,
    })
    .where(and(eq(incidentAlerts.id, alertId), ne(incidentAlerts.status, 'sent')));
}

export function createDeliverAlertHandler(
  senders: AlertSenders,
  options: DeliverAlertOptions = {},
): JobHandler {
  return async (payload, { db, now, finalAttempt }) => {
    const alertId = payload.alertId;
    if (typeof alertId !== 'string') return;
    try {
      const outside = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ alert: incidentAlerts, incident: incidents, round: incidentRounds })
          .from(incidentAlerts)
          .innerJoin(incidents, eq(incidents.id, incidentAlerts.incidentId))
          .leftJoin(
            incidentRounds,
            and(
              eq(incidentRounds.incidentId, incidentAlerts.incidentId),
              eq(incidentRounds.number, incidentAlerts.round),
            ),
          )
          .where(eq(incidentAlerts.id, alertId))
          .for('update', { of: incidentAlerts });
        // Deleted with its incident, or already delivered by an earlier attempt: nothing to do.
        if (!row || row.alert.status === 'sent') return null;
        if (options.sendDelayMs) await new Promise((resolve) => setTimeout(resolve, options.sendDelayMs));
        const delivery = alertSend(row, senders(tx));
        if (delivery.kind === 'outbox') {
          await delivery.send();
          await markSent(tx, alertId, now);
          return null;
        }
        await tx.update(incidentAlerts).set({ sendStartedAt: now }).where(eq(incidentAlerts.id, alertId));
        return row;
      });
      if (!outside) return;
      if (outside.alert.sendStartedAt) {
        options.log?.warn(
          { alertId, channel: outside.alert.channel, sendStartedAt: outside.alert.sendStartedAt },
          'An earlier attempt at this alert stopped mid-send; sending again, so the contact may get it twice',
        );
      }
      await alertSend(outside, senders(db)).send();
      await markSent(db, alertId, now);
    } catch (error) {
      await db
        .update(incidentAlerts)
        .set({
          attempts: sql`${incidentAlerts.attempts} + 1`,
          lastError: describeFailure(error),
          // The provider answered (or timed out) while this process was alive: the retry is a plain retry.
          sendStartedAt: null,
          ...(finalAttempt ? { status: 'failed' as const, failedAt: now } : {}),
        })
        .where(and(eq(incidentAlerts.id, alertId), ne(incidentAlerts.status, 'sent')));
      throw error;
    }
  };
}

/** Every job kind the emergency area handles, for the app's worker. */
export function emergencyJobHandlers(senders: AlertSenders, options: DeliverAlertOptions = {}): JobHandlers {
  return { [ALERT_JOB_KIND]: createDeliverAlertHandler(senders, options) };
}
