import type {
  CreateIncidentRequest,
  CreateIncidentResponse,
} from '@amparo/contract/emergency/create-incident';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';

// Help Me Now activations waiting on this phone to reach the server. Each is stored before anything is sent,
// so an activation survives no network, a closed tab or a reload, and it keeps its own client_id and
// started_at: the server stores it once, with the time the person pressed the button.

export type PendingIncident = CreateIncidentRequest;

const CHANGE_EVENT = 'amparo-help-pending-change';

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

const inFlight = new Set<string>();

export type FlushResult = { sent: CreateIncidentResponse[]; remaining: number };

/**
 * Sends every waiting activation, oldest first. Each is removed once the server has it (201, or 200 when an
 * earlier try got through and only the answer was lost). A network failure keeps it for the next try.
 */
export async function flushPendingIncidents(
  userId: string,
  post: (incident: PendingIncident) => Promise<CreateIncidentResponse>,
): Promise<FlushResult> {
  const sent: CreateIncidentResponse[] = [];
  for (const incident of listPendingIncidents(userId)) {
    if (inFlight.has(incident.client_id)) continue;
    inFlight.add(incident.client_id);
    try {
      sent.push(await post(incident));
      removePendingIncident(userId, incident.client_id);
    } catch (error) {
      if (isPermanentRefusal(error)) {
        console.error('The server refused a saved Help Me Now alert', error);
        removePendingIncident(userId, incident.client_id);
      } else {
        break;
      }
    } finally {
      inFlight.delete(incident.client_id);
    }
  }
  return { sent, remaining: listPendingIncidents(userId).length };
}
