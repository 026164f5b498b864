import { ZGetFamilyIncidentResponse } from '@amparo/contract/family/get-family-incident';
import { ZListFamilyIncidentsResponse } from '@amparo/contract/family/list-family-incidents';
import { useQuery } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';
import { ACTIVE_POLL_MS } from './incidents.ts';

// The other family members' Help Me Now, read-only (issue 12, point 6): the list and one incident.

/** The dashboard's key for the same list, so both screens share one cached copy. */
export function familyIncidentsQueryKey(userId: string | null) {
  return ['family', 'incidents', userId] as const;
}

export function familyIncidentQueryKey(userId: string | null, id: string | null) {
  return ['family', 'incident', userId, id] as const;
}

export function useFamilyIncidents() {
  const { userId, request } = useApiRequest('/family');
  return useQuery({
    queryKey: familyIncidentsQueryKey(userId),
    queryFn: ({ signal }) => request('/incidents', ZListFamilyIncidentsResponse, { signal }),
    enabled: userId !== null,
    refetchInterval: (query) =>
      query.state.data?.incidents.some((incident) => incident.status === 'active')
        ? ACTIVE_POLL_MS * 5
        : false,
  });
}

export function useFamilyIncident(id: string | null) {
  const { userId, request } = useApiRequest('/family');
  return useQuery({
    queryKey: familyIncidentQueryKey(userId, id),
    queryFn: ({ signal }) => request(`/incidents/${id}`, ZGetFamilyIncidentResponse, { signal }),
    enabled: userId !== null && id !== null,
    // A missing one (not in the family, or over a day old) stays missing: no retries.
    retry: false,
    refetchInterval: (query) => {
      const incident = query.state.data;
      if (!incident) return false;
      const pending = incident.alerts.some((alert) => alert.status === 'queued');
      return incident.status === 'active' || pending ? ACTIVE_POLL_MS * 2 : false;
    },
  });
}
