import type { EmergencySettings, EmergencySettingsView } from '@amparo/contract/emergency/emergency-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readDeviceCache, writeDeviceCache } from './device-cache.ts';
import { useEmergencyApi } from './emergency-request.ts';

// The answers' schemas load with the first answer, not with the page: the settings show from the phone's copy
// first and zod stays off the /emergency page's first render (issue 24, point 8). Every answer is still checked.
const getSchema = () =>
  import('@amparo/contract/emergency/emergency-settings').then((m) => m.ZGetEmergencySettingsResponse);
const updateSchema = () =>
  import('@amparo/contract/emergency/emergency-settings').then((m) => m.ZUpdateEmergencySettingsResponse);

export function settingsQueryKey(userId: string | null) {
  return ['emergency', 'settings', userId] as const;
}

export function useEmergencySettings() {
  const { userId, request } = useEmergencyApi();
  const query = useQuery({
    queryKey: settingsQueryKey(userId),
    queryFn: ({ signal }) => request('/settings', getSchema, { signal }),
    enabled: userId !== null,
    initialData: () => (userId ? readCachedSettings(userId) : undefined),
    initialDataUpdatedAt: 0,
  });
  useEffect(() => {
    if (userId && query.data && query.isFetched) writeDeviceCache('settings', userId, query.data);
  }, [userId, query.data, query.isFetched]);
  return query;
}

/**
 * The settings kept on this phone. A copy saved before the answer carried the family's fields lacks them, so
 * they are filled in as "not known": the next answer from the server brings them.
 */
export function readCachedSettings(userId: string): EmergencySettingsView | undefined {
  const cached = readDeviceCache<Partial<EmergencySettingsView> & EmergencySettings>('settings', userId);
  if (!cached) return undefined;
  return {
    ...cached,
    family_name: cached.family_name ?? null,
    family_alerted: cached.family_alerted ?? false,
  };
}

export function useSaveEmergencySettings() {
  const { userId, request } = useEmergencyApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: EmergencySettings) =>
      request('/settings', updateSchema, { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey(userId), saved);
      if (userId) writeDeviceCache('settings', userId, saved);
    },
  });
}
