import { ZGetCommunityMemberResponse } from '@amparo/contract/community/get-community-member';
import { ZPutCommunityMemberResponse } from '@amparo/contract/community/put-community-member';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// The caller as a community member (issue 14): null until they choose a display name.

export function communityMemberQueryKey(userId: string | null) {
  return ['community', 'member', userId] as const;
}

export function useCommunityMember() {
  const { userId, request } = useApiRequest('/community');
  return useQuery({
    queryKey: communityMemberQueryKey(userId),
    queryFn: ({ signal }) => request('/me', ZGetCommunityMemberResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

/** PUT /community/me: choose (or change) the display name; 409 `display_name_taken` when someone has it. */
export function useSaveDisplayName() {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) =>
      request('/me', ZPutCommunityMemberResponse, { method: 'PUT', body: { display_name: displayName } }),
    onSuccess: (answer) => queryClient.setQueryData(communityMemberQueryKey(userId), answer),
  });
}
