import type { CreateIncidentRequest } from '@amparo/contract/emergency/create-incident';
import { ALERT_NAME_REQUIRED, alertName } from '@amparo/contract/emergency/emergency-settings';
import type { AlertKind, Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts, incidents } from '../../platform/db/schema/emergency.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { enqueueJob, notifyJobsEnqueued } from '../../platform/jobs/job-queue.ts';
import { ALERT_JOB_KIND } from './alert-delivery.ts';
import { type AlertRecipient, listAlertRecipients } from './alert-recipients.ts';
import {
  findIncident,
  findIncidentByClientId,
  type IncidentRow,
  listIncidentSummaries,
  loadIncident,
} from './incidents-repo.ts';
import { findFamilyName, getOwnSettings } from './settings-service.ts';

// Help Me Now incidents: starting one alerts every contact with alerts on and every other person of the family
// with alerts on (SMS where there is a phone, email where there is an address), each alert a job of its own in
// the durable queue, in the same transaction as the incident; "I'm safe" ends it and tells the same people.

/** An incident may wait on a phone without network for a while; a week covers any real outage. */
const OLDEST_OFFLINE_START_MS = 7 * 24 * 60 * 60_000;

function incidentNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such incident');
}

function validTimeZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

type PlannedAlert = {
  kind: AlertKind;
  channel: 'sms' | 'email';
  contactId: string | null;
  familyMemberUserId: string | null;
  contactName: string;
  recipient: string;
  language: string;
};

/**
 * One alert per recipient and channel (SMS where there is a phone, email where there is an address), and never
 * two for the same channel and address: two contacts sharing a landline get one text, a family member who is
 * also a contact one text and one email (`mergeAlertRecipients` made them one person already).
 */
