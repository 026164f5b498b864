import { z } from 'zod';

/**
 * `GET /api/v1/security/sessions`: every open session of the caller, most recently seen first. `network` is the
 * truncated network the session was opened from ("203.0.113.0/24"), and only when the caller turned on
 * "show the approximate place of sign-ins"; otherwise it is null and nothing about the place is derived.
 */
export const ZSecuritySession = z.object({
  id: z.uuid(),
  /** "Chrome on Android", or null when the browser said nothing recognisable. */
  device: z.string().nullable(),
  /** The session of this very request: "this device". */
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  network: z.string().nullable(),
});
export type SecuritySession = z.infer<typeof ZSecuritySession>;

export const ZListSessionsResponse = z.object({
  sessions: z.array(ZSecuritySession),
  show_sign_in_place: z.boolean(),
});
export type ListSessionsResponse = z.infer<typeof ZListSessionsResponse>;
