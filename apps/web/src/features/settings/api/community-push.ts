import type { NotificationKind } from '@amparo/contract/community/community-limits';
import { ZGetCommunityMemberResponse } from '@amparo/contract/community/get-community-member';
import { ZPutNotificationSettingsResponse } from '@amparo/contract/community/put-notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';

// Which community notices also come as a web push: kept by the community (PUT /community/me/notification-settings),
// shown and changed here too, so every notification choice is in one place.

function memberKey(userId: string | null) {
  // The community screens' own key: both show the same answer.
  return ['community', 'member', userId] as const;
}

export function useCommunityMember() {
  const { userId, request } = useApiRequest('/community');
  return useQuery({
    queryKey: memberKey(userId),
    queryFn: ({ signal }) => request('/me', ZGetCommunityMemberResponse, { signal }),
    enabled: userId !== null,
    retry: false,
  });
}

export function useChangeCommunityPush() {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (push: NotificationKind[]) =>
      request('/me/notification-settings', ZPutNotificationSettingsResponse, {
        method: 'PUT',
        body: { push },
      }),
    onSuccess: ({ member }) => queryClient.setQueryData(memberKey(userId), { member }),
  });
}
