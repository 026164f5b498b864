import {
  type Incident,
  type IncidentAlert,
  type IncidentSummary,
  mapUrl,
} from '@amparo/contract/emergency/incident';
import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts, incidents } from '../../platform/db/schema/emergency.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';

export type IncidentRow = typeof incidents.$inferSelect;
export type AlertRow = typeof incidentAlerts.$inferSelect;
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
    status: alert.status,
    attempts: alert.attempts,
    next_attempt_at: waitingForRetry && jobRunAt ? jobRunAt.toISOString() : null,
    created_at: alert.createdAt.toISOString(),
    sent_at: alert.sentAt?.toISOString() ?? null,
    failed_at: alert.failedAt?.toISOString() ?? null,
  };
}

function locationOf(row: IncidentRow): Incident['location'] {
  if (row.locationLat === null || row.locationLng === null) return null;
  return {
    lat: row.locationLat,
    lng: row.locationLng,
    ...(row.locationAccuracy === null ? {} : { accuracy: row.locationAccuracy }),
  };
}

function incidentFields(row: IncidentRow): Omit<Incident, 'alerts'> {
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
  return { ...incidentFields(row), alerts: alerts.map(toAlertResponse) };
}

export async function listIncidentSummaries(db: Database, userId: string): Promise<IncidentSummary[]> {
  const rows = await db
    .select()
    .from(incidents)
    .where(eq(incidents.userId, userId))
    .orderBy(desc(incidents.startedAt))
    .limit(100);
  const alerts = await alertsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = alerts.filter(({ alert }) => alert.incidentId === row.id).map(({ alert }) => alert);
    return {
      ...incidentFields(row),
      alerts_total: own.length,
      alerts_sent: own.filter((alert) => alert.status === 'sent').length,
      alerts_failed: own.filter((alert) => alert.status === 'failed').length,
    };
  });
}
