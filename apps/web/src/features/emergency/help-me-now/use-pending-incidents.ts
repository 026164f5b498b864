import { useMemo, useSyncExternalStore } from 'react';
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
