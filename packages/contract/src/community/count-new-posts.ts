import { z } from 'zod';
import { POST_LANGUAGES, POST_TOPICS } from './community-limits.ts';

// `GET /api/v1/community/posts/new-count?since&topic&language`: how many visible posts (never a blocked member's)
// arrived after the newest one the browser shows, so the live indicator can catch up after a reconnect.

export const ZCountNewPostsQuery = z.object({
  /** The `created_at` of the newest post shown. */
  since: z.iso.datetime({ offset: true }),
  topic: z.enum(POST_TOPICS).optional(),
  language: z.enum(POST_LANGUAGES).optional(),
});
export type CountNewPostsQuery = z.input<typeof ZCountNewPostsQuery>;

export const ZCountNewPostsResponse = z.object({ count: z.number().int().min(0) });
export type CountNewPostsResponse = z.infer<typeof ZCountNewPostsResponse>;
