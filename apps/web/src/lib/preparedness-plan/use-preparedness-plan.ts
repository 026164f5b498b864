import type {
  GetPreparednessPlanResponse,
  PutPreparednessPlanRequest,
} from '@amparo/contract/emergency/preparedness-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, isRetryableRequestError } from '../account/profile-api.ts';
import { withAccessToken } from '../account/with-access-token.ts';
import { useSession } from '../session-provider.tsx';
import { forgetCachedPreparednessPlans, readCachedPlan, writeCachedPlan } from './plan-cache.ts';
import { fetchPreparednessPlan, savePreparednessPlan } from './preparedness-plan-api.ts';

export function preparednessPlanQueryKey(userId: string) {
  return ['preparedness-plan', userId] as const;
}

/**
 * The signed-in person's family preparedness plan. The copy saved on the device is shown at once (and is all
 * there is offline); the server's copy replaces it when it arrives.
 */
export function usePreparednessPlan() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;

  useEffect(() => {
    // Another person signed in on this phone must never see the previous person's A-number.
    if (userId) forgetCachedPreparednessPlans(userId);
  }, [userId]);

  return useQuery({
    queryKey: preparednessPlanQueryKey(userId ?? ''),
    queryFn: async ({ signal }): Promise<GetPreparednessPlanResponse> => {
      if (!token || !userId) throw new ApiRequestError(401, 'unauthorized', 'Sign in to see your plan');
      const plan = await withAccessToken(token, (current) =>
        fetchPreparednessPlan({ accessToken: current, signal }),
      );
      writeCachedPlan(userId, plan);
      return plan;
    },
    enabled: userId !== null,
    initialData: () => (userId ? readCachedPlan(userId)?.plan : undefined),
    initialDataUpdatedAt: () => (userId ? readCachedPlan(userId)?.storedAt : undefined),
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

export function useSavePreparednessPlan() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  return useMutation({
    mutationFn: (plan: PutPreparednessPlanRequest) => {
      if (!token) throw new ApiRequestError(401, 'unauthorized', 'Sign in to save your plan');
      return withAccessToken(token, (current) => savePreparednessPlan(plan, { accessToken: current }));
    },
    onSuccess: (saved) => {
      if (!userId) return;
      writeCachedPlan(userId, saved);
      queryClient.setQueryData(preparednessPlanQueryKey(userId), saved);
    },
  });
}
