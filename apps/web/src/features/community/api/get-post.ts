import { ZGetPostResponse } from '@amparo/contract/community/get-post';
import { useQuery } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// GET /community/posts/:id: one post and its comments; 404 when the caller may not see it (or it is gone).

export function postQueryKey(userId: string | null, postId: string) {
  return ['community', 'post', userId, postId] as const;
}

export function usePost(postId: string) {
  const { userId, request } = useApiRequest('/community');
  return useQuery({
    queryKey: postQueryKey(userId, postId),
    queryFn: ({ signal }) => request(`/posts/${encodeURIComponent(postId)}`, ZGetPostResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}
