import {
  type CreateIncidentRequest,
  ZCreateIncidentResponse,
} from '@amparo/contract/emergency/create-incident';
import {
  ZGetIncidentResponse,
  ZListIncidentsResponse,
  ZMarkSafeResponse,
  ZRetryAlertResponse,
} from '@amparo/contract/emergency/list-incidents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emergencyRequest, useEmergencyApi } from './emergency-request.ts';

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
  return useQuery({
    queryKey: incidentsQueryKey(userId),
    queryFn: ({ signal }) => request('/incidents', ZListIncidentsResponse, { signal }),
    enabled: userId !== null,
    refetchInterval: (query) =>
      query.state.data?.incidents.some((incident) => incident.status === 'active')
        ? ACTIVE_POLL_MS * 2
        : false,
  });
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

/** POST /incidents with a given token: used by the offline queue, outside React. */
export function postIncident(accessToken: string, incident: CreateIncidentRequest) {
  return emergencyRequest(accessToken, '/incidents', ZCreateIncidentResponse, {
    method: 'POST',
    body: incident,
  });
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
  const { request } = useEmergencyApi();
  return useIncidentMutation((id: string) =>
    request(`/incidents/${id}/safe`, ZMarkSafeResponse, { method: 'POST' }),
  );
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
