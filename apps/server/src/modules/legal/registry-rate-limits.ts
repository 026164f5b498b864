import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { consumeRateLimit } from '../../platform/http/rate-limit.ts';

// The registry is public: a page opening asks once, and filtering happens on the device, so a person never comes
// near this; a script walking it with every filter does. Keyed by a hash of the address, never the address.

export const REGISTRY_READ_RATE_LIMIT = { limit: 300, windowSeconds: 10 * 60 } as const;

export async function limitRegistryReads(db: Database, clientIp: string, now?: Date): Promise<void> {
  const digest = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
  const result = await consumeRateLimit(db, {
    key: `legal-registry:ip:${digest}`,
    ...REGISTRY_READ_RATE_LIMIT,
    now,
  });
  if (!result.allowed) {
    throw new HttpError(
      429,
      'rate_limited',
      'Too many requests from this address; try again in a few minutes',
      {
        retry_after: result.retryAfterSeconds,
      },
    );
  }
}
