import type { PostLanguage } from '@amparo/contract/community/community-limits';
import {
  PUSH_ENDPOINT_NOT_ALLOWED,
  PUSH_SUBSCRIPTION_NOT_FOUND,
  PUSH_SUBSCRIPTIONS_MAX,
} from '@amparo/contract/community/push-subscription';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityPushSubscriptions } from '../../platform/db/schema/community.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { type PushEndpointPolicy, pushEndpointAllowed } from './push-endpoint.ts';

// The browsers where a person allowed web push. One row per endpoint: a browser that subscribes again (a new
// language, another account signed in on it) updates its row, which then belongs to the account that sent it.

/** 400 push_endpoint_not_allowed for an endpoint off the known push services (push-endpoint.ts): never stored. */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string }; language: PostLanguage },
  policy: PushEndpointPolicy,
): Promise<void> {
  if (!pushEndpointAllowed(subscription.endpoint, policy)) {
    throw new HttpError(400, PUSH_ENDPOINT_NOT_ALLOWED, 'The endpoint is not on a known web push service');
  }
  // The database's microsecond clock, so the newest of several quick subscribes is always the one kept.
  const now = sql`clock_timestamp()`;
  await db.transaction(async (tx) => {
    await tx
      .insert(communityPushSubscriptions)
      .values({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        language: subscription.language,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: communityPushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          language: subscription.language,
          createdAt: now,
          failureCount: 0,
        },
      });
    // The oldest browsers go beyond the limit: a person who changed phones many times still gets pushes on the new one.
    const rows = await tx
      .select({ id: communityPushSubscriptions.id })
      .from(communityPushSubscriptions)
      .where(eq(communityPushSubscriptions.userId, userId))
      .orderBy(desc(communityPushSubscriptions.createdAt), desc(communityPushSubscriptions.id));
    const extra = rows.slice(PUSH_SUBSCRIPTIONS_MAX).map((row) => row.id);
    if (extra.length > 0) {
      await tx.delete(communityPushSubscriptions).where(inArray(communityPushSubscriptions.id, extra));
    }
  });
}

/** 404 for an endpoint that is not the caller's (or not known), so nobody can end another person's pushes. */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  const deleted = await db
    .delete(communityPushSubscriptions)
    .where(
      and(eq(communityPushSubscriptions.userId, userId), eq(communityPushSubscriptions.endpoint, endpoint)),
    )
    .returning({ id: communityPushSubscriptions.id });
  if (deleted.length === 0) {
    throw new HttpError(404, PUSH_SUBSCRIPTION_NOT_FOUND, 'No such push subscription');
  }
}
