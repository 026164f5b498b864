import type { Comment } from '@amparo/contract/community/community-models';
import { ZCreateCommentResponse } from '@amparo/contract/community/create-comment';
import { ZUpdateCommentResponse } from '@amparo/contract/community/update-comment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';
import { postQueryKey } from './get-post.ts';
import { updatePostInCaches } from './post-cache.ts';

// Comments on the post page: add, edit, delete. The post's page shows the server's copy at once; the post's
// comment count in the feeds follows.

type PostDetail = { comments: Comment[] };

export function useCommentMutations(postId: string) {
  const { userId, request } = useApiRequest('/community');
  const queryClient = useQueryClient();
  const changeComments = (change: (comments: Comment[]) => Comment[]) =>
    queryClient.setQueryData<PostDetail>(postQueryKey(userId, postId), (data) =>
      data ? { ...data, comments: change(data.comments) } : data,
    );
  const countBy = (step: number) =>
    updatePostInCaches(queryClient, userId, postId, (post) => ({
      ...post,
      comment_count: Math.max(0, post.comment_count + step),
    }));

  const create = useMutation({
    mutationFn: (body: string) =>
      request(`/posts/${encodeURIComponent(postId)}/comments`, ZCreateCommentResponse, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: (comment) => {
      changeComments((comments) => [...comments, comment]);
      countBy(1);
    },
  });
  const update = useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      request(`/comments/${encodeURIComponent(commentId)}`, ZUpdateCommentResponse, {
        method: 'PATCH',
        body: { body },
      }),
    onSuccess: (comment) =>
      changeComments((comments) => comments.map((shown) => (shown.id === comment.id ? comment : shown))),
  });
  const remove = useMutation({
    mutationFn: (commentId: string) =>
      request(`/comments/${encodeURIComponent(commentId)}`, null, { method: 'DELETE' }),
    onSuccess: (_answer, commentId) => {
      changeComments((comments) => comments.filter((shown) => shown.id !== commentId));
      countBy(-1);
    },
  });
  return { create, update, remove };
}
