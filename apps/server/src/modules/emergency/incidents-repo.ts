import {
  type AlertRound,
  type Incident,
  type IncidentAlert,
  type IncidentSummary,
  mapUrl,
} from '@amparo/contract/emergency/incident';
import { type IncidentCurrency, isCurrentIncident } from '@amparo/contract/emergency/incident-currency';
import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts, incidentRounds, incidents } from '../../platform/db/schema/emergency.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';

export type IncidentRow = typeof incidents.$inferSelect;
export type AlertRow = typeof incidentAlerts.$inferSelect;
export type RoundRow = typeof incidentRounds.$inferSelect;
type AlertWithJob = { alert: AlertRow; jobRunAt: Date | null; jobPending: boolean };

/** Enough of a phone number or address to recognise it, without showing it whole on a screen others may see. */
export function recipientHint(channel: 'sms' | 'email', recipient: string): string {
  if (channel === 'sms') return `••• ${recipient.slice(-4)}`;
  const [local = '', domain = ''] = recipient.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

function toAlertResponse({ alert, jobRunAt, jobPending }: AlertWithJob): IncidentAlert {
  const waitingForRetry = alert.status === 'queued' && alert.lastError !== null && jobPending;
  return {
    id: alert.id,
    kind: alert.kind,
    channel: alert.channel,
    contact_id: alert.contactId,
    contact_name: alert.contactName,
    recipient_hint: recipientHint(alert.channel, alert.recipient),
    language: alert.language as LanguageCode,
    round: alert.round,
    status: alert.status,
    attempts: alert.attempts,
    next_attempt_at: waitingForRetry && jobRunAt ? jobRunAt.toISOString() : null,
    created_at: alert.createdAt.toISOString(),
    sent_at: alert.sentAt?.toISOString() ?? null,
    failed_at: alert.failedAt?.toISOString() ?? null,
  };
}

function locationOf(
  row: Pick<IncidentRow, 'locationLat' | 'locationLng' | 'locationAccuracy'>,
): Incident['location'] {
  if (row.locationLat === null || row.locationLng === null) return null;
  return {
    lat: row.locationLat,
    lng: row.locationLng,
    ...(row.locationAccuracy === null ? {} : { accuracy: row.locationAccuracy }),
  };
}

function incidentFields(row: IncidentRow): Omit<Incident, 'alerts' | 'rounds'> {
  const location = locationOf(row);
  return {
    id: row.id,
    client_id: row.clientId,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    location,
    map_url: location ? mapUrl(location) : null,
  };
}

function toRoundResponse(row: RoundRow): AlertRound {
  const location = locationOf(row);
  return {
    number: row.number,
    client_id: row.clientId,
    started_at: row.startedAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    location,
    map_url: location ? mapUrl(location) : null,
  };
}

/** The rounds of these incidents, oldest first within each. */
export async function roundsOf(db: Database, incidentIds: string[]): Promise<RoundRow[]> {
  if (incidentIds.length === 0) return [];
  return db
    .select()
    .from(incidentRounds)
    .where(inArray(incidentRounds.incidentId, incidentIds))
    .orderBy(asc(incidentRounds.incidentId), asc(incidentRounds.number));
}

/** How many rounds and when the last arrived; an incident without rows (never, since 0023) counts as one. */
function currencyOf(row: IncidentRow, rounds: RoundRow[]): IncidentCurrency {
  const own = rounds.filter((round) => round.incidentId === row.id);
  const last = own.at(-1);
  return {
    status: row.status,
    rounds_total: Math.max(1, own.length),
    last_alerted_at: (last?.receivedAt ?? row.receivedAt).toISOString(),
  };
}

/**
 * The person's current incident (`isCurrentIncident`), newest first when there are several; null when a hold of
 * Help Me Now should start a new one.
 */
export async function findCurrentIncident(
  db: Database,
  userId: string,
  now: Date,
): Promise<IncidentRow | null> {
  const active = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.userId, userId), eq(incidents.status, 'active')))
    .orderBy(desc(incidents.receivedAt));
  const rounds = await roundsOf(
    db,
    active.map((row) => row.id),
  );
  return active.find((row) => isCurrentIncident(currencyOf(row, rounds), now.getTime())) ?? null;
}

/** When each incident the person started since `since` reached the server, oldest first: the daily limit. */
export async function incidentsReceivedSince(db: Database, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ receivedAt: incidents.receivedAt })
    .from(incidents)
    .where(and(eq(incidents.userId, userId), gt(incidents.receivedAt, since)))
    .orderBy(asc(incidents.receivedAt));
  return rows.map((row) => row.receivedAt);
}

export async function findIncident(
  db: Database,
  userId: string,
  incidentId: string,
): Promise<IncidentRow | null> {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.id, incidentId), eq(incidents.userId, userId)));
  return row ?? null;
}

export async function findIncidentByClientId(
  db: Database,
  userId: string,
  clientId: string,
): Promise<IncidentRow | null> {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.clientId, clientId), eq(incidents.userId, userId)));
  return row ?? null;
}

async function alertsOf(db: Database, incidentIds: string[]): Promise<AlertWithJob[]> {
  if (incidentIds.length === 0) return [];
  const rows = await db
    .select({
      alert: incidentAlerts,
      jobRunAt: jobs.runAt,
      jobDoneAt: jobs.doneAt,
      jobFailedAt: jobs.failedAt,
    })
    .from(incidentAlerts)
    .leftJoin(jobs, eq(jobs.id, incidentAlerts.jobId))
    .where(inArray(incidentAlerts.incidentId, incidentIds))
    .orderBy(asc(incidentAlerts.kind), asc(incidentAlerts.position));
  return rows.map((row) => ({
    alert: row.alert,
    jobRunAt: row.jobRunAt,
    jobPending: row.jobRunAt !== null && row.jobDoneAt === null && row.jobFailedAt === null,
  }));
}

export async function loadIncident(db: Database, row: IncidentRow): Promise<Incident> {
  const alerts = await alertsOf(db, [row.id]);
  const rounds = await roundsOf(db, [row.id]);
  return { ...incidentFields(row), rounds: rounds.map(toRoundResponse), alerts: alerts.map(toAlertResponse) };
}

export async function listIncidentSummaries(db: Database, userId: string): Promise<IncidentSummary[]> {
  const rows = await db
    .select()
    .from(incidents)
    .where(eq(incidents.userId, userId))
    .orderBy(desc(incidents.startedAt))
    .limit(100);
  const ids = rows.map((row) => row.id);
  const alerts = await alertsOf(db, ids);
  const rounds = await roundsOf(db, ids);
  return rows.map((row) => {
    const own = alerts.filter(({ alert }) => alert.incidentId === row.id).map(({ alert }) => alert);
    const { rounds_total, last_alerted_at } = currencyOf(row, rounds);
    return {
      ...incidentFields(row),
      alerts_total: own.length,
      alerts_sent: own.filter((alert) => alert.status === 'sent').length,
      alerts_failed: own.filter((alert) => alert.status === 'failed').length,
      rounds_total,
      last_alerted_at,
    };
  });
}
