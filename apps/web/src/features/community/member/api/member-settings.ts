import type { NotificationKind } from '@amparo/contract/community/community-limits';
import { ZGetCommunityMemberResponse } from '@amparo/contract/community/get-community-member';
import { ZPutNotificationSettingsResponse } from '@amparo/contract/community/put-notification-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../../lib/api-request.ts';
import { communityMemberQueryKey } from '../../api/community-member.ts';

// Changes to the caller as a member: the display name (PUT /community/me, the members part's endpoint) and which
// alerts also come as a push.

export function useSaveDisplayName() {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) =>
      request('/me', ZGetCommunityMemberResponse, { method: 'PUT', body: { display_name: displayName } }),
    onSuccess: (answer) => queryClient.setQueryData(communityMemberQueryKey(userId), answer),
  });
}

export function useSaveNotificationSettings() {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (push: NotificationKind[]) =>
      request('/me/notification-settings', ZPutNotificationSettingsResponse, {
        method: 'PUT',
        body: { push },
      }),
    onSuccess: (answer) => queryClient.setQueryData(communityMemberQueryKey(userId), answer),
  });
}
