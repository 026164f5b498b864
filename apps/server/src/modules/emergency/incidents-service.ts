import { INCIDENT_ENDED } from '@amparo/contract/emergency/create-alert-round';
import {
  type CreateIncidentRequest,
  INCIDENT_LIMIT_WINDOW_MS,
  MAX_INCIDENTS_PER_DAY,
} from '@amparo/contract/emergency/create-incident';
import { ALERT_NAME_REQUIRED, alertName } from '@amparo/contract/emergency/emergency-settings';
import type { AlertKind, Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import { MAX_ALERT_ROUNDS } from '@amparo/contract/emergency/incident-currency';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts, incidentRounds, incidents } from '../../platform/db/schema/emergency.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { enqueueJob, notifyJobsEnqueued } from '../../platform/jobs/job-queue.ts';
import { ALERT_JOB_KIND } from './alert-delivery.ts';
import { type AlertRecipient, listAlertRecipients } from './alert-recipients.ts';
import {
  findCurrentIncident,
  findIncident,
  findIncidentByClientId,
  type IncidentRow,
  incidentsReceivedSince,
  listIncidentSummaries,
  loadIncident,
} from './incidents-repo.ts';
import { findFamilyName, getOwnSettings } from './settings-service.ts';

// Help Me Now incidents: starting one alerts every contact with alerts on and every other person of the family
// with alerts on (SMS where there is a phone, email where there is an address), each alert a job of its own in
// the durable queue, in the same transaction as the incident; "alert everyone again" sends another round of
// alerts on the same incident the same way; "I'm safe" ends it and tells the same people, once each.
// Why a second hold leads to the current incident rather than a new one, and the limits: decision 043.

/** An incident may wait on a phone without network for a while; a week covers any real outage. */
const OLDEST_OFFLINE_START_MS = 7 * 24 * 60 * 60_000;

function incidentNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such incident');
}

/**
 * The moment the person pressed, as the phone says: a phone clock a little ahead is still the same moment, so
 * "now" is the honest time for it; more than a week back is refused (no real outage lasts that long).
 */
function pressedAt(request: CreateIncidentRequest, now: Date): Date {
  const startedAt = new Date(request.started_at);
  if (startedAt.getTime() > now.getTime()) return now;
  if (now.getTime() - startedAt.getTime() > OLDEST_OFFLINE_START_MS) {
    throw new HttpError(400, 'validation_failed', 'started_at is more than a week ago', {
      fields: [{ path: 'started_at', message: 'More than a week ago' }],
    });
  }
  return startedAt;
}

/** The name the alerts carry, the message, and the location when the person shares it (else not even stored). */
async function whatAlertsSay(db: Database, userId: string, request: CreateIncidentRequest) {
  const settings = await getOwnSettings(db, userId);
  return {
    // A family member who never chose an alert name is alerted under the name their family knows them by (what
    // the family sees anyway), rather than refused in the middle of an emergency.
    name: alertName({ ...settings, family_name: await findFamilyName(db, userId) }),
    customMessage: settings.custom_message,
    location: settings.share_location ? (request.location ?? null) : null,
  };
}

/**
 * A nameless alert ("someone pressed Help Me Now") would leave contacts unable to tell who needs help. The
 * browser asks for the name before this point; this is the rule for every other way in. Thrown inside the
 * transaction, it rolls everything back, so the same client_id can be sent again once the name is set.
 */
function requireNameFor(recipients: AlertRecipient[], name: string): void {
  if (recipients.length > 0 && !name) {
    throw new HttpError(
      409,
      ALERT_NAME_REQUIRED,
      'Set the name your contacts know you by before Help Me Now can alert them',
    );
  }
}

/**
 * The daily limit on new incidents, over the last 24 hours (a sliding window: no midnight resets it). Counted
 * from the incidents themselves, so a retry of the same activation, which creates nothing, never counts.
 */
