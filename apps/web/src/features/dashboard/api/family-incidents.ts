import { ZListFamilyIncidentsResponse } from '@amparo/contract/family/list-family-incidents';
import { useQuery } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';

/** How often the dashboard asks whether someone in the family pressed Help Me Now, while the page is visible. */
export const FAMILY_INCIDENTS_POLL_MS = 15_000;

/** The emergency response page's own key for this list, so both screens share one cached copy. */
function familyIncidentsQueryKey(userId: string | null) {
  return ['family', 'incidents', userId] as const;
}

/**
 * The other family members' incidents (active, or ended in the last day). TanStack Query stops the interval
 * while the tab is hidden and asks again as soon as it is shown, so a phone in a pocket costs nothing.
 */
export function useFamilyIncidents() {
  const { userId, request } = useApiRequest('/family');
  return useQuery({
    queryKey: familyIncidentsQueryKey(userId),
    queryFn: ({ signal }) => request('/incidents', ZListFamilyIncidentsResponse, { signal }),
    enabled: userId !== null,
    refetchInterval: FAMILY_INCIDENTS_POLL_MS,
    retry: false,
  });
}
