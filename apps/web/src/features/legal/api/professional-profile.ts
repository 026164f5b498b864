import { ZGetProfessionalProfileResponse } from '@amparo/contract/legal/get-professional-profile';
import type { ProfessionalListing } from '@amparo/contract/legal/professional-listing-input';
import { ZPutProfessionalProfileResponse } from '@amparo/contract/legal/put-professional-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// A legal professional's own listing (issue 13, point 1).

export function professionalProfileQueryKey(userId: string | null) {
  return ['legal', 'professional-profile', userId] as const;
}

export function useProfessionalProfile() {
  const { userId, request } = useApiRequest('/legal');
  return useQuery({
    queryKey: professionalProfileQueryKey(userId),
    queryFn: ({ signal }) => request('/professional-profile', ZGetProfessionalProfileResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

export function useSaveProfessionalProfile() {
  const { userId, request } = useApiRequest('/legal');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: ProfessionalListing) =>
      request('/professional-profile', ZPutProfessionalProfileResponse, { method: 'PUT', body: listing }),
    onSuccess: (saved) => {
      queryClient.setQueryData(professionalProfileQueryKey(userId), saved);
      // The public directory may have changed (a listing back in the queue leaves it).
      void queryClient.invalidateQueries({ queryKey: ['legal', 'professionals'] });
      void queryClient.invalidateQueries({ queryKey: ['legal', 'professional', userId] });
    },
  });
}
