import type { FamilyIncident } from '@amparo/contract/family/get-family-incident';
import {
  FAMILY_INCIDENT_ENDED_VISIBLE_MS,
  type FamilyIncidentSummary,
} from '@amparo/contract/family/list-family-incidents';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  findVisibleFamilyIncident,
  listFamilyIncidentAlerts,
  listVisibleFamilyIncidents,
} from './family-incidents-repo.ts';

// A family member's read-only view of the others' Help Me Now (issue 12, point 6). Nothing here changes an
// incident: only the person who pressed can end it, on /emergency/incidents.

function endedAfter(now: Date): Date {
  return new Date(now.getTime() - FAMILY_INCIDENT_ENDED_VISIBLE_MS);
}

export function listFamilyIncidents(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<FamilyIncidentSummary[]> {
  return listVisibleFamilyIncidents(db, {
    userId: input.userId,
    endedAfter: endedAfter(input.now ?? new Date()),
  });
}

export async function getFamilyIncident(
  db: Database,
  input: { userId: string; incidentId: string; now?: Date },
): Promise<FamilyIncident> {
  const summary = await findVisibleFamilyIncident(db, {
    userId: input.userId,
    incidentId: input.incidentId,
    endedAfter: endedAfter(input.now ?? new Date()),
  });
  // Someone else's, outside the family, or too old: the same answer, so an id reveals nothing.
  if (!summary) throw new HttpError(404, 'not_found', 'No such incident');
  const alerts = await listFamilyIncidentAlerts(db, { incidentId: summary.id, viewerId: input.userId });
  return { ...summary, alerts };
}
