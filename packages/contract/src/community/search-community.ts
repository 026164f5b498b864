import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { POST_LANGUAGES, POST_TOPICS, SEARCH_QUERY_MAX } from './community-limits.ts';

// `GET /api/v1/community/search?q&cursor`: visible posts and comments that match the words, best first. Whatever a
// person types is searched as words (quotes, operators and stray symbols are read loosely, never refused), so only
// an empty or over-long query is a 400. Highlights are plain text in pieces, never HTML: the browser marks the
// pieces with `match` true.

export const SEARCH_RESULTS_PAGE_SIZE = 20;

/** `<rank>_<id>`: where the previous page stopped, in (rank, id) order, best first. */
export const SEARCH_COMMUNITY_CURSOR_PATTERN =
  /^(\d+(?:\.\d+)?(?:e[-+]?\d+)?)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const ZSearchCommunityQuery = z.object({
  q: text().trim().min(1).max(SEARCH_QUERY_MAX),
  cursor: z.string().max(100).regex(SEARCH_COMMUNITY_CURSOR_PATTERN, 'invalid_cursor').optional(),
});
export type SearchCommunityQuery = z.input<typeof ZSearchCommunityQuery>;

export const ZHighlightSegment = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof ZHighlightSegment>;

export const ZSearchCommunityResult = z.object({
  post_id: z.uuid(),
  /** Set when the words matched a comment; the browser opens the post at `#comment-<id>`. */
  comment_id: z.uuid().nullable(),
  /** The post's (for a comment, its post's). */
  topic: z.enum(POST_TOPICS),
  language: z.enum(POST_LANGUAGES),
  created_at: z.iso.datetime({ offset: true }),
  author_display_name: z.string(),
  /** An excerpt of the body around the matching words, in order. */
  highlight: z.array(ZHighlightSegment),
});
export type SearchCommunityResult = z.infer<typeof ZSearchCommunityResult>;

export const ZSearchCommunityResponse = z.object({
  results: z.array(ZSearchCommunityResult),
  next_cursor: z.string().nullable(),
});
export type SearchCommunityResponse = z.infer<typeof ZSearchCommunityResponse>;
