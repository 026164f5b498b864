import webPush from 'web-push';
import { type PushEndpointPolicy, pushEndpointAllowed } from './push-endpoint.ts';
import type { VapidKeys } from './push-keys.ts';

// One web push, encrypted (aes128gcm, RFC 8291) and signed (VAPID, RFC 8292) by the web-push package, sent with
// fetch so a slow push service cannot hold a job for long.

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** How long a push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** A push not delivered within a day is stale news: the service may drop it. */
const PUSH_TTL_SECONDS = 86_400;

/**
 * Sends and answers the push service's HTTP status (201 accepted; 404 or 410: the subscription is gone; a redirect,
 * 3xx, is not followed and counts as a failure). Throws, contacting nothing, for an endpoint the policy refuses.
 */
export async function sendWebPush(
  target: PushTarget,
  message: object,
  keys: VapidKeys,
  policy: PushEndpointPolicy,
): Promise<number> {
  if (!pushEndpointAllowed(target.endpoint, policy)) {
    throw new Error('The push endpoint is not on an allowed push service');
  }
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: PUSH_TTL_SECONDS,
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
  );
  // fetch sets the length itself from the body.
  delete headers['Content-Length'];
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body ?? undefined,
    // A redirect could lead anywhere, past the host check: never followed.
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}
