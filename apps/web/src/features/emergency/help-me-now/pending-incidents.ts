import type { CreateIncidentRequest } from '@amparo/contract/emergency/create-incident';
import { ALERT_NAME_REQUIRED } from '@amparo/contract/emergency/emergency-settings';
import type { Incident } from '@amparo/contract/emergency/incident';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { IncidentRequestError } from '../api/incident-request-error.ts';

// Help Me Now activations waiting on this phone to reach the server. Each is stored the moment the person
// activates, before anything is sent, so an activation survives no network, a closed tab or a reload, and it
// keeps its own client_id and started_at: the server stores it once, with the time the person pressed the
// button. Nothing is sent before its countdown ends (`alerts_at`), so Cancel during the countdown withdraws it
// from this phone and no contact ever hears of it. "Alert everyone again" waits here the same way, as a round
// of an incident (`incident_id`), with its own client_id: sent once, however many times it is tried.

export type PendingIncident = CreateIncidentRequest & {
  /** When the cancel countdown ends and the alerts may go (ISO); absent means at once. Never sent. */
  alerts_at?: string;
  /** The server asked for the alert name first (`alert_name_required`): held until it is set. Never sent. */
  needs_name?: boolean;
  /** "Alert everyone again" on this incident: a new round of it rather than a new incident. Never sent. */
  incident_id?: string;
  /** The server's daily limit held it back (429): tried again from this moment (ISO). Never sent. */
  retry_at?: string;
};

/** The 5 seconds in which Cancel still stops every alert. */
export const ALERT_COUNTDOWN_MS = 5000;

/** Whether the activation may be sent at `now`: its countdown is over and nothing holds it back. */
export function isDue(incident: PendingIncident, now: number): boolean {
  if (incident.needs_name) return false;
  if (incident.retry_at !== undefined && Date.parse(incident.retry_at) > now) return false;
  return incident.alerts_at === undefined || Date.parse(incident.alerts_at) <= now;
}

/** The next moment a waiting activation's countdown ends, for the timer that sends it; null when none. */
export function nextAlertsAt(incidents: PendingIncident[], now: number): number | null {
  const upcoming = incidents
    .filter((incident) => !incident.needs_name && incident.alerts_at !== undefined)
    .map((incident) => Date.parse(incident.alerts_at as string))
    .filter((at) => at > now);
  return upcoming.length > 0 ? Math.min(...upcoming) : null;
}

/** What the server receives: the device-only fields stay on the phone. */
export function toIncidentRequest(incident: PendingIncident): CreateIncidentRequest {
  const {
    alerts_at: _alertsAt,
    needs_name: _needsName,
    incident_id: _incidentId,
    retry_at: _retryAt,
    ...request
  } = incident;
  return request;
}

const CHANGE_EVENT = 'amparo-help-pending-change';

/** Activations being posted right now: too late to withdraw, and not to be posted twice at once. */
const inFlight = new Set<string>();

function keyOf(userId: string): string {
  return `amparo-help-pending:${userId}`;
}

function readRaw(userId: string): string {
  try {
    return window.localStorage.getItem(keyOf(userId)) ?? '[]';
  } catch {
    return '[]';
  }
}

export function listPendingIncidents(userId: string): PendingIncident[] {
  try {
    const parsed: unknown = JSON.parse(readRaw(userId));
    return Array.isArray(parsed) ? (parsed as PendingIncident[]) : [];
  } catch {
    return [];
  }
}

