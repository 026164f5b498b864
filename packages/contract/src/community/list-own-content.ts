import { z } from 'zod';
import { CONTENT_STATUSES, POST_KINDS } from './community-limits.ts';

export { ZCommunityCursorQuery as ZListOwnContentQuery } from './community-cursor.ts';

/** Rows per page of the Profile tab's own posts and comments. */
export const OWN_CONTENT_PAGE_SIZE = 20;
/** Characters of the body shown in the Profile tab's lists. */
export const OWN_CONTENT_EXCERPT_MAX = 160;

const ownRow = {
  id: z.uuid(),
  /** The start of the body, at most OWN_CONTENT_EXCERPT_MAX characters. */
  excerpt: z.string(),
  /** Every status: the author sees why something is held or hidden. */
  status: z.enum(CONTENT_STATUSES),
  moderation_reason: z.string(),
  created_at: z.iso.datetime({ offset: true }),
};

export const ZOwnPost = z.object({ ...ownRow, post_id: z.uuid(), kind: z.enum(POST_KINDS) });
export type OwnPost = z.infer<typeof ZOwnPost>;

export const ZOwnComment = z.object({ ...ownRow, post_id: z.uuid() });
export type OwnComment = z.infer<typeof ZOwnComment>;

/** `GET /api/v1/community/me/posts?cursor`: the caller's posts, newest first. `post_id` equals `id`. */
export const ZListOwnPostsResponse = z.object({
  posts: z.array(ZOwnPost),
  next_cursor: z.string().nullable(),
});
export type ListOwnPostsResponse = z.infer<typeof ZListOwnPostsResponse>;

/** `GET /api/v1/community/me/comments?cursor`: the caller's comments, newest first. */
export const ZListOwnCommentsResponse = z.object({
  comments: z.array(ZOwnComment),
  next_cursor: z.string().nullable(),
});
export type ListOwnCommentsResponse = z.infer<typeof ZListOwnCommentsResponse>;
