import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';

// Invitations send messages to addresses the holder types, so a holder may send only so many a day. The
// preview and the acceptance take a token: 256 random bits cannot be guessed, and these limits keep anyone from
// trying anyway (the preview per network address, since it needs no account; the acceptance per person).
// Bucket keys hold ids and hashes, never an address or a token.

export const INVITATION_CREATE_RATE_LIMIT = { limit: 20, windowSeconds: 24 * 60 * 60 } as const;
export const INVITATION_PREVIEW_RATE_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;
export const INVITATION_ACCEPT_RATE_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const;

export function limitInvitationCreation(db: Database, holderId: string, now?: Date): Promise<void> {
  return enforceRateLimit(
    db,
    `family-invite:user:${holderId}`,
    INVITATION_CREATE_RATE_LIMIT,
    'You have sent many invitations today; try again tomorrow',
    now,
  );
}

export function limitInvitationPreview(db: Database, clientIp: string, now?: Date): Promise<void> {
  const digest = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
  return enforceRateLimit(
    db,
    `family-invite-preview:ip:${digest}`,
    INVITATION_PREVIEW_RATE_LIMIT,
    'Too many requests from this address; try again in a few minutes',
    now,
  );
}

export function limitInvitationAcceptance(db: Database, userId: string, now?: Date): Promise<void> {
  return enforceRateLimit(
    db,
    `family-invite-accept:user:${userId}`,
    INVITATION_ACCEPT_RATE_LIMIT,
    'Too many attempts; try again in a few minutes',
    now,
  );
}
