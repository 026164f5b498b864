import type { EmergencySettings } from '@amparo/contract/emergency/emergency-settings';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session-provider.tsx';
import { HelpMeNowButton, HelpMeNowContext } from '../../../ui/help-me-now-button.tsx';
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

// Wraps the signed-in app: provides what Help Me Now does, shows the floating button, and sends activations
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

export function HelpMeNowRoot({ children }: { children: ReactNode }) {
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

  const showFloating = userId !== null && !PATHS_WITHOUT_FLOATING_BUTTON.includes(pathname);
  return (
    <HelpMeNowContext.Provider value={userId ? activate : null}>
      {children}
      {showFloating ? (
        <>
          {/* Room below the last content, so the fixed button never covers it. */}
          <div aria-hidden="true" className="h-24 shrink-0" />
          <HelpMeNowButton variant="floating" />
        </>
      ) : null}
    </HelpMeNowContext.Provider>
  );
}
