import type { CreateLegalOrganizationRequest } from '@amparo/contract/legal/create-legal-organization';
import { ZCreateLegalOrganizationResponse } from '@amparo/contract/legal/create-legal-organization';
import { ZOwnerListLegalOrganizationsResponse } from '@amparo/contract/legal/owner-list-legal-organizations';
import { ZSetLegalOrganizationVisibilityResponse } from '@amparo/contract/legal/set-legal-organization-visibility';
import {
  type UpdateLegalOrganizationRequest,
  ZUpdateLegalOrganizationResponse,
} from '@amparo/contract/legal/update-legal-organization';
import { ZVerifyLegalOrganizationResponse } from '@amparo/contract/legal/verify-legal-organization';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// The owner's calls about the registry of legal services (/api/v1/owner/legal/organizations). Every change reloads
// the owner's list, and the public registry this browser may hold, so both show the decision at once.

export function ownerRegistryQueryKey(userId: string | null) {
  return ['owner', 'legal-registry', userId] as const;
}

// The public registry's key (features/legal/registry/registry-api.ts): features share keys, not code.
const PUBLIC_REGISTRY_KEY = ['legal', 'registry'] as const;

export function useOwnerRegistry() {
  const { userId, request } = useApiRequest('/owner/legal');
  return useQuery({
    queryKey: ownerRegistryQueryKey(userId),
    queryFn: ({ signal }) => request('/organizations', ZOwnerListLegalOrganizationsResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

function useReload() {
  const { userId } = useApiRequest('/owner/legal');
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: PUBLIC_REGISTRY_KEY });
    // A report's target may have been hidden or shown.
    void queryClient.invalidateQueries({ queryKey: ['owner', 'listing-reports'] });
    return queryClient.invalidateQueries({ queryKey: ownerRegistryQueryKey(userId) });
  };
}

export function useCreateOrganization() {
  const { request } = useApiRequest('/owner/legal');
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateLegalOrganizationRequest) =>
      request('/organizations', ZCreateLegalOrganizationResponse, { method: 'POST', body }),
    onSuccess: () => reload(),
  });
}

export function useUpdateOrganization() {
  const { request } = useApiRequest('/owner/legal');
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateLegalOrganizationRequest }) =>
      request(`/organizations/${encodeURIComponent(id)}`, ZUpdateLegalOrganizationResponse, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: () => reload(),
  });
}

export function useSetOrganizationHidden() {
  const { request } = useApiRequest('/owner/legal');
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, hidden, reason = '' }: { id: string; hidden: boolean; reason?: string }) =>
      request(
        `/organizations/${encodeURIComponent(id)}/visibility`,
        ZSetLegalOrganizationVisibilityResponse,
        {
          method: 'POST',
          body: { hidden, reason },
        },
      ),
    onSuccess: () => reload(),
  });
}

export function useSetOrganizationVerified() {
  const { request } = useApiRequest('/owner/legal');
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, verified, note = '' }: { id: string; verified: boolean; note?: string }) =>
      request(`/organizations/${encodeURIComponent(id)}/verification`, ZVerifyLegalOrganizationResponse, {
        method: 'POST',
        body: { verified, note },
      }),
    onSuccess: () => reload(),
  });
}
