import { z } from 'zod';

/**
 * `PUT` / `DELETE /api/v1/community/posts/:id/helpful`: the caller finds a visible post helpful, or no longer does.
 * Saying it twice changes nothing. The author is told once per post and person (`reaction`). 404
 * `post_not_found`; 403 `member_required`, `member_banned`; 429 `rate_limited`.
 */
export const ZSetHelpfulResponse = z.object({
  helpful_count: z.number().int(),
  you_found_helpful: z.boolean(),
});
export type SetHelpfulResponse = z.infer<typeof ZSetHelpfulResponse>;
