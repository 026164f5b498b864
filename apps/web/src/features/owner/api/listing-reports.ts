import type { ReportStatus } from '@amparo/contract/legal/legal-limits';
import { ZOwnerListListingReportsResponse } from '@amparo/contract/legal/owner-list-listing-reports';
import {
  type ResolveListingReportRequest,
  ZResolveListingReportResponse,
} from '@amparo/contract/legal/resolve-listing-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// The owner's queue of reports about listings (/api/v1/owner/legal/reports).

export type ReportsView = ReportStatus | 'all';

export function listingReportsQueryKey(userId: string | null, view: ReportsView) {
  return ['owner', 'listing-reports', userId, view] as const;
}

export function useListingReports(view: ReportsView) {
  const { userId, request } = useApiRequest('/owner/legal');
  return useQuery({
    queryKey: listingReportsQueryKey(userId, view),
    queryFn: ({ signal }) => request(`/reports?status=${view}`, ZOwnerListListingReportsResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

export function useResolveReport() {
  const { request } = useApiRequest('/owner/legal');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveListingReportRequest & { id: string }) =>
      request(`/reports/${encodeURIComponent(id)}/resolution`, ZResolveListingReportResponse, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['owner', 'listing-reports'] }),
  });
}
