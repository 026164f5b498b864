import {
  type GetPreferencesResponse,
  type PatchPreferencesRequest,
  ZGetPreferencesResponse,
  ZPatchPreferencesResponse,
} from '@amparo/contract/settings/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';

// The signed-in person's own settings on the server (GET/PATCH /api/v1/settings/preferences, decision 036).

export function preferencesQueryKey(userId: string | null) {
  return ['settings', 'preferences', userId] as const;
}

export function usePreferences() {
  const { userId, request } = useApiRequest('/settings');
  return useQuery({
    queryKey: preferencesQueryKey(userId),
    queryFn: ({ signal }) => request('/preferences', ZGetPreferencesResponse, { signal }),
    enabled: userId !== null,
  });
}

/** Saves a change; the answer (the whole row) replaces the cached copy. */
export function useChangePreferences() {
  const { userId, request } = useApiRequest('/settings');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PatchPreferencesRequest) =>
      request('/preferences', ZPatchPreferencesResponse, { method: 'PATCH', body: change }),
    onSuccess: (saved: GetPreferencesResponse) => {
      queryClient.setQueryData(preferencesQueryKey(userId), saved);
    },
  });
}
