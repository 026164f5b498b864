import {
  type BanMemberRequest,
  type ModerateContentRequest,
  type ResolveContentReportRequest,
  ZContentReport,
  ZModerateContentResponse,
  ZModerationQueueResponse,
} from '@amparo/contract/community/owner-moderation';
import {
  type VerifyEnforcementReportRequest,
  ZVerifyEnforcementReportResponse,
} from '@amparo/contract/community/verify-enforcement-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// The owner's community moderation (/api/v1/owner/community) and deciding enforcement reports
// (/api/v1/community/posts/:id/verification, which the owner may call like a verified organisation).

export function communityQueueQueryKey(userId: string | null) {
  return ['owner', 'community-queue', userId] as const;
}

export function useCommunityQueue() {
  const { userId, request } = useApiRequest('/owner/community');
  return useQuery({
    queryKey: communityQueueQueryKey(userId),
    queryFn: ({ signal }) => request('/queue', ZModerationQueueResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

function useRefreshQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['owner', 'community-queue'] });
}

export function useModerateContent() {
  const { request } = useApiRequest('/owner/community');
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ kind, id, ...body }: ModerateContentRequest & { kind: 'post' | 'comment'; id: string }) =>
      request(`/${kind}s/${encodeURIComponent(id)}/moderation`, ZModerateContentResponse, {
        method: 'POST',
        body,
      }),
    onSettled: refresh,
  });
}

export function useBanMember() {
  const { request } = useApiRequest('/owner/community');
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ memberId, ban, ...body }: BanMemberRequest & { memberId: string; ban: boolean }) =>
      request(`/members/${encodeURIComponent(memberId)}/ban`, null, {
        method: ban ? 'POST' : 'DELETE',
        body,
      }),
    onSettled: refresh,
  });
}

export function useResolveContentReports() {
  const { request } = useApiRequest('/owner/community');
  const refresh = useRefreshQueue();
  return useMutation({
    // One decision about an item closes every open report about it.
    mutationFn: async ({ ids, ...body }: ResolveContentReportRequest & { ids: string[] }) => {
      for (const id of ids) {
        await request(`/reports/${encodeURIComponent(id)}/resolve`, ZContentReport, { method: 'POST', body });
      }
    },
    onSettled: refresh,
  });
}

export function useDecideEnforcementReport() {
  const { request } = useApiRequest('/community');
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ postId, ...body }: VerifyEnforcementReportRequest & { postId: string }) =>
      request(`/posts/${encodeURIComponent(postId)}/verification`, ZVerifyEnforcementReportResponse, {
        method: 'POST',
        body,
      }),
    onSettled: refresh,
  });
}
