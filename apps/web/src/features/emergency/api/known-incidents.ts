import type { Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import {
  type IncidentCurrency,
  incidentCurrency,
  isCurrentIncident,
} from '@amparo/contract/emergency/incident-currency';
import { readDeviceCache, writeDeviceCache } from './device-cache.ts';

// What this phone knows of the person's active incidents, kept on it so that a hold of Help Me Now with no
// network still knows there is a current alert (and offers "alert everyone again" instead of a second one).
// Only what that choice needs: no place, no names, no addresses.

export type KnownIncident = Pick<IncidentSummary, 'id' | 'client_id'> & IncidentCurrency;

const KIND = 'incidents';

function known(incident: Pick<IncidentSummary, 'id' | 'client_id'> & IncidentCurrency): KnownIncident {
  return {
    id: incident.id,
    client_id: incident.client_id,
    status: incident.status,
    rounds_total: incident.rounds_total,
    last_alerted_at: incident.last_alerted_at,
  };
}

export function readKnownIncidents(userId: string): KnownIncident[] {
  const cached = readDeviceCache<unknown>(KIND, userId);
  return Array.isArray(cached) ? (cached as KnownIncident[]) : [];
}

/** The list as the server just gave it: its active incidents replace what the phone knew. */
export function rememberIncidentList(userId: string, incidents: IncidentSummary[]): void {
  writeDeviceCache(KIND, userId, incidents.filter((incident) => incident.status === 'active').map(known));
}

/** A few are plenty: one person has one current alert, and an ended one only needs to outvote a stale list. */
const KEEP = 10;

/**
 * One incident as the server just answered it (started, alerted again, ended). An ended one is kept too: the
 * list in memory may still call it active.
 */
export function rememberIncident(userId: string, incident: Incident): void {
  const others = readKnownIncidents(userId).filter((item) => item.id !== incident.id);
  const updated = known({ id: incident.id, client_id: incident.client_id, ...incidentCurrency(incident) });
  writeDeviceCache(KIND, userId, [updated, ...others].slice(0, KEEP));
}

/**
 * The incident a hold of Help Me Now leads to, from two views of the same facts (the list in memory, which may
 * not be loaded on this screen, and the phone's copy, which the queue updates): for one incident the later news
 * wins (ended over active, more rounds over fewer). Null when the hold should start a new incident.
 */
export function findCurrentIncident(views: KnownIncident[][], now: number): KnownIncident | null {
  const byId = new Map<string, KnownIncident>();
  for (const incident of views.flat()) {
    const seen = byId.get(incident.id);
    const later =
      !seen ||
      (seen.status === 'active' && incident.status === 'ended') ||
      (seen.status === incident.status && incident.rounds_total > seen.rounds_total);
    if (later) byId.set(incident.id, incident);
  }
  const current = [...byId.values()]
    .filter((incident) => isCurrentIncident(incident, now))
    .sort((a, b) => Date.parse(b.last_alerted_at) - Date.parse(a.last_alerted_at));
  return current[0] ?? null;
}
