import { z } from 'zod';

/** What the security log records (the server's auth_security_events.kind). */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'new_device',
  'sign_in_locked',
  'password_changed',
  'email_changed',
  'phone_changed',
  'factor_added',
  'factor_removed',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'refresh_token_reused',
  'session_revoked',
  'other_sessions_revoked',
  'data_exported',
  'deletion_requested',
  'deletion_cancelled',
] as const;
export const ZSecurityEventKind = z.enum(SECURITY_EVENT_KINDS);
export type SecurityEventKind = z.infer<typeof ZSecurityEventKind>;

export const SECURITY_EVENTS_PAGE_SIZE = 20;
export const SECURITY_EVENTS_MAX_PAGE_SIZE = 50;

/**
 * `GET /api/v1/security/events?before=<cursor>&limit=<n>`: the caller's security log, newest first, a page at a
 * time (keyset: `next_cursor` is the `before` of the next page, null on the last). Only the caller's own events.
 * `network` is null unless the caller turned on "show the approximate place of sign-ins".
 */
export const ZListSecurityEventsQuery = z.object({
  before: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(SECURITY_EVENTS_MAX_PAGE_SIZE).default(SECURITY_EVENTS_PAGE_SIZE),
});

export const ZSecurityEvent = z.object({
  id: z.uuid(),
  kind: ZSecurityEventKind,
  created_at: z.string(),
  device: z.string().nullable(),
  network: z.string().nullable(),
  /** Small facts about the event: the retry minutes of a lock, the sign-in method. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type SecurityEvent = z.infer<typeof ZSecurityEvent>;

export const ZListSecurityEventsResponse = z.object({
  events: z.array(ZSecurityEvent),
  next_cursor: z.string().nullable(),
});
export type ListSecurityEventsResponse = z.infer<typeof ZListSecurityEventsResponse>;
