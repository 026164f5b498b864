import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateLimitBuckets } from '../db/schema/rate-limits.ts';
import { HttpError } from './http-error.ts';

export type RateLimitRule = {
  /** What is being limited and for whom, for example `client-errors:ip:<hash>`. */
  key: string;
  limit: number;
  windowSeconds: number;
  now?: Date;
};

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  /** 0 when allowed; otherwise the seconds until the current window ends. */
  retryAfterSeconds: number;
};

const CLEANUP_INTERVAL_MS = 5 * 60 * 1000;
const lastCleanupByDatabase = new WeakMap<Database, number>();

/**
 * Counts one attempt in a fixed window and says whether it is within the limit. The count is a single
 * atomic upsert, so the limit holds across every process that shares the database.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  const { key, limit, windowSeconds } = rule;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive whole number');
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new RangeError('windowSeconds must be a positive whole number');
  }
  const now = rule.now ?? new Date();
  const windowMs = windowSeconds * 1000;
  const windowStartMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowEnd = new Date(windowStartMs + windowMs);

  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart: new Date(windowStartMs), count: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  if (!row) throw new Error('The rate-limit upsert returned no row');

  await cleanUpWhenDue(db, now);

  const allowed = row.count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)),
  };
}

/** Deletes buckets whose window has ended. */
export async function deleteExpiredRateLimitBuckets(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now));
}

// At most once per interval per process: the table stays small without a separate job.
async function cleanUpWhenDue(db: Database, now: Date): Promise<void> {
  const last = lastCleanupByDatabase.get(db);
  if (last !== undefined && now.getTime() - last < CLEANUP_INTERVAL_MS) return;
  lastCleanupByDatabase.set(db, now.getTime());
  await deleteExpiredRateLimitBuckets(db, now);
}

/**
 * Counts one attempt and refuses it past the limit with the API's 429 `rate_limited`, its `message` and
 * `retry_after` (seconds): what every area's own limits (family invitations, consultations, the directory) answer.
 */
export async function enforceRateLimit(
  db: Database,
  key: string,
  rule: { limit: number; windowSeconds: number },
  message: string,
  now?: Date,
): Promise<void> {
  const result = await consumeRateLimit(db, { key, ...rule, now });
  if (!result.allowed) {
    throw new HttpError(429, 'rate_limited', message, { retry_after: result.retryAfterSeconds });
  }
}
