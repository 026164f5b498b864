import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { consumeRateLimit } from '../../platform/http/rate-limit.ts';

// Each request sends a message to a professional, so a person may send only so many a day: more than anyone
// looking for help needs (asking several lawyers at once included), few enough that nobody can flood an inbox.
// The bucket key holds the account id only.

export const CONSULTATION_REQUEST_RATE_LIMIT = { limit: 10, windowSeconds: 24 * 60 * 60 } as const;

export async function limitConsultationRequests(db: Database, userId: string, now?: Date): Promise<void> {
  const result = await consumeRateLimit(db, {
    key: `legal-consultation:user:${userId}`,
    ...CONSULTATION_REQUEST_RATE_LIMIT,
    now,
  });
  if (!result.allowed) {
    throw new HttpError(
      429,
      'rate_limited',
      'You have sent many consultation requests today; try again tomorrow',
      {
        retry_after: result.retryAfterSeconds,
      },
    );
  }
}
