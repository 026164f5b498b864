import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';

// The directory is public: a person browses it freely (a page of results and a few profiles a minute at most),
// and a script that walks it to copy every listing is slowed down. The owner's decisions send a message each, so
// even an owner's account (or a stolen session of one) sends only so many. Keys hold hashes and ids, never an address.

export const DIRECTORY_RATE_LIMIT = { limit: 300, windowSeconds: 10 * 60 } as const;
export const OWNER_DECISION_RATE_LIMIT = { limit: 300, windowSeconds: 60 * 60 } as const;

export function limitDirectoryRequests(db: Database, clientIp: string): Promise<void> {
  const digest = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
  return enforceRateLimit(
    db,
    `legal-directory:ip:${digest}`,
    DIRECTORY_RATE_LIMIT,
    'Too many searches from this address; try again in a few minutes',
  );
}

export function limitOwnerDecisions(db: Database, ownerId: string): Promise<void> {
  return enforceRateLimit(
    db,
    `legal-professional-decision:user:${ownerId}`,
    OWNER_DECISION_RATE_LIMIT,
    'Many decisions in the last hour; try again later',
  );
}
