import { z } from 'zod';

/**
 * The keyset cursor of the member's own lists (Alerts, own posts, own comments): the last row's `created_at` in
 * microseconds since 1970 and its id. Microseconds, because PostgreSQL keeps them and two rows in the same
 * millisecond must not be skipped or shown twice.
 */
export const COMMUNITY_CURSOR_PATTERN =
  /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const ZCommunityCursorQuery = z.object({
  cursor: z.string().regex(COMMUNITY_CURSOR_PATTERN, 'invalid_cursor').optional(),
});
export type CommunityCursorQuery = z.infer<typeof ZCommunityCursorQuery>;
