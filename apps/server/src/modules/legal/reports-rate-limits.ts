import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { consumeRateLimit } from '../../platform/http/rate-limit.ts';

// Reports can be made signed out, so the network address is limited as well as the account: enough for a person
// who reports a few listings, too few to flood the owner's queue. Bucket keys hold a hash and an id, never the
// address itself.

export const REPORT_RATE_LIMIT_PER_ADDRESS = { limit: 10, windowSeconds: 60 * 60 } as const;
export const REPORT_RATE_LIMIT_PER_ACCOUNT = { limit: 10, windowSeconds: 60 * 60 } as const;

function rateLimited(retryAfter: number): HttpError {
  return new HttpError(429, 'rate_limited', 'You have sent many reports; try again in an hour', {
    retry_after: retryAfter,
  });
}

export async function limitReports(
  db: Database,
  input: { clientIp: string; userId: string | null; now?: Date },
): Promise<void> {
  const digest = createHash('sha256').update(input.clientIp).digest('hex').slice(0, 32);
  const byAddress = await consumeRateLimit(db, {
    key: `listing-report:ip:${digest}`,
    ...REPORT_RATE_LIMIT_PER_ADDRESS,
    now: input.now,
  });
  if (!byAddress.allowed) throw rateLimited(byAddress.retryAfterSeconds);
  if (input.userId) {
    const byAccount = await consumeRateLimit(db, {
      key: `listing-report:user:${input.userId}`,
      ...REPORT_RATE_LIMIT_PER_ACCOUNT,
      now: input.now,
    });
    if (!byAccount.allowed) throw rateLimited(byAccount.retryAfterSeconds);
  }
}
