import { ZCreateAlertRoundResponse } from '@amparo/contract/emergency/create-alert-round';
import {
  type CreateIncidentRequest,
  ZCreateIncidentConflict,
  ZCreateIncidentResponse,
} from '@amparo/contract/emergency/create-incident';
import type { Incident } from '@amparo/contract/emergency/incident';
import {
  ZGetIncidentResponse,
  ZListIncidentsResponse,
  ZMarkSafeResponse,
  ZRetryAlertResponse,
} from '@amparo/contract/emergency/list-incidents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { emergencyRequest, useEmergencyApi } from './emergency-request.ts';
import { IncidentRequestError } from './incident-request-error.ts';
import { rememberIncident, rememberIncidentList } from './known-incidents.ts';

/** While an alert is active its delivery status changes by the second: the screen asks this often. */
export const ACTIVE_POLL_MS = 3000;

export function incidentsQueryKey(userId: string | null) {
  return ['emergency', 'incidents', userId] as const;
}

export function incidentQueryKey(userId: string | null, id: string | null) {
  return ['emergency', 'incident', userId, id] as const;
}

export function useIncidents() {
  const { userId, request } = useEmergencyApi();
  const query = useQuery({
    queryKey: incidentsQueryKey(userId),
    queryFn: ({ signal }) => request('/incidents', ZListIncidentsResponse, { signal }),
    enabled: userId !== null,
    refetchInterval: (query) =>
      query.state.data?.incidents.some((incident) => incident.status === 'active')
        ? ACTIVE_POLL_MS * 2
        : false,
  });
  // The phone keeps which alert is current, for a hold of Help Me Now with no network (known-incidents.ts).
  useEffect(() => {
    if (userId && query.data && query.isFetched) rememberIncidentList(userId, query.data.incidents);
  }, [userId, query.data, query.isFetched]);
  return query;
}

export function useIncident(id: string | null) {
  const { userId, request } = useEmergencyApi();
  return useQuery({
    queryKey: incidentQueryKey(userId, id),
    queryFn: ({ signal }) => request(`/incidents/${id}`, ZGetIncidentResponse, { signal }),
    enabled: userId !== null && id !== null,
    refetchInterval: (query) => {
      const incident = query.state.data;
      if (!incident) return false;
      const pending = incident.alerts.some((alert) => alert.status === 'queued');
      return incident.status === 'active' || pending ? ACTIVE_POLL_MS : false;
    },
  });
}

/**
 * Runs a request and, when it is refused, reads what the refusal carries beyond its code (the current incident
 * of a 409 incident_active, the retry_after of a 429) into an IncidentRequestError.
 */
async function withRefusalDetails<T>(call: (send: typeof fetch) => Promise<T>): Promise<T> {
  let body: unknown;
  const send: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok)
      body = await response
        .clone()
        .json()
        .catch(() => undefined);
    return response;
  };
  try {
    return await call(send);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const parsed = ZCreateIncidentConflict.safeParse(body);
    throw new IncidentRequestError(error, {
      incident: parsed.success ? (parsed.data.incident ?? null) : null,
      retryAfterSeconds: parsed.success ? (parsed.data.retry_after ?? null) : null,
    });
  }
}

/** POST /incidents with a given token: used by the offline queue, outside React. */
export function postIncident(accessToken: string, incident: CreateIncidentRequest): Promise<Incident> {
  return withRefusalDetails((send) =>
    emergencyRequest(
      accessToken,
      '/incidents',
      ZCreateIncidentResponse,
      { method: 'POST', body: incident },
      send,
    ),
  );
}

/** "Alert everyone again": POST /incidents/:id/rounds, sent by the same queue. */
export function postAlertRound(
  accessToken: string,
  incidentId: string,
  round: CreateIncidentRequest,
): Promise<Incident> {
  return withRefusalDetails((send) =>
    emergencyRequest(
      accessToken,
      `/incidents/${incidentId}/rounds`,
      ZCreateAlertRoundResponse,
      { method: 'POST', body: round },
      send,
    ),
  );
}

function useIncidentMutation<Variables>(run: (variables: Variables) => Promise<unknown>) {
  const { userId } = useEmergencyApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['emergency', 'incident', userId] });
      await queryClient.invalidateQueries({ queryKey: incidentsQueryKey(userId) });
    },
  });
}

export function useMarkSafe() {
  const { userId, request } = useEmergencyApi();
  return useIncidentMutation(async (id: string) => {
    const ended = await request(`/incidents/${id}/safe`, ZMarkSafeResponse, { method: 'POST' });
    // Ended: a hold of Help Me Now now starts a new alert, on this phone with no network too.
    if (userId) rememberIncident(userId, ended);
    return ended;
  });
}

export function useRetryAlert() {
  const { request } = useEmergencyApi();
  return useIncidentMutation(({ incidentId, alertId }: { incidentId: string; alertId: string }) =>
    request(`/incidents/${incidentId}/alerts/${alertId}/retry`, ZRetryAlertResponse, { method: 'POST' }),
  );
}

export function useDeleteIncident() {
  const { request } = useEmergencyApi();
  return useIncidentMutation((id: string) => request(`/incidents/${id}`, null, { method: 'DELETE' }));
}