async function enforceIncidentLimit(db: Database, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - INCIDENT_LIMIT_WINDOW_MS);
  const recent = await incidentsReceivedSince(db, userId, since);
  if (recent.length < MAX_INCIDENTS_PER_DAY) return;
  // Free again when the oldest that counts leaves the window.
  const oldest = recent[recent.length - MAX_INCIDENTS_PER_DAY] ?? now;
  const freeAt = oldest.getTime() + INCIDENT_LIMIT_WINDOW_MS;
  throw new HttpError(
    429,
    'rate_limited',
    `Help Me Now started ${MAX_INCIDENTS_PER_DAY} alerts in the last 24 hours, the most it allows`,
    { retry_after: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) },
  );
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

/**
 * Inserts the alerts and one queue job each, inside the caller's transaction. Positions run on from
 * `firstPosition`, so a later round's alerts come after the earlier rounds' in every list ordered by position.
 */
async function queueAlerts(
  tx: Database,
  incidentId: string,
  alerts: PlannedAlert[],
  now: Date,
  { round, firstPosition = 0 }: { round: number; firstPosition?: number },
): Promise<void> {
  for (const [index, planned] of alerts.entries()) {
    const [alert] = await tx
      .insert(incidentAlerts)
      .values({ incidentId, ...planned, round, position: firstPosition + index, createdAt: now })
      .returning({ id: incidentAlerts.id });
    if (!alert) throw new Error('The alert insert returned no row');
    const jobId = await enqueueJob(tx, { kind: ALERT_JOB_KIND, payload: { alertId: alert.id }, runAt: now });
    await tx.update(incidentAlerts).set({ jobId }).where(eq(incidentAlerts.id, alert.id));
  }
}

export type CreateIncidentOutcome =
  | { outcome: 'created' | 'existing'; incident: Incident }
  /** The person's current incident: the second hold is offered its "alert everyone again" instead. */
  | { outcome: 'active'; incident: Incident };

export async function createIncident(
  db: Database,
  input: { userId: string; request: CreateIncidentRequest; now?: Date },
): Promise<CreateIncidentOutcome> {
  const now = input.now ?? new Date();
  const { request, userId } = input;
  const existing = await findIncidentByClientId(db, userId, request.client_id);
  if (existing) return { outcome: 'existing', incident: await loadIncident(db, existing) };

  const startedAt = pressedAt(request, now);
  // Before the limit: a second press while alerted is answered with the alert, never with "too many".
  const current = await findCurrentIncident(db, userId, now);
  if (current) return { outcome: 'active', incident: await loadIncident(db, current) };
  await enforceIncidentLimit(db, userId, now);

  const { name, customMessage, location } = await whatAlertsSay(db, userId, request);
  const timeZone = validTimeZone(request.time_zone);
  const place = {
    locationLat: location?.lat ?? null,
    locationLng: location?.lng ?? null,
    locationAccuracy: location?.accuracy ?? null,
  };

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(incidents)
      .values({
        userId,
        clientId: request.client_id,
        startedAt,
        receivedAt: now,
        ...place,
        timeZone,
        senderName: name,
        customMessage,
      })
      .onConflictDoNothing({ target: [incidents.userId, incidents.clientId] })
      .returning();
    // The same incident arrived twice at once: the other request queued the alerts.
    if (!inserted) return null;
    // Round 1 is the incident's own start, with its time and place.
    await tx.insert(incidentRounds).values({
      incidentId: inserted.id,
      number: 1,
      clientId: request.client_id,
      startedAt,
      receivedAt: now,
      ...place,
      timeZone,
    });
    const recipients = await listAlertRecipients(tx, userId);
    requireNameFor(recipients, name);
    await queueAlerts(tx, inserted.id, plannedAlerts('help', recipients), now, { round: 1 });
    return inserted;
  });
  if (!row) {
    const again = await findIncidentByClientId(db, userId, request.client_id);
    if (!again) throw new Error('The incident vanished after a conflicting insert');
    return { outcome: 'existing', incident: await loadIncident(db, again) };
  }
  notifyJobsEnqueued();
  return { outcome: 'created', incident: await loadIncident(db, row) };
}

