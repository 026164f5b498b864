import type { Incident, IncidentSummary } from './incident.ts';

// Whether an incident is still the person's current alert (decision 043): the one rule the server and the phone
// decide a second hold of Help Me Now with. Kept apart from the schemas (type imports only) so the screens that
// only need the rule do not load zod with it.

/** Rounds of alerts one incident may send: the first and four "alert everyone again". */
export const MAX_ALERT_ROUNDS = 5;

/**
 * An active incident whose last round went out longer ago than this is left behind (an alert nobody ended): a
 * hold of Help Me Now starts a new incident instead of offering this one's "alert everyone again".
 */
export const CURRENT_INCIDENT_MS = 12 * 60 * 60_000;

/** What decides whether an incident is still the person's current alert. */
export type IncidentCurrency = Pick<IncidentSummary, 'status' | 'rounds_total' | 'last_alerted_at'>;

/**
 * Whether a hold of Help Me Now should take the person to this incident's "alert everyone again" instead of
 * starting a new one: it is active, its last round is recent, and it may still send another round. Anything
 * else (ended, left active for more than 12 hours, every round used) lets the hold start a new incident, so an
 * old alert can never stand in the way of a new emergency. The server and the phone decide with this one rule.
 */
export function isCurrentIncident(incident: IncidentCurrency, now: number): boolean {
  return (
    incident.status === 'active' &&
    incident.rounds_total < MAX_ALERT_ROUNDS &&
    now - Date.parse(incident.last_alerted_at) < CURRENT_INCIDENT_MS
  );
}

/** The same facts for a whole incident (with its rounds), as the list would give them. */
export function incidentCurrency(
  incident: Pick<Incident, 'status' | 'rounds' | 'received_at'>,
): IncidentCurrency {
  const last = incident.rounds.at(-1);
  return {
    status: incident.status,
    rounds_total: Math.max(1, incident.rounds.length),
    last_alerted_at: last?.received_at ?? incident.received_at,
  };
}
