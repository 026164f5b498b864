import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  POST_LANGUAGES,
  type PostLanguage,
} from '@amparo/contract/community/community-limits';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import {
  communityMembers,
  communityNotifications,
  communityPosts,
  communityPushSubscriptions,
} from '../../platform/db/schema/community.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { enqueueJob, type JobHandler, type JobHandlers } from '../../platform/jobs/job-queue.ts';
import { type PushEndpointPolicy, pushEndpointAllowed } from './push-endpoint.ts';
import { vapidKeys } from './push-keys.ts';
import { renderPushMessage } from './push-messages.ts';
import { sendWebPush } from './push-sender.ts';

// Web push for the Alerts tab, from the job queue (docs: the comment of each part).
//
// - `community.push`: one member, one event (a notification row, or an official alert post), every browser of
//   theirs. Queued in the transaction that creates the notification (notify-member.ts), so both exist or neither.
//   Each browser reached is recorded in the job's payload (`sent`) the moment its push service accepts: a retry
//   or a restart after a crash skips those, so a browser gets the push once. The one gap is a crash between the
//   push service accepting and that write (one round trip): that browser gets it twice, rather than never.
// - `community.official_alert_fanout`: one official alert post, everyone who wants it as a push, in batches; the
//   batch's jobs and the position reached commit together, so a restart resumes where it stopped.
// - The scanner (startOfficialAlertScanner) finds newly visible official alerts every few seconds and queues one
//   fan-out per post, deduplicated through the jobs table under an advisory lock, so any number of processes queue
//   it once. Scanning, rather than a call from the code that publishes the post, catches every way an alert
//   becomes visible (published, restored by moderation) without the posts or moderation code knowing about push.

export const PUSH_JOB_KIND = 'community.push';
export const OFFICIAL_ALERT_FANOUT_JOB_KIND = 'community.official_alert_fanout';

/** Members handled per fan-out transaction. */
export const OFFICIAL_ALERT_FANOUT_BATCH = 200;
/** An official alert older than this when first seen by the scanner is not pushed: it is no longer news. */
export const OFFICIAL_ALERT_PUSH_WINDOW_MS = 24 * 60 * 60 * 1000;
const SCAN_INTERVAL_MS = 10_000;
/** Any constant: the advisory lock that keeps two processes from queueing the same fan-out. */
const SCAN_LOCK_KEY = 1_403_140_014;

type PushPayload = {
  userId: string;
  kind: NotificationKind;
  notificationId?: string;
  postId?: string;
  sent?: string[];
};

function readPushPayload(payload: Record<string, unknown>): PushPayload | null {
  const { userId, kind, notificationId, postId, sent } = payload;
  if (typeof userId !== 'string' || !NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
  return {
    userId,
    kind: kind as NotificationKind,
    ...(typeof notificationId === 'string' ? { notificationId } : {}),
    ...(typeof postId === 'string' ? { postId } : {}),
    sent: Array.isArray(sent) ? sent.filter((id): id is string => typeof id === 'string') : [],
  };
}

/** Inside the transaction that creates the notification: a push job when the member wants this kind pushed. */
export async function queueNotificationPush(
  db: Database,
  input: { recipientUserId: string; kind: NotificationKind; notificationId: string },
): Promise<void> {
  const [wanted] = await queryRows<{ wanted: boolean }>(
    db,
    sql`select true as wanted from ${communityMembers} m
        where m.user_id = ${input.recipientUserId}
          and m.notification_settings->'push' @> ${JSON.stringify([input.kind])}::jsonb
          and exists (select 1 from ${communityPushSubscriptions} s where s.user_id = m.user_id)`,
  );
  if (!wanted) return;
  await enqueueJob(db, {
    kind: PUSH_JOB_KIND,
    payload: { userId: input.recipientUserId, kind: input.kind, notificationId: input.notificationId },
  });
}

/** Still worth pushing: the member still wants this kind, and what it is about still exists and is visible. */
async function stillWanted(db: Database, push: PushPayload): Promise<boolean> {
  const [member] = await db
    .select({ settings: communityMembers.notificationSettings })
    .from(communityMembers)
    .where(eq(communityMembers.userId, push.userId));
  if (!member?.settings.push.includes(push.kind)) return false;
  if (push.notificationId) {
    const [row] = await db
      .select({ id: communityNotifications.id })
      .from(communityNotifications)
      .where(eq(communityNotifications.id, push.notificationId));
    return row !== undefined;
  }
  if (push.postId) {
    const [row] = await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(
        and(
          eq(communityPosts.id, push.postId),
          eq(communityPosts.kind, 'official_alert'),
          eq(communityPosts.status, 'visible'),
        ),
      );
    return row !== undefined;
  }
  return false;
}

async function recordSent(db: Database, jobId: string, subscriptionId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      payload: sql`jsonb_set(${jobs.payload}, '{sent}', coalesce(${jobs.payload}->'sent', '[]'::jsonb) || ${JSON.stringify([subscriptionId])}::jsonb)`,
    })
    .where(eq(jobs.id, jobId));
  await db
    .update(communityPushSubscriptions)
    .set({ lastSuccessAt: now, failureCount: 0 })
    .where(eq(communityPushSubscriptions.id, subscriptionId));
}

