import { z } from 'zod';
import { POST_LANGUAGES } from './community-limits.ts';

/** A person may allow push on this many devices (browsers); the oldest goes when one more is added. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
export const PUSH_ENDPOINT_MAX = 1000;

/** base64url without padding: a P-256 public key is 65 bytes (87 characters), the auth secret 16 (22). */
const base64url = (characters: number) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${characters}}={0,2}$`), 'invalid_key')
    .transform((value) => value.replace(/=+$/, ''));

/** `GET /api/v1/community/push/key`: the server's VAPID public key, null when web push is not configured. */
export const ZGetPushKeyResponse = z.object({ public_key: z.string().nullable() });
export type GetPushKeyResponse = z.infer<typeof ZGetPushKeyResponse>;

const ZPushEndpoint = z
  .string()
  .max(PUSH_ENDPOINT_MAX)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https URL');

/**
 * `PUT /api/v1/community/push/subscription`: what `pushManager.subscribe()` gave this browser, and the language the
 * pushes are written in. One row per endpoint: the same endpoint again updates it (and moves it to the caller). 204.
 */
export const ZPutPushSubscriptionRequest = z.object({
  endpoint: ZPushEndpoint,
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
  language: z.enum(POST_LANGUAGES),
});
export type PutPushSubscriptionRequest = z.input<typeof ZPutPushSubscriptionRequest>;

/** `DELETE /api/v1/community/push/subscription`: only the caller's own; another's endpoint answers 404. 204. */
export const ZDeletePushSubscriptionRequest = z.object({ endpoint: ZPushEndpoint });
export type DeletePushSubscriptionRequest = z.infer<typeof ZDeletePushSubscriptionRequest>;

export const PUSH_SUBSCRIPTION_NOT_FOUND = 'push_subscription_not_found';

/**
 * 400 on `PUT /api/v1/community/push/subscription`: the endpoint is not on a known web push service (an allowlist
 * of host suffixes, https on port 443, no IP address, no user name), so the server will not send there.
 */
export const PUSH_ENDPOINT_NOT_ALLOWED = 'push_endpoint_not_allowed';
