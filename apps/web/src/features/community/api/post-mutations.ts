import type { Post } from '@amparo/contract/community/community-models';
import { type CreatePostRequest, ZCreatePostResponse } from '@amparo/contract/community/create-post';
import { ZSetHelpfulResponse } from '@amparo/contract/community/set-helpful';
import { type UpdatePostRequest, ZUpdatePostResponse } from '@amparo/contract/community/update-post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';
import { forgetPostDraft } from '../post/use-post-draft.ts';
import { addPostToFeeds, removePostFromCaches, updatePostInCaches } from './post-cache.ts';

// Writing posts: create, edit, delete, and the "helpful" reaction. Each answer updates the screens that show the
// post from the server's copy.

export function useCreatePost() {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostRequest) =>
      request('/posts', ZCreatePostResponse, { method: 'POST', body: input }),
    // Offline, say so at once (the draft stays) rather than wait unseen and post whenever the network returns,
    // when the person may already have written it again.
    networkMode: 'always',
    onSuccess: (post) => {
      // Here, not in the composer: the composer may have been left before the answer came.
      forgetPostDraft(userId);
      addPostToFeeds(queryClient, userId, post);
    },
  });
}

export function useUpdatePost(postId: string) {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePostRequest) =>
      request(`/posts/${encodeURIComponent(postId)}`, ZUpdatePostResponse, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: (post) => updatePostInCaches(queryClient, userId, post.id, () => post),
  });
}

export function useDeletePost(postId: string) {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(`/posts/${encodeURIComponent(postId)}`, null, { method: 'DELETE' }),
    onSuccess: () => removePostFromCaches(queryClient, userId, postId),
  });
}

export function useSetHelpful(post: Pick<Post, 'id'>) {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) =>
      request(`/posts/${encodeURIComponent(post.id)}/helpful`, ZSetHelpfulResponse, {
        method: helpful ? 'PUT' : 'DELETE',
      }),
    onSuccess: (answer) =>
      updatePostInCaches(queryClient, userId, post.id, (shown) => ({ ...shown, ...answer })),
  });
}