function languageOf(value: string): PostLanguage {
  return (POST_LANGUAGES as readonly string[]).includes(value) ? (value as PostLanguage) : 'en';
}

type PushConfig = Parameters<typeof vapidKeys>[0] & PushEndpointPolicy;

export function createPushHandler(config: PushConfig): JobHandler {
  return async (payload, { db, job, now }) => {
    const push = readPushPayload(payload);
    const keys = vapidKeys(config);
    if (!push || !keys || !(await stillWanted(db, push))) return;
    const sent = new Set(push.sent);
    const subscriptions = await db
      .select()
      .from(communityPushSubscriptions)
      .where(eq(communityPushSubscriptions.userId, push.userId))
      .orderBy(asc(communityPushSubscriptions.createdAt));
    let failure: Error | null = null;
    for (const subscription of subscriptions) {
      if (sent.has(subscription.id)) continue;
      // Saved before endpoints were checked, or WEB_PUSH_ALLOWED_HOSTS changed since: never contacted, and gone.
      if (!pushEndpointAllowed(subscription.endpoint, config)) {
        await db.delete(communityPushSubscriptions).where(eq(communityPushSubscriptions.id, subscription.id));
        continue;
      }
      const message = renderPushMessage(languageOf(subscription.language), push.kind);
      let status: number;
      try {
        status = await sendWebPush(subscription, message, keys, config);
      } catch (error) {
        status = 0;
        failure = error instanceof Error ? error : new Error(String(error));
      }
      if (status >= 200 && status < 300) {
        await recordSent(db, job.id, subscription.id, now);
      } else if (status === 404 || status === 410) {
        // The browser unsubscribed or the user cleared its data: the push service will never take it again.
        await db.delete(communityPushSubscriptions).where(eq(communityPushSubscriptions.id, subscription.id));
      } else {
        // 3xx included: the sender does not follow redirects.
        if (status !== 0) failure = new Error(`The push service answered ${status}`);
        await db
          .update(communityPushSubscriptions)
          .set({ failureCount: sql`${communityPushSubscriptions.failureCount} + 1` })
          .where(eq(communityPushSubscriptions.id, subscription.id));
      }
    }
    // Retried later for the browsers not reached; those reached are in `sent`.
    if (failure) throw failure;
  };
}

