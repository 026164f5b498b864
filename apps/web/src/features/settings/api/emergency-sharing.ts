import { ZGetEmergencySettingsResponse } from '@amparo/contract/emergency/emergency-settings';
import { useQuery } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';

/** What Help Me Now sends (GET /api/v1/emergency/settings), read to show it here; it is changed on /emergency. */
export function useEmergencySharing() {
  const { userId, request } = useApiRequest('/emergency');
  return useQuery({
    // The emergency screen's own key: both show the same answer.
    queryKey: ['emergency', 'settings', userId] as const,
    queryFn: ({ signal }) => request('/settings', ZGetEmergencySettingsResponse, { signal }),
    enabled: userId !== null,
    retry: false,
  });
}
