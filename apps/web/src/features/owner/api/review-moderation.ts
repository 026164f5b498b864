import type { ReviewStatus } from '@amparo/contract/legal/legal-limits';
import {
  type ModerateReviewRequest,
  ZListOwnerReviewsResponse,
  ZModerateReviewResponse,
} from '@amparo/contract/legal/moderate-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';

// The owner's moderation of consultation reviews (issue 13, point 3): GET and POST /api/v1/owner/legal/reviews.

export function reviewQueueKey(userId: string | null, status: ReviewStatus) {
  return ['owner', 'reviews', userId, status] as const;
}

export function useReviewQueue(status: ReviewStatus) {
  const { userId, request } = useApiRequest('/owner/legal');
  return useQuery({
    queryKey: reviewQueueKey(userId, status),
    queryFn: async ({ signal }) =>
      (await request(`/reviews?status=${status}`, ZListOwnerReviewsResponse, { signal })).reviews,
    enabled: userId !== null,
  });
}

export function useModerateReview() {
  const { request } = useApiRequest('/owner/legal');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ModerateReviewRequest }) =>
      request(`/reviews/${encodeURIComponent(id)}/moderation`, ZModerateReviewResponse, {
        method: 'POST',
        body: decision,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['owner', 'reviews'] }),
  });
}
