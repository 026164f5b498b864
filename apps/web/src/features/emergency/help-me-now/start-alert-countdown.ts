import type { EmergencySettings } from '@amparo/contract/emergency/emergency-settings';
import { currentLocation } from './current-location.ts';
import {
  ALERT_COUNTDOWN_MS,
  listPendingIncidents,
  type PendingIncident,
  savePendingIncident,
} from './pending-incidents.ts';

/** The location never holds the alert back: it has the countdown's 5 seconds (and a little) to arrive. */
export const LOCATION_WAIT_MS = 3000;

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Stores the activation on this phone with its countdown: the alerts go when it ends (HelpMeNowRoot sends
 * them), unless Cancel withdraws it first. Stored before anything else, so no network, a closed tab or a
 * reload never lose it. The location is added when the phone gives it, if the person shares it. With
 * `incidentId` it is "alert everyone again": a new round of that incident, with the same countdown and Cancel.
 */
export function startAlertCountdown(
  userId: string,
  activation: { clientId: string; startedAt: Date; incidentId?: string },
  settings: EmergencySettings | undefined,
  now = Date.now(),
): PendingIncident {
  const incident: PendingIncident = {
    client_id: activation.clientId,
    started_at: activation.startedAt.toISOString(),
    time_zone: timeZone(),
    location: null,
    alerts_at: new Date(now + ALERT_COUNTDOWN_MS).toISOString(),
    ...(activation.incidentId ? { incident_id: activation.incidentId } : {}),
  };
  savePendingIncident(userId, incident);
  if (settings?.share_location !== false) {
    void currentLocation(LOCATION_WAIT_MS).then((location) => {
      // Cancelled or already sent meanwhile: never bring it back.
      const current = listPendingIncidents(userId).find((item) => item.client_id === incident.client_id);
      if (location && current) savePendingIncident(userId, { ...current, location });
    });
  }
  return incident;
}
