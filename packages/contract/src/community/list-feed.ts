import { z } from 'zod';
import { FEED_PAGE_SIZE_MAX, POST_LANGUAGES, POST_TOPICS } from './community-limits.ts';
import { ZPost } from './community-models.ts';

/**
 * `GET /api/v1/community/posts`: the feed, newest first, a page at a time. Visible posts plus the caller's own held
 * ones; never a post by a member the caller blocked. `cursor` is the `next_cursor` of the page before, opaque to
 * the browser; one the server did not make answers 400 `invalid_cursor`. `limit` defaults to FEED_PAGE_SIZE.
 */
export const ZListFeedQuery = z.object({
  topic: z.enum(POST_TOPICS).optional(),
  language: z.enum(POST_LANGUAGES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_SIZE_MAX).optional(),
});
export type ListFeedQuery = z.input<typeof ZListFeedQuery>;

export const ZListFeedResponse = z.object({
  posts: z.array(ZPost),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type ListFeedResponse = z.infer<typeof ZListFeedResponse>;

export const INVALID_CURSOR = 'invalid_cursor';
