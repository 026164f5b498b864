import { z } from 'zod';
import { hasSomethingToRead, text } from '../platform/typed-text.ts';
import { COMMENT_BODY_MAX } from './community-limits.ts';
import { ZComment } from './community-models.ts';

export const ZCommentBody = text({ multiline: true })
  .trim()
  .min(1)
  .max(COMMENT_BODY_MAX)
  .refine(hasSomethingToRead);

/**
 * `POST /api/v1/community/posts/:id/comments` (201 `Comment`): on a post the caller can see that is visible.
 * The post's author is told (`reply`). 404 `post_not_found`; 403 `member_required`, `member_banned`;
 * 429 `rate_limited`.
 */
export const ZCreateCommentRequest = z.object({ body: ZCommentBody });
export type CreateCommentRequest = z.infer<typeof ZCreateCommentRequest>;

export const ZCreateCommentResponse = ZComment;