/**
 * "Alert everyone again": one more round of alerts on the same incident, to everyone Help Me Now alerts now
 * (the same rule as the first round, so a contact added since is told too), with this press's time and place.
 * The same `client_id` twice sends one round. The incident's row is locked, so two rounds at once are numbered
 * one after the other and never race "I'm safe".
 */
export async function createAlertRound(
  db: Database,
  input: { userId: string; incidentId: string; request: CreateIncidentRequest; now?: Date },
): Promise<{ incident: Incident; created: boolean }> {
  const now = input.now ?? new Date();
  const { request, userId } = input;
  const startedAt = pressedAt(request, now);
  const { name, location } = await whatAlertsSay(db, userId, request);

  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(incidents)
      .where(and(eq(incidents.id, input.incidentId), eq(incidents.userId, userId)))
      .for('update');
    if (!row) throw incidentNotFound();
    const rounds = await tx
      .select()
      .from(incidentRounds)
      .where(eq(incidentRounds.incidentId, row.id))
      .orderBy(asc(incidentRounds.number));
    if (rounds.some((round) => round.clientId === request.client_id)) return { row, created: false };
    if (row.status === 'ended') {
      throw new HttpError(409, INCIDENT_ENDED, 'This alert has ended; hold Help Me Now to start a new one');
    }
    if (rounds.length >= MAX_ALERT_ROUNDS) {
      throw new HttpError(
        429,
        'rate_limited',
        `This alert has sent its ${MAX_ALERT_ROUNDS} rounds; hold Help Me Now to start a new one`,
      );
    }
    const number = (rounds.at(-1)?.number ?? 0) + 1;
    await tx.insert(incidentRounds).values({
      incidentId: row.id,
      number,
      clientId: request.client_id,
      startedAt,
      receivedAt: now,
      locationLat: location?.lat ?? null,
      locationLng: location?.lng ?? null,
      locationAccuracy: location?.accuracy ?? null,
      timeZone: validTimeZone(request.time_zone),
    });
    const recipients = await listAlertRecipients(tx, userId);
    requireNameFor(recipients, name);
    // An incident that alerted nobody (no contacts then) may have no name; its new round names the person.
    let updated = row;
    if (!row.senderName && name) {
      const [renamed] = await tx
        .update(incidents)
        .set({ senderName: name })
        .where(eq(incidents.id, row.id))
        .returning();
      updated = renamed ?? row;
    }
    const [last] = await tx
      .select({ position: max(incidentAlerts.position) })
      .from(incidentAlerts)
      .where(eq(incidentAlerts.incidentId, row.id));
    await queueAlerts(tx, row.id, plannedAlerts('help', recipients), now, {
      round: number,
      firstPosition: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
    });
    return { row: updated, created: true };
  });
  if (outcome.created) notifyJobsEnqueued();
  return { incident: await loadIncident(db, outcome.row), created: outcome.created };
}

export async function listOwnIncidents(db: Database, userId: string): Promise<IncidentSummary[]> {
  return listIncidentSummaries(db, userId);
}

export async function getOwnIncident(db: Database, userId: string, incidentId: string): Promise<Incident> {
  const row = await findIncident(db, userId, incidentId);
  if (!row) throw incidentNotFound();
  return loadIncident(db, row);
}

/**
 * Ends the incident and sends "<name> is safe" to everyone a help alert went to, once per channel and address
 * however many rounds reached them. Safe to call twice.
 */
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
    const told = new Set<string>();
    const once = helpAlerts.filter((alert) => {
      const key = `${alert.channel}:${alert.recipient}`;
      if (told.has(key)) return false;
      told.add(key);
      return true;
    });
    const [rounds] = await tx
      .select({ last: max(incidentRounds.number) })
      .from(incidentRounds)
      .where(eq(incidentRounds.incidentId, row.id));
    await queueAlerts(
      tx,
      row.id,
      once.map((alert) => ({
        kind: 'safe',
        channel: alert.channel,
        contactId: alert.contactId,
        familyMemberUserId: alert.familyMemberUserId,
        contactName: alert.contactName,
        recipient: alert.recipient,
        language: alert.language,
      })),
      now,
      { round: rounds?.last ?? 1 },
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