function plannedAlerts(kind: AlertKind, recipients: AlertRecipient[]): PlannedAlert[] {
  const seen = new Set<string>();
  return recipients.flatMap((recipient) => {
    const base = {
      kind,
      contactId: recipient.contactId,
      familyMemberUserId: recipient.familyMemberUserId,
      contactName: recipient.name,
      language: recipient.language,
    };
    const channels: PlannedAlert[] = [];
    if (recipient.phone) channels.push({ ...base, channel: 'sms', recipient: recipient.phone });
    if (recipient.email) channels.push({ ...base, channel: 'email', recipient: recipient.email });
    return channels.filter((alert) => {
      const key = `${alert.channel}:${alert.recipient}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
}

/** Inserts the alerts and one queue job each, inside the caller's transaction. */
async function queueAlerts(
  tx: Database,
  incidentId: string,
  alerts: PlannedAlert[],
  now: Date,
): Promise<void> {
  for (const [position, planned] of alerts.entries()) {
    const [alert] = await tx
      .insert(incidentAlerts)
      .values({ incidentId, ...planned, position, createdAt: now })
      .returning({ id: incidentAlerts.id });
    if (!alert) throw new Error('The alert insert returned no row');
    const jobId = await enqueueJob(tx, { kind: ALERT_JOB_KIND, payload: { alertId: alert.id }, runAt: now });
    await tx.update(incidentAlerts).set({ jobId }).where(eq(incidentAlerts.id, alert.id));
  }
}

export async function createIncident(
  db: Database,
  input: { userId: string; request: CreateIncidentRequest; now?: Date },
): Promise<{ incident: Incident; created: boolean }> {
  const now = input.now ?? new Date();
  const { request, userId } = input;
  const existing = await findIncidentByClientId(db, userId, request.client_id);
  if (existing) return { incident: await loadIncident(db, existing), created: false };

  let startedAt = new Date(request.started_at);
  // A phone clock a little ahead is still the same moment; "now" is the honest time for it.
  if (startedAt.getTime() > now.getTime()) startedAt = now;
  if (now.getTime() - startedAt.getTime() > OLDEST_OFFLINE_START_MS) {
    throw new HttpError(400, 'validation_failed', 'started_at is more than a week ago', {
      fields: [{ path: 'started_at', message: 'More than a week ago' }],
    });
  }

  const settings = await getOwnSettings(db, userId);
  // A family member who never chose an alert name is alerted under the name their family knows them by (what
  // the family sees anyway), rather than refused in the middle of an emergency.
  const name = alertName({ ...settings, family_name: await findFamilyName(db, userId) });
  // The person chose not to share their location: it is not even stored.
  const location = settings.share_location ? request.location : null;

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(incidents)
      .values({
        userId,
        clientId: request.client_id,
        startedAt,
        receivedAt: now,
        locationLat: location?.lat ?? null,
        locationLng: location?.lng ?? null,
        locationAccuracy: location?.accuracy ?? null,
        timeZone: validTimeZone(request.time_zone),
        senderName: name,
        customMessage: settings.custom_message,
      })
      .onConflictDoNothing({ target: [incidents.userId, incidents.clientId] })
      .returning();
    // The same incident arrived twice at once: the other request queued the alerts.
    if (!inserted) return null;
    const recipients = await listAlertRecipients(tx, userId);
    // A nameless alert ("someone pressed Help Me Now") would leave contacts unable to tell who needs help. The
    // browser asks for the name before this point; this is the rule for every other way in. Refusing rolls the
    // incident back, so the same client_id can be sent again once the name is set.
    if (recipients.length > 0 && !name) {
      throw new HttpError(
        409,
        ALERT_NAME_REQUIRED,
        'Set the name your contacts know you by before Help Me Now can alert them',
      );
    }
    await queueAlerts(tx, inserted.id, plannedAlerts('help', recipients), now);
    return inserted;
  });
  if (!row) {
    const again = await findIncidentByClientId(db, userId, request.client_id);
    if (!again) throw new Error('The incident vanished after a conflicting insert');
    return { incident: await loadIncident(db, again), created: false };
  }
  notifyJobsEnqueued();
  return { incident: await loadIncident(db, row), created: true };
}

export async function listOwnIncidents(db: Database, userId: string): Promise<IncidentSummary[]> {
  return listIncidentSummaries(db, userId);
}

export async function getOwnIncident(db: Database, userId: string, incidentId: string): Promise<Incident> {
  const row = await findIncident(db, userId, incidentId);
  if (!row) throw incidentNotFound();
  return loadIncident(db, row);
}

/** Ends the incident and sends "<name> is safe" to everyone the help alert went to. Safe to call twice. */
export async function markIncidentSafe(
  db: Database,
  input: { userId: string; incidentId: string; now?: Date },
): Promise<Incident> {
  const now = input.now ?? new Date();
  const ended = await db.transaction(async (tx): Promise<IncidentRow | null> => {
    const [row] = await tx
      .select()
      .from(incidents)
      .where(and(eq(incidents.id, input.incidentId), eq(incidents.userId, input.userId)))
      .for('update');
    if (!row) return null;
    if (row.status === 'ended') return row;
    const [updated] = await tx
      .update(incidents)
      .set({ status: 'ended', endedAt: now })
      .where(eq(incidents.id, row.id))
      .returning();
    const helpAlerts = await tx
      .select()
      .from(incidentAlerts)
      .where(and(eq(incidentAlerts.incidentId, row.id), eq(incidentAlerts.kind, 'help')))
      // Without an order PostgreSQL returns rows as they lie on disk, which updates reshuffle:
      // the "safe" alerts keep the order of the help alerts they answer.
      .orderBy(asc(incidentAlerts.position));
    await queueAlerts(
      tx,
      row.id,
      helpAlerts.map((alert) => ({
        kind: 'safe',
        channel: alert.channel,
        contactId: alert.contactId,
        familyMemberUserId: alert.familyMemberUserId,
        contactName: alert.contactName,
        recipient: alert.recipient,
        language: alert.language,
      })),
      now,
    );
    return updated ?? row;
  });
  if (!ended) throw incidentNotFound();
  notifyJobsEnqueued();
  return loadIncident(db, ended);
}

/** Sends a failed alert (or one waiting for its next try) again at once, as a new queue job. */
export async function retryAlert(
  db: Database,
  input: { userId: string; incidentId: string; alertId: string; now?: Date },
): Promise<Incident> {
  const now = input.now ?? new Date();
  const incident = await db.transaction(async (tx) => {
    const row = await findIncident(tx, input.userId, input.incidentId);
    if (!row) throw incidentNotFound();
    const [alert] = await tx
      .select()
      .from(incidentAlerts)
      .where(and(eq(incidentAlerts.id, input.alertId), eq(incidentAlerts.incidentId, row.id)))
      .for('update');
    if (!alert) throw new HttpError(404, 'not_found', 'No such alert');
    if (alert.status === 'sent')
      throw new HttpError(409, 'alert_already_sent', 'This alert was already sent');
    if (alert.status === 'queued' && alert.lastError === null) return row;
    const jobId = await enqueueJob(tx, { kind: ALERT_JOB_KIND, payload: { alertId: alert.id }, runAt: now });
    await tx
      .update(incidentAlerts)
      .set({ status: 'queued', failedAt: null, jobId })
      .where(eq(incidentAlerts.id, alert.id));
    return row;
  });
  notifyJobsEnqueued();
  return loadIncident(db, incident);
}

/** Removes an ended incident and its alerts. An active one must be ended with "I'm safe" first. */
export async function deleteOwnIncident(
  db: Database,
  input: { userId: string; incidentId: string },
): Promise<void> {
  const row = await findIncident(db, input.userId, input.incidentId);
  if (!row) throw incidentNotFound();
  if (row.status === 'active') {
    throw new HttpError(409, 'incident_active', 'End the incident with "I\'m safe" before deleting it');
  }
  await db.delete(incidents).where(and(eq(incidents.id, row.id), eq(incidents.userId, input.userId)));
}
