import { ZAcceptFamilyInvitationResponse } from '@amparo/contract/family/accept-family-invitation';
import {
  type CreateFamilyInvitationRequest,
  ZCreateFamilyInvitationResponse,
} from '@amparo/contract/family/create-family-invitation';
import { type GetFamilyResponse, ZGetFamilyResponse } from '@amparo/contract/family/get-family';
import { ZLeaveFamilyResponse } from '@amparo/contract/family/leave-family';
import {
  type UpdateFamilyMembershipRequest,
  ZUpdateFamilyMembershipResponse,
} from '@amparo/contract/family/update-family-membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { profileQueryKey } from '../../../lib/account/profile-provider.tsx';
import { useApiRequest } from '../../../lib/api-request.ts';
import { forgetCachedFamilies, readCachedFamily, writeCachedFamily } from './family-cache.ts';

// The family area's calls to /api/v1/family (issue 12), each with its query key or mutation. A change that can
// move someone's coverage (joining, leaving, removing) also reloads the profile, whose `coverage` the rest of the
// app reads.

export function familyQueryKey(userId: string | null) {
  return ['family', userId] as const;
}

export function useFamilyApi() {
  return useApiRequest('/family');
}

export function useFamily() {
  const { userId, request } = useFamilyApi();
  useEffect(() => {
    if (userId) forgetCachedFamilies(userId);
  }, [userId]);
  return useQuery({
    queryKey: familyQueryKey(userId),
    queryFn: async ({ signal }) => {
      const family = await request('', ZGetFamilyResponse, { signal });
      if (userId) writeCachedFamily(userId, family);
      return family;
    },
    enabled: userId !== null,
    // The copy on this device shows at once, and is what there is with no network.
    initialData: () => (userId ? readCachedFamily(userId)?.family : undefined),
    initialDataUpdatedAt: () => (userId ? readCachedFamily(userId)?.storedAt : undefined),
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

/** Keeps the answer every family change returns, and reloads the profile when coverage may have moved. */
function useKeepFamily() {
  const { userId } = useFamilyApi();
  const queryClient = useQueryClient();
  return {
    keep(family: GetFamilyResponse, coverageMayChange: boolean) {
      queryClient.setQueryData(familyQueryKey(userId), family);
      if (userId) writeCachedFamily(userId, family);
      // Help Me Now's settings carry the family's name for the person and whether a family is alerted.
      void queryClient.invalidateQueries({ queryKey: ['emergency', 'settings'] });
      if (coverageMayChange && userId)
        void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
    },
    /** After a change that answers nothing: the family again, and the profile, whose `dependents_count` may move. */
    reload() {
      if (userId) void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['emergency', 'settings'] });
      return queryClient.invalidateQueries({ queryKey: familyQueryKey(userId) });
    },
  };
}

export function useCreateInvitation() {
  const { request } = useFamilyApi();
  const { reload } = useKeepFamily();
  return useMutation({
    mutationFn: (invitation: CreateFamilyInvitationRequest) =>
      request('/invitations', ZCreateFamilyInvitationResponse, { method: 'POST', body: invitation }),
    onSuccess: () => reload(),
  });
}

export function useCancelInvitation() {
  const { request } = useFamilyApi();
  const { reload } = useKeepFamily();
  return useMutation({
    mutationFn: (invitationId: string) =>
      request(`/invitations/${encodeURIComponent(invitationId)}`, null, { method: 'DELETE' }),
    onSettled: () => reload(),
  });
}

/**
 * "Send again" for an expired invitation: a link cannot be renewed (it is single-use and stored hashed), so the
 * old one is cancelled and a new one sent to the same person, in the same language.
 */
export function useResendInvitation() {
  const { request } = useFamilyApi();
  const { reload } = useKeepFamily();
  return useMutation({
    mutationFn: async ({
      cancelId,
      invitation,
    }: {
      cancelId: string;
      invitation: CreateFamilyInvitationRequest;
    }) => {
      await request(`/invitations/${encodeURIComponent(cancelId)}`, null, { method: 'DELETE' });
      return request('/invitations', ZCreateFamilyInvitationResponse, { method: 'POST', body: invitation });
    },
    onSettled: () => reload(),
  });
}

export function useRemoveMember() {
  const { request } = useFamilyApi();
  const { reload } = useKeepFamily();
  return useMutation({
    mutationFn: (memberUserId: string) =>
      request(`/members/${encodeURIComponent(memberUserId)}`, null, { method: 'DELETE' }),
    onSettled: () => reload(),
  });
}

export function useLeaveFamily() {
  const { request } = useFamilyApi();
  const { keep } = useKeepFamily();
  return useMutation({
    mutationFn: () => request('/leave', ZLeaveFamilyResponse, { method: 'POST' }),
    onSuccess: (family) => keep(family, true),
  });
}

export function useUpdateMembership() {
  const { request } = useFamilyApi();
  const { keep } = useKeepFamily();
  return useMutation({
    mutationFn: (changes: UpdateFamilyMembershipRequest) =>
      request('/me', ZUpdateFamilyMembershipResponse, { method: 'PATCH', body: changes }),
    onSuccess: (family) => keep(family, false),
  });
}

export function useAcceptInvitation() {
  const { request } = useFamilyApi();
  const { keep } = useKeepFamily();
  return useMutation({
    mutationFn: (body: { token: string; display_name?: string }) =>
      request('/invitations/accept', ZAcceptFamilyInvitationResponse, { method: 'POST', body }),
    onSuccess: (family) => keep(family, true),
  });
}
