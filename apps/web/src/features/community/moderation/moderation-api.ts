import { ZListBlockedMembersResponse } from '@amparo/contract/community/community-blocks';
import {
  type CreateContentReportRequest,
  ZCreateContentReportResponse,
} from '@amparo/contract/community/create-content-report';
import {
  type VerifyEnforcementReportRequest,
  ZVerifyEnforcementReportResponse,
} from '@amparo/contract/community/verify-enforcement-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// Reports, blocks and report verification (/api/v1/community). Everything the community shows sits under
// TanStack keys starting with ['community'], so a block or a verification refreshes the feed, a post and search.

export function blockedMembersQueryKey(userId: string | null) {
  return ['community', 'blocks', userId] as const;
}

export function useBlockedMembers() {
  const { userId, request } = useApiRequest('/community');
  return useQuery({
    queryKey: blockedMembersQueryKey(userId),
    queryFn: ({ signal }) => request('/blocks', ZListBlockedMembersResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

function useInvalidateCommunity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['community'] });
}

export function useBlockMember() {
  const { request } = useApiRequest('/community');
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (memberId: string) =>
      request(`/blocks/${encodeURIComponent(memberId)}`, null, { method: 'PUT' }),
    onSuccess: invalidate,
  });
}

export function useUnblockMember() {
  const { request } = useApiRequest('/community');
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (memberId: string) =>
      request(`/blocks/${encodeURIComponent(memberId)}`, null, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useReportContent() {
  const { request } = useApiRequest('/community');
  return useMutation({
    mutationFn: (body: CreateContentReportRequest) =>
      request('/reports', ZCreateContentReportResponse, { method: 'POST', body }),
  });
}

export function useVerifyReport() {
  const { request } = useApiRequest('/community');
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: ({ postId, ...body }: VerifyEnforcementReportRequest & { postId: string }) =>
      request(`/posts/${encodeURIComponent(postId)}/verification`, ZVerifyEnforcementReportResponse, {
        method: 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

/** The server's error codes this area explains; anything else is a generic failure (or no network). */
const KNOWN_ERRORS = [
  'rate_limited',
  'report_target_not_found',
  'member_not_found',
  'cannot_block_yourself',
  'not_allowed_to_verify',
  'not_a_report',
  'post_not_found',
] as const;
export type SafetyError = (typeof KNOWN_ERRORS)[number] | 'offline' | 'failed';

export function describeSafetyError(error: unknown): SafetyError {
  if (error instanceof ApiRequestError) {
    return (KNOWN_ERRORS as readonly string[]).includes(error.code) ? (error.code as SafetyError) : 'failed';
  }
  return error instanceof TypeError ? 'offline' : 'failed';
}
