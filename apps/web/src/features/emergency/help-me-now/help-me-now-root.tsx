import type { EmergencySettings } from '@amparo/contract/emergency/emergency-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-provider.tsx';
import { HelpMeNowButton, provideHelpMeNow } from '../../../ui/help-me-now-button.tsx';
import { incidentQueryKey, incidentsQueryKey, postIncident } from '../api/incidents.ts';
import { readCachedSettings, settingsQueryKey } from '../api/settings.ts';
import { currentLocation, newClientId } from './current-location.ts';
import {
  flushPendingIncidents,
  listPendingIncidents,
  type PendingIncident,
  pendingIncidentsSnapshot,
  savePendingIncident,
  subscribePendingIncidents,
} from './pending-incidents.ts';

// Rendered once by the app's layout: provides what Help Me Now does, shows the floating button, and sends activations
// that waited on the phone as soon as there is a network (at start, on the `online` event, and every little
// while in case that event never comes).

/** The location never holds the alert back for long. */
export const LOCATION_WAIT_MS = 3000;
const RESEND_EVERY_MS = 15_000;

/** Pages that already show Help Me Now (or are the response itself) do not need the floating button. */
const PATHS_WITHOUT_FLOATING_BUTTON = ['/emergency', '/emergency-response'];

export function usePendingIncidents(userId: string | null): PendingIncident[] {
  const raw = useSyncExternalStore(
    subscribePendingIncidents,
    () => pendingIncidentsSnapshot(userId),
    () => '[]',
  );
  return useMemo(() => (userId && raw ? listPendingIncidents(userId) : []), [raw, userId]);
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function HelpMeNowRoot() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = useRef<string | null>(null);
  token.current = session?.access_token ?? null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const pending = usePendingIncidents(userId);

  const flush = useCallback(async () => {
    if (!userId) return;
    const { sent } = await flushPendingIncidents(userId, (incident) => {
      const accessToken = token.current;
      if (!accessToken) return Promise.reject(new TypeError('No session yet'));
      return postIncident(accessToken, incident);
    });
    for (const incident of sent) queryClient.setQueryData(incidentQueryKey(userId, incident.id), incident);
    if (sent.length > 0) await queryClient.invalidateQueries({ queryKey: incidentsQueryKey(userId) });
  }, [userId, queryClient]);

  useEffect(() => {
    if (!userId) return;
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId, flush]);

  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!hasPending) return;
    const timer = window.setInterval(() => void flush(), RESEND_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [hasPending, flush]);

  const activate = useCallback(() => {
    if (!userId) return;
    const incident: PendingIncident = {
      client_id: newClientId(),
      started_at: new Date().toISOString(),
      time_zone: timeZone(),
      location: null,
    };
    // Read by `npm run bench` (activation to card, activation to alerts sent).
    performance.mark?.('amparo:help-me-now-activated');
    // Stored first: whatever happens next (no network, a closed tab), the alert is not lost.
    savePendingIncident(userId, incident);
    navigate(`/emergency-response?alert=${incident.client_id}`);
    void (async () => {
      const settings =
        queryClient.getQueryData<EmergencySettings>(settingsQueryKey(userId)) ?? readCachedSettings(userId);
      if (settings?.share_location !== false) {
        const location = await currentLocation(LOCATION_WAIT_MS);
        if (location) savePendingIncident(userId, { ...incident, location });
      }
      await flush();
    })();
  }, [userId, navigate, queryClient, flush]);

  useEffect(() => provideHelpMeNow(userId ? activate : null), [userId, activate]);

  // The response screen's code is fetched ahead, once the app is idle, so the card appears at once after
  // activation even on a slow network (and is in memory if the network drops).
  useEffect(() => {
    if (!userId) return;
    const timer = window.setTimeout(
      () => void import('../pages/emergency-response-page.tsx').catch(() => {}),
      2000,
    );
    return () => window.clearTimeout(timer);
  }, [userId]);

  const showFloating = userId !== null && !PATHS_WITHOUT_FLOATING_BUTTON.includes(pathname);
  if (!showFloating) return null;
  return <HelpMeNowButton variant="floating" />;
}