function write(userId: string, incidents: PendingIncident[]): void {
  try {
    if (incidents.length === 0) window.localStorage.removeItem(keyOf(userId));
    else window.localStorage.setItem(keyOf(userId), JSON.stringify(incidents));
  } catch {
    // Storage blocked: the activation is still sent from memory below.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds the activation, or replaces the one with the same client_id (when the location arrives). */
export function savePendingIncident(userId: string, incident: PendingIncident): void {
  const others = listPendingIncidents(userId).filter((item) => item.client_id !== incident.client_id);
  write(userId, [...others, incident]);
}

export function removePendingIncident(userId: string, clientId: string): void {
  write(
    userId,
    listPendingIncidents(userId).filter((item) => item.client_id !== clientId),
  );
}

/**
 * Cancel during the countdown: the activation leaves the phone unsent. False when it is already on its way to
 * the server (the countdown had ended) or gone, so the screen can say so honestly.
 */
export function withdrawPendingIncident(userId: string, clientId: string): boolean {
  if (inFlight.has(clientId)) return false;
  if (!listPendingIncidents(userId).some((item) => item.client_id === clientId)) return false;
  removePendingIncident(userId, clientId);
  return true;
}

/**
 * The alert name is now set: activations the server held back for it may go, each after a fresh countdown,
 * so the person can still cancel what they started before naming themselves.
 */
export function releaseNameHeldIncidents(userId: string, now = Date.now()): void {
  const incidents = listPendingIncidents(userId);
  if (!incidents.some((item) => item.needs_name)) return;
  const alertsAt = new Date(now + ALERT_COUNTDOWN_MS).toISOString();
  write(
    userId,
    incidents.map(({ needs_name: needsName, ...item }) =>
      needsName ? { ...item, alerts_at: alertsAt } : item,
    ),
  );
}

/** For useSyncExternalStore: changes in this tab and in other tabs. */
export function subscribePendingIncidents(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function pendingIncidentsSnapshot(userId: string | null): string {
  return userId ? readRaw(userId) : '[]';
}

/** The server will never accept it (too old, malformed): keeping it would retry forever. */
function isPermanentRefusal(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/**
 * A round the server will not add to its incident: the incident ended ("I'm safe" on another phone), is gone, or
 * has sent every round it may. The person still pressed for help: it becomes a new incident instead.
 */
function isRoundForAnotherIncident(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 404 || error.status === 429 || error.code === 'incident_ended')
  );
}

/** How long the daily limit holds an activation back when the answer does not say: a minute, then again. */
const DEFAULT_RETRY_AFTER_S = 60;

export type SendPending = (request: CreateIncidentRequest, incidentId?: string) => Promise<Incident>;

export type FlushResult = {
  /** What the server answered for each activation and round it took. */
  sent: Incident[];
  /**
   * Activations the server did not start because the person already has a current alert (409
   * `incident_active`): they leave the phone, and their card moves to that alert's "alert everyone again".
   */
  active: { clientId: string; incident: Incident }[];
  remaining: number;
};

/**
 * Sends every waiting activation and round whose countdown is over, oldest first. Each is removed once the
 * server has it (201, or 200 when an earlier try got through and only the answer was lost). A network failure
 * keeps it for the next try; a refusal for want of an alert name keeps it too, held until the name is set; the
 * daily limit keeps it until the time the server gives.
 */
export async function flushPendingIncidents(
  userId: string,
  post: SendPending,
  now: () => number = Date.now,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], active: [], remaining: 0 };

  /** False when the network (or a server that is down) stops this pass. */
  async function sendOne(incident: PendingIncident): Promise<boolean> {
    const request = toIncidentRequest(incident);
    try {
      const answer = incident.incident_id ? await post(request, incident.incident_id) : await post(request);
      result.sent.push(answer);
      removePendingIncident(userId, incident.client_id);
      return true;
    } catch (error) {
      const current = listPendingIncidents(userId).find((item) => item.client_id === incident.client_id);
      if (error instanceof ApiRequestError && error.code === ALERT_NAME_REQUIRED) {
        if (current) savePendingIncident(userId, { ...current, needs_name: true });
        return true;
      }
      if (error instanceof IncidentRequestError && error.code === 'incident_active' && error.incident) {
        removePendingIncident(userId, incident.client_id);
        result.active.push({ clientId: incident.client_id, incident: error.incident });
        return true;
      }
      if (incident.incident_id && isRoundForAnotherIncident(error)) {
        if (!current) return true;
        const { incident_id: _incidentId, ...asIncident } = current;
        savePendingIncident(userId, asIncident);
        return sendOne(asIncident);
      }
      if (error instanceof ApiRequestError && error.status === 429) {
        const seconds = error instanceof IncidentRequestError ? error.retryAfterSeconds : null;
        const retryAt = new Date(now() + (seconds ?? DEFAULT_RETRY_AFTER_S) * 1000).toISOString();
        if (current) savePendingIncident(userId, { ...current, retry_at: retryAt });
        return true;
      }
      if (isPermanentRefusal(error)) {
        console.error('The server refused a saved Help Me Now alert', error);
        removePendingIncident(userId, incident.client_id);
        return true;
      }
      return false;
    }
  }

  for (const incident of listPendingIncidents(userId)) {
    if (inFlight.has(incident.client_id) || !isDue(incident, now())) continue;
    inFlight.add(incident.client_id);
    try {
      if (!(await sendOne(incident))) break;
    } finally {
      inFlight.delete(incident.client_id);
    }
  }
  result.remaining = listPendingIncidents(userId).length;
  return result;
}
