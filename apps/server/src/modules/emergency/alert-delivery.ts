import { renderHelpAlert, renderSafeAlert } from '@amparo/contract/emergency/alert-messages';
import { mapUrl } from '@amparo/contract/emergency/incident';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts, incidents } from '../../platform/db/schema/emergency.ts';
import type { JobHandler, JobHandlers } from '../../platform/jobs/job-queue.ts';
import { createMailer } from '../../platform/mail/create-mailer.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createSmsSender } from '../../platform/sms/create-sms-sender.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';

// Delivers one alert (one contact, one channel) from the job queue.
//
// Exactly once: the alert row is locked and checked inside a transaction, and the message is handed to the
// provider inside that same transaction, which then marks the alert sent. With the outbox (the default) the
// message row and "sent" commit together, so a retry or a restart mid-send can never deliver twice or lose
// the message. With a real provider the one gap left is a crash between the provider's answer and the commit;
// then the contact may get the alert twice, which is better than not at all.

export const ALERT_JOB_KIND = 'emergency.alert';

/** Email and SMS senders bound to a database handle (a transaction when delivering). */
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

function describeFailure(error: unknown): string {
  // The provider's message names the problem; it never carries the recipient or the text (see the senders).
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

export function createDeliverAlertHandler(senders: AlertSenders): JobHandler {
  return async (payload, { db, now, finalAttempt }) => {
    const alertId = payload.alertId;
    if (typeof alertId !== 'string') return;
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ alert: incidentAlerts, incident: incidents })
          .from(incidentAlerts)
          .innerJoin(incidents, eq(incidents.id, incidentAlerts.incidentId))
          .where(eq(incidentAlerts.id, alertId))
          .for('update', { of: incidentAlerts });
        // Deleted with its incident, or already delivered by an earlier attempt: nothing to do.
        if (!row || row.alert.status === 'sent') return;
        const { alert, incident } = row;
        const language = isLanguageCode(alert.language) ? alert.language : 'en';
        const values = {
          name: incident.senderName,
          at: alert.kind === 'safe' && incident.endedAt ? incident.endedAt : incident.startedAt,
          timeZone: incident.timeZone ?? undefined,
          mapUrl:
            incident.locationLat !== null && incident.locationLng !== null
              ? mapUrl({ lat: incident.locationLat, lng: incident.locationLng })
              : null,
          customMessage: incident.customMessage,
        };
        const message =
          alert.kind === 'safe' ? renderSafeAlert(language, values) : renderHelpAlert(language, values);
        const purpose = `emergency.${alert.kind}`;
        const { mailer, sms } = senders(tx);
        if (alert.channel === 'sms') {
          await sms.send({ to: alert.recipient, body: message.sms, locale: language, purpose });
        } else {
          await mailer.send({
            to: alert.recipient,
            subject: message.subject,
            text: message.emailText,
            locale: language,
            purpose,
          });
        }
        await tx
          .update(incidentAlerts)
          .set({ status: 'sent', sentAt: now, attempts: alert.attempts + 1, lastError: null, failedAt: null })
          .where(eq(incidentAlerts.id, alert.id));
      });
    } catch (error) {
      await db
        .update(incidentAlerts)
        .set({
          attempts: sql`${incidentAlerts.attempts} + 1`,
          lastError: describeFailure(error),
          ...(finalAttempt ? { status: 'failed' as const, failedAt: now } : {}),
        })
        .where(and(eq(incidentAlerts.id, alertId), ne(incidentAlerts.status, 'sent')));
      throw error;
    }
  };
}

/** Every job kind the emergency area handles, for the app's worker. */
export function emergencyJobHandlers(senders: AlertSenders): JobHandlers {
  return { [ALERT_JOB_KIND]: createDeliverAlertHandler(senders) };
}
