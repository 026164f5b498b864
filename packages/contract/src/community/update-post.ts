import { z } from 'zod';
import { POST_TOPICS } from './community-limits.ts';
import { ZPost } from './community-models.ts';
import { ZPostBody } from './create-post.ts';

/**
 * `PATCH /api/v1/community/posts/:id` (author only, else 404 `post_not_found`): a new body or topic. The labels
 * and the new-account link rule are applied again; `edited_at` is set. 403 `member_banned`; 409 `report_decided`
 * for an enforcement report already marked confirmed or false (its label answers what it said; the author may
 * still delete it); 400 `report_text_too_precise` when a report's new text holds an address or coordinates.
 *
 * `DELETE /api/v1/community/posts/:id` (author only): 204; its images are removed from storage too.
 */
export const ZUpdatePostRequest = z
  .object({ body: ZPostBody.optional(), topic: z.enum(POST_TOPICS).optional() })
  .refine((change) => change.body !== undefined || change.topic !== undefined, {
    message: 'body or topic',
  });
export type UpdatePostRequest = z.input<typeof ZUpdatePostRequest>;

export const ZUpdatePostResponse = ZPost;

export const REPORT_DECIDED = 'report_decided';