export function createOfficialAlertFanoutHandler(batchSize = OFFICIAL_ALERT_FANOUT_BATCH): JobHandler {
  return async (payload, { db, job }) => {
    const postId = payload.postId;
    if (typeof postId !== 'string') return;
    for (;;) {
      const finished = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ payload: jobs.payload })
          .from(jobs)
          .where(eq(jobs.id, job.id))
          .for('update');
        const after = typeof current?.payload.after === 'string' ? current.payload.after : null;
        const [post] = await tx
          .select({ authorUserId: communityPosts.authorUserId })
          .from(communityPosts)
          .where(
            and(
              eq(communityPosts.id, postId),
              eq(communityPosts.kind, 'official_alert'),
              eq(communityPosts.status, 'visible'),
            ),
          );
        if (!post) return true;
        const members = await queryRows<{ user_id: string }>(
          tx,
          sql`select m.user_id from ${communityMembers} m
            where m.notification_settings->'push' @> '["official_alert"]'::jsonb
              and m.user_id <> ${post.authorUserId}
              and ${after === null ? sql`true` : sql`m.user_id > ${after}::uuid`}
              and exists (select 1 from ${communityPushSubscriptions} s where s.user_id = m.user_id)
              and not exists (
                select 1 from community_blocks b
                where b.blocker_user_id = m.user_id and b.blocked_user_id = ${post.authorUserId})
            order by m.user_id
            limit ${batchSize}`,
        );
        for (const member of members) {
          await enqueueJob(tx, {
            kind: PUSH_JOB_KIND,
            payload: { userId: member.user_id, kind: 'official_alert', postId },
          });
        }
        const last = members.at(-1);
        if (last) {
          await tx
            .update(jobs)
            .set({ payload: sql`${jobs.payload} || ${JSON.stringify({ after: last.user_id })}::jsonb` })
            .where(eq(jobs.id, job.id));
        }
        return members.length < batchSize;
      });
      if (finished) return;
    }
  };
}

/** Queues one fan-out for each visible official alert of the last day that has none yet; how many it queued. */
export async function scanOfficialAlerts(db: Database, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - OFFICIAL_ALERT_PUSH_WINDOW_MS);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(
        and(
          eq(communityPosts.status, 'visible'),
          eq(communityPosts.kind, 'official_alert'),
          sql`${communityPosts.createdAt} > ${since.toISOString()}::timestamptz`,
        ),
      );
    // Nearly always none: only then is the lock taken and the jobs table read.
    if (fresh.length === 0) return 0;
    await tx.execute(sql`select pg_advisory_xact_lock(${SCAN_LOCK_KEY})`);
    const queued = await queryRows<{ post_id: string }>(
      tx,
      sql`select payload->>'postId' as post_id from ${jobs}
          where kind = ${OFFICIAL_ALERT_FANOUT_JOB_KIND} and created_at > ${since.toISOString()}::timestamptz`,
    );
    const known = new Set(queued.map((row) => row.post_id));
    let count = 0;
    for (const post of fresh) {
      if (known.has(post.id)) continue;
      await enqueueJob(tx, {
        kind: OFFICIAL_ALERT_FANOUT_JOB_KIND,
        payload: { postId: post.id },
        runAt: now,
      });
      count += 1;
    }
    return count;
  });
}

/** Scans every few seconds while the app runs; `stop()` waits for a scan in progress. */
export function startOfficialAlertScanner(options: {
  db: Database;
  config: Parameters<typeof vapidKeys>[0];
  intervalMs?: number;
  onQueued?: () => void;
  log?: { error: (object: object, message: string) => void };
}): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (!vapidKeys(options.config)) return;
    running = running
      .then(async () => {
        if ((await scanOfficialAlerts(options.db)) > 0) options.onQueued?.();
      })
      .catch((error: unknown) => options.log?.error({ err: error }, 'The official alert scan failed'));
  }, options.intervalMs ?? SCAN_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** Every job kind of the community's web push, for the app's worker. */
export function communityPushJobHandlers(config: PushConfig): JobHandlers {
  return {
    [PUSH_JOB_KIND]: createPushHandler(config),
    [OFFICIAL_ALERT_FANOUT_JOB_KIND]: createOfficialAlertFanoutHandler(),
  };
}
