import type { Database } from '../../platform/db/database.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';

// Each request and each change sends a message to the other side, so an account may make only so many: more than
// anyone looking for help (asking several lawyers at once included) or a busy lawyer's day of answers needs, few
// enough that nobody can flood an inbox. The bucket keys hold the account id only.

export const CONSULTATION_REQUEST_RATE_LIMIT = { limit: 10, windowSeconds: 24 * 60 * 60 } as const;

/** Proposing another time can be repeated, and each proposal is a message to the person. */
export const CONSULTATION_CHANGE_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 } as const;

export function limitConsultationRequests(db: Database, userId: string, now?: Date): Promise<void> {
  return enforceRateLimit(
    db,
    `legal-consultation:user:${userId}`,
    CONSULTATION_REQUEST_RATE_LIMIT,
    'You have sent many consultation requests today; try again tomorrow',
    now,
  );
}

export function limitConsultationChanges(db: Database, userId: string, now?: Date): Promise<void> {
  return enforceRateLimit(
    db,
    `legal-consultation-change:user:${userId}`,
    CONSULTATION_CHANGE_RATE_LIMIT,
    'Too many changes in a short time; try again in a while',
    now,
  );
}
