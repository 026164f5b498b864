import { z } from 'zod';
import { ZComment } from './community-models.ts';
import { ZCommentBody } from './create-comment.ts';

/**
 * `PATCH /api/v1/community/comments/:id` (author only, else 404 `comment_not_found`): a new body; sets
 * `edited_at`. `DELETE` the same path (author only): 204.
 */
export const ZUpdateCommentRequest = z.object({ body: ZCommentBody });
export type UpdateCommentRequest = z.infer<typeof ZUpdateCommentRequest>;

export const ZUpdateCommentResponse = ZComment;
