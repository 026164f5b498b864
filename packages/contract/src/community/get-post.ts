import { z } from 'zod';
import { ZComment, ZPost } from './community-models.ts';

/**
 * `GET /api/v1/community/posts/:id`: one post with its comments, oldest first (visible ones and the caller's own;
 * none by a member the caller blocked). 404 `post_not_found` when the caller may not see the post.
 */
export const ZGetPostResponse = z.object({ post: ZPost, comments: z.array(ZComment) });
export type GetPostResponse = z.infer<typeof ZGetPostResponse>;
