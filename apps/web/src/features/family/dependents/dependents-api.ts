import {
  type Dependent,
  type DependentInput,
  ZDependentResponse,
  ZListDependentsResponse,
} from '@amparo/contract/family/dependent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { profileQueryKey } from '../../../lib/account/profile-provider.tsx';
import { useApiRequest } from '../../../lib/api-request.ts';
import { forgetCachedDependents, readCachedDependents, writeCachedDependents } from './dependents-cache.ts';

// GET/POST/PUT/DELETE /api/v1/family/dependents, their query and mutations. The list saved on the device is
// shown at once (and is all there is offline); the server's copy replaces it when it arrives.

export function dependentsQueryKey(userId: string) {
  return ['family-dependents', userId] as const;
}

export function useDependents() {
  const { userId, request } = useApiRequest('/family');

  useEffect(() => {
    // Another person signed in on this phone must never see the previous person's medical notes.
    if (userId) forgetCachedDependents(userId);
  }, [userId]);

  return useQuery({
    queryKey: dependentsQueryKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      const { dependents } = await request('/dependents', ZListDependentsResponse, { signal });
      if (userId) writeCachedDependents(userId, dependents);
      return dependents;
    },
    enabled: userId !== null,
    initialData: () => (userId ? readCachedDependents(userId)?.dependents : undefined),
    initialDataUpdatedAt: () => (userId ? readCachedDependents(userId)?.storedAt : undefined),
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

type SaveDependent = { id?: string; dependent: DependentInput };

/** Adds (no id) or replaces (id) a dependent; the list, the device copy and the profile's count follow. */
export function useSaveDependent() {
  const { userId, request } = useApiRequest('/family');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dependent }: SaveDependent): Promise<Dependent> =>
      request(id ? `/dependents/${id}` : '/dependents', ZDependentResponse, {
        method: id ? 'PUT' : 'POST',
        body: dependent,
      }),
    onSuccess: (saved) => {
      if (!userId) return;
      const key = dependentsQueryKey(userId);
      const previous = queryClient.getQueryData<Dependent[]>(key) ?? [];
      const next = previous.some((item) => item.id === saved.id)
        ? previous.map((item) => (item.id === saved.id ? saved : item))
        : [...previous, saved];
      queryClient.setQueryData(key, next);
      writeCachedDependents(userId, next);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['family'] });
    },
  });
}

export function useDeleteDependent() {
  const { userId, request } = useApiRequest('/family');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`/dependents/${id}`, null, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      if (!userId) return;
      const key = dependentsQueryKey(userId);
      const next = (queryClient.getQueryData<Dependent[]>(key) ?? []).filter((item) => item.id !== id);
      queryClient.setQueryData(key, next);
      writeCachedDependents(userId, next);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['family'] });
    },
  });
}
