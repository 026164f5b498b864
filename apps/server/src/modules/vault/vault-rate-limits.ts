import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { consumeRateLimit } from '../../platform/http/rate-limit.ts';

// Recipient lookup answers "does this email have a vault", so it is limited per person; the public proof-link
// endpoints are open to anyone, so they are limited per address. Bucket keys hold hashes, never the address.

export const RECIPIENT_LOOKUP_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 } as const;
export const PUBLIC_PROOF_LINK_RATE_LIMIT = { limit: 120, windowSeconds: 10 * 60 } as const;

function rateLimited(retryAfterSeconds: number, message: string): HttpError {
  return new HttpError(429, 'rate_limited', message, { retry_after: retryAfterSeconds });
}

export async function limitRecipientLookups(db: Database, userId: string, now?: Date): Promise<void> {
  const result = await consumeRateLimit(db, {
    key: `vault-recipient-lookup:user:${userId}`,
    ...RECIPIENT_LOOKUP_RATE_LIMIT,
    now,
  });
  if (!result.allowed) {
    throw rateLimited(result.retryAfterSeconds, 'Too many look-ups; try again in a few minutes');
  }
}

export async function limitPublicProofLinkRequests(
  db: Database,
  clientIp: string,
  now?: Date,
): Promise<void> {
  const digest = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
  const result = await consumeRateLimit(db, {
    key: `vault-proof-link:ip:${digest}`,
    ...PUBLIC_PROOF_LINK_RATE_LIMIT,
    now,
  });
  if (!result.allowed) {
    throw rateLimited(
      result.retryAfterSeconds,
      'Too many requests from this address; try again in a few minutes',
    );
  }
}
