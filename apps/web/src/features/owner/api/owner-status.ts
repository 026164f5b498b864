import { ZGetOwnerStatusResponse } from '@amparo/contract/owner/get-owner-status';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

export function ownerStatusQueryKey(userId: string | null) {
  return ['owner', 'status', userId] as const;
}

/** Whether the signed-in person runs Amparo: `true`, `false` (403 owner_only), or undefined while asking. */
export function useOwnerStatus() {
  const { userId, request } = useApiRequest('/owner');
  return useQuery({
    queryKey: ownerStatusQueryKey(userId),
    queryFn: async ({ signal }) => {
      try {
        await request('/status', ZGetOwnerStatusResponse, { signal });
        return true;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 403) return false;
        throw error;
      }
    },
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}
