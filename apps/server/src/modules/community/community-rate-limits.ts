import type { Database } from '../../platform/db/database.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';

// Everything a member writes reaches other people (and posts and replies notify them), so an account may write
// only so much in an hour: more than the busiest honest member, few enough that nobody can flood the feed or an
// Alerts tab. Keys hold the account id only.

export const POST_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;
/** Fixing a typo a few times is normal; rewriting a post every minute is not. */
export const EDIT_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 } as const;
export const COMMENT_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 } as const;
export const HELPFUL_RATE_LIMIT = { limit: 120, windowSeconds: 60 * 60 } as const;
export const IMAGE_RATE_LIMIT = { limit: 40, windowSeconds: 60 * 60 } as const;

const RULES = {
  post: POST_RATE_LIMIT,
  edit: EDIT_RATE_LIMIT,
  comment: COMMENT_RATE_LIMIT,
  helpful: HELPFUL_RATE_LIMIT,
  image: IMAGE_RATE_LIMIT,
} as const;

export function limitCommunityWrites(
  db: Database,
  userId: string,
  what: keyof typeof RULES,
  now?: Date,
): Promise<void> {
  return enforceRateLimit(
    db,
    `community-${what}:user:${userId}`,
    RULES[what],
    'You have written a lot in the last hour; try again later',
    now,
  );
}
