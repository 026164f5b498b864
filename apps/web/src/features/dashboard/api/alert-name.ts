import { hasAlertName, ZGetEmergencySettingsResponse } from '@amparo/contract/emergency/emergency-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { useSession } from '../../../lib/session-provider.tsx';

/** The emergency toolkit's own key for its settings, so both screens share one cached copy. */
function settingsQueryKey(userId: string | null) {
  return ['emergency', 'settings', userId] as const;
}

/**
 * Whether the name Help Me Now alerts carry is set (nobody is alerted without it): true or false once known,
 * null while loading or when it cannot be known (offline), so the dashboard never claims a step it cannot see.
 */
export function useHasAlertName(): boolean | null {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  const query = useQuery({
    queryKey: settingsQueryKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(token ?? '', '/emergency/settings', ZGetEmergencySettingsResponse, { signal }),
    enabled: userId !== null && token !== null,
    retry: false,
  });
  return query.data ? hasAlertName(query.data) : null;
}
