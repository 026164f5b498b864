import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import {
  listPendingIncidents,
  type PendingIncident,
  pendingIncidentsSnapshot,
  subscribePendingIncidents,
} from './pending-incidents.ts';

/** The person's activations waiting on this phone, kept current (this tab and others). */
export function usePendingIncidents(userId: string | null): PendingIncident[] {
  const raw = useSyncExternalStore(
    subscribePendingIncidents,
    () => pendingIncidentsSnapshot(userId),
    () => '[]',
  );
  return useMemo(() => (userId && raw ? listPendingIncidents(userId) : []), [raw, userId]);
}

/**
 * Whether the activation is still inside its cancel countdown; the caller is drawn again when it ends, even
 * if the alert cannot leave yet (no network) and the list therefore does not change.
 */
export function useCountingDown(incident: PendingIncident | null): boolean {
  const alertsAt = incident?.alerts_at && !incident.needs_name ? Date.parse(incident.alerts_at) : null;
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (alertsAt === null || alertsAt <= Date.now()) return;
    const timer = window.setTimeout(redraw, alertsAt - Date.now() + 50);
    return () => window.clearTimeout(timer);
  }, [alertsAt]);
  return alertsAt !== null && alertsAt > Date.now();
}
