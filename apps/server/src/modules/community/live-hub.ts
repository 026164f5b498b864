import type { LiveEventName, LivePostEvent } from '@amparo/contract/community/community-live-events';
import { ZLivePostEvent } from '@amparo/contract/community/community-live-events';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { createDatabaseListener, type DatabaseListener } from '../../platform/db/database-listener.ts';
import { blockersAmong } from './live-repo.ts';

// The live feed of one app process: one LISTEN for all its streams (docs/decisions/030-live-feed-over-sse.md). The
// database triggers (migration community-live-search) announce each post that became visible and each new Alerts
// entry; this fans them out to the Server-Sent Events streams open here, keeping back a post from its own author
// and from anyone who blocked that author, and a notification from everyone but its recipient.

export const HEARTBEAT_INTERVAL_MS = 25_000;
/** A stream outlives neither the access token it was opened with by long nor a revoked session: the browser reconnects. */
export const STREAM_MAX_AGE_MS = 10 * 60_000;
/** Streams one account may hold open in one process (a few tabs and devices); more is a 429. */
export const STREAMS_PER_USER_MAX = 8;

export type LiveStream = {
  userId: string;
  send(event: LiveEventName, data: unknown): void;
  comment(text: string): void;
  end(): void;
};

const ZPostNotice = ZLivePostEvent.omit({ created_at: true }).extend({
  created_at: z.string(),
  author_user_id: z.uuid(),
});
const ZNotificationNotice = z.object({ recipient_user_id: z.uuid() });

export type LiveHub = {
  /** Registers an open stream; resolves once the database listens. Returns how to remove it. */
  add(stream: LiveStream): Promise<() => void>;
  countFor(userId: string): number;
  close(): Promise<void>;
};

export function createLiveHub(
  db: Database,
  log: FastifyBaseLogger,
  options: { heartbeatMs?: number; listener?: DatabaseListener } = {},
): LiveHub {
  const streams = new Set<LiveStream>();
  let listener: DatabaseListener | null = options.listener ?? null;
  let started: Promise<void> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  const forEachStream = (action: (stream: LiveStream) => void) => {
    for (const stream of [...streams]) {
      try {
        action(stream);
      } catch (error) {
        log.warn({ err: error }, 'Could not write to a live stream');
        streams.delete(stream);
        stream.end();
      }
    }
  };

  const onPost = async (payload: string) => {
    const parsed = ZPostNotice.safeParse(safeJson(payload));
    if (!parsed.success) return log.warn('A community_posts notification did not parse');
    const { author_user_id: authorUserId, ...post } = parsed.data;
    const event: LivePostEvent = { ...post, created_at: new Date(post.created_at).toISOString() };
    const readers = [...new Set([...streams].map((stream) => stream.userId))].filter(
      (userId) => userId !== authorUserId,
    );
    if (readers.length === 0) return;
    // Read at the moment of the post, so a block made a second ago already counts.
    const blockers = new Set(await blockersAmong(db, authorUserId, readers));
    forEachStream((stream) => {
      if (stream.userId !== authorUserId && !blockers.has(stream.userId)) stream.send('post', event);
    });
  };

  const onNotification = (payload: string) => {
    const parsed = ZNotificationNotice.safeParse(safeJson(payload));
    if (!parsed.success) return log.warn('A community_notifications notification did not parse');
    forEachStream((stream) => {
      if (stream.userId === parsed.data.recipient_user_id) stream.send('notification', {});
    });
  };

  const start = async () => {
    listener ??= createDatabaseListener(db, log);
    await listener.listen('community_posts', (payload) => {
      onPost(payload).catch((error) => log.error({ err: error }, 'Could not send a live post event'));
    });
    await listener.listen('community_notifications', onNotification);
    // Whatever was announced while the connection was down is lost: every browser asks new-count again.
    listener.onReconnect(() => forEachStream((stream) => stream.send('resync', {})));
    heartbeat = setInterval(
      () => forEachStream((stream) => stream.comment('keep-alive')),
      options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS,
    );
    heartbeat.unref();
  };

  return {
    async add(stream) {
      if (closed) throw new Error('The live hub is closed');
      started ??= start();
      await started;
      streams.add(stream);
      return () => {
        streams.delete(stream);
      };
    },
    countFor(userId) {
      let count = 0;
      for (const stream of streams) if (stream.userId === userId) count++;
      return count;
    },
    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      const open = [...streams];
      streams.clear();
      for (const stream of open) stream.end();
      await started?.catch(() => {});
      await listener?.close();
    },
  };
}

function safeJson(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}
