import { mapUrl } from '@amparo/contract/emergency/incident';
import type { FamilyIncidentAlert } from '@amparo/contract/family/get-family-incident';
import type { FamilyIncidentSummary } from '@amparo/contract/family/list-family-incidents';
import { and, asc, desc, eq, gt, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts, incidents } from '../../platform/db/schema/emergency.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';

// The queries behind the family's view of each other's Help Me Now. Who may see an incident is decided here, in
// the query itself: the caller and the person who pressed are both in the same family right now (so someone
// removed from it loses access at once), the incident is not the caller's own, and it is active or ended after
// `endedAfter`.

type IncidentRow = typeof incidents.$inferSelect;

function toSummary(row: IncidentRow, displayName: string): FamilyIncidentSummary {
  const location =
    row.locationLat === null || row.locationLng === null
      ? null
      : {
          lat: row.locationLat,
          lng: row.locationLng,
          ...(row.locationAccuracy === null ? {} : { accuracy: row.locationAccuracy }),
        };
  return {
    id: row.id,
    status: row.status,
    person: { user_id: row.userId, display_name: displayName },
    started_at: row.startedAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    location,
    map_url: location ? mapUrl(location) : null,
  };
}

async function visibleIncidents(
  db: Database,
  input: { userId: string; endedAfter: Date; incidentId?: string },
): Promise<FamilyIncidentSummary[]> {
  const me = alias(familyMembers, 'me');
  const presser = alias(familyMembers, 'presser');
  const conditions: (SQL | undefined)[] = [
    eq(me.userId, input.userId),
    ne(incidents.userId, input.userId),
    or(eq(incidents.status, 'active'), gt(incidents.endedAt, input.endedAfter)),
  ];
  if (input.incidentId) conditions.push(eq(incidents.id, input.incidentId));
  const rows = await db
    .select({ incident: incidents, displayName: presser.displayName })
    .from(me)
    .innerJoin(presser, eq(presser.familyId, me.familyId))
    .innerJoin(incidents, eq(incidents.userId, presser.userId))
    .where(and(...conditions))
    .orderBy(desc(incidents.startedAt))
    .limit(50);
  return rows.map((row) => toSummary(row.incident, row.displayName));
}

export function listVisibleFamilyIncidents(
  db: Database,
  input: { userId: string; endedAfter: Date },
): Promise<FamilyIncidentSummary[]> {
  return visibleIncidents(db, input);
}

export async function findVisibleFamilyIncident(
  db: Database,
  input: { userId: string; incidentId: string; endedAfter: Date },
): Promise<FamilyIncidentSummary | null> {
  const [row] = await visibleIncidents(db, input);
  return row ?? null;
}

/** The alerts of an incident as a family member may see them: names and delivery, no addresses. */
export async function listFamilyIncidentAlerts(
  db: Database,
  input: { incidentId: string; viewerId: string },
): Promise<FamilyIncidentAlert[]> {
  const rows = await db
    .select()
    .from(incidentAlerts)
    .where(eq(incidentAlerts.incidentId, input.incidentId))
    .orderBy(asc(incidentAlerts.kind), asc(incidentAlerts.position));
  return rows.map((alert) => ({
    id: alert.id,
    kind: alert.kind,
    channel: alert.channel,
    name: alert.contactName,
    is_family: alert.familyMemberUserId !== null,
    is_me: alert.familyMemberUserId === input.viewerId,
    status: alert.status,
    created_at: alert.createdAt.toISOString(),
    sent_at: alert.sentAt?.toISOString() ?? null,
    failed_at: alert.failedAt?.toISOString() ?? null,
  }));
}
