import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './database.ts';

// LISTEN/NOTIFY for both kinds of database, one connection per listener however many handlers it has (an app makes
// one and shares it). PostgreSQL: a dedicated client outside the pool, since a pooled connection is handed to
// other queries between uses and would miss notifications; it comes back with a growing pause when the connection
// drops, and says so (`onReconnect`) because whatever was sent meanwhile is lost. PGlite: the database lives in
// this process and delivers its notifications itself.

export type NotificationHandler = (payload: string) => void;

export type DatabaseListener = {
  /** Starts listening on `channel` (a plain lower-case name). Resolves once the database listens. */
  listen(channel: string, handler: NotificationHandler): Promise<() => void>;
  /** Called after the connection to PostgreSQL came back: notifications may have been missed. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
};

type ListenerLog = Pick<Logger, 'error' | 'warn' | 'info'>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
export const RECONNECT_DELAYS_MS = [250, 1000, 2000, 5000, 10_000, 30_000] as const;

/** A listener for the database behind `db` (the drizzle instance of either driver). */
export function createDatabaseListener(db: Database, log: ListenerLog): DatabaseListener {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteListener(client);
  if (client instanceof pg.Pool) return postgresListener(client.options, log);
  throw new Error('Unknown database driver: cannot LISTEN');
}

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

function pgliteListener(client: PGlite): DatabaseListener {
  const stops = new Set<() => Promise<void>>();
  return {
    async listen(channel, handler) {
      checkChannel(channel);
      const unlisten = await client.listen(channel, handler);
      const stop = () => unlisten().catch(() => {});
      stops.add(stop);
      return () => {
        stops.delete(stop);
        if (!client.closed) void stop();
      };
    },
    onReconnect: () => () => {},
    async close() {
      const pending = [...stops];
      stops.clear();
      if (!client.closed) await Promise.all(pending.map((stop) => stop()));
    },
  };
}

function postgresListener(options: pg.PoolConfig, log: ListenerLog): DatabaseListener {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler(message.payload ?? '');
      } catch (error) {
        log.error({ err: error, channel: message.channel }, 'A database notification handler failed');
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect(true).catch(() => {});
    }, delay);
    retryTimer.unref();
  };

  const connect = (isReconnect: boolean): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: options.connectionString,
        ...(options.host ? { host: options.host } : {}),
        connectionTimeoutMillis: 10_000,
        keepAlive: true,
      });
      let dropped = false;
      const onDropped = (error?: Error) => {
        if (dropped) return;
        dropped = true;
        if (client === next) client = null;
        if (closed) return;
        log.warn({ err: error }, 'The database connection for live updates dropped; reconnecting');
        scheduleReconnect();
      };
      next.on('error', onDropped);
      next.on('end', () => onDropped());
      next.on('notification', dispatch);
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        next.end().catch(() => {});
        onDropped(error as Error);
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      failures = 0;
      if (isReconnect) {
        log.info('The database connection for live updates is back');
        for (const handler of reconnectHandlers) handler();
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel, handler) {
      checkChannel(channel);
      if (closed) throw new Error('The listener is closed');
      let set = handlers.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      if (connecting) await connecting.catch(() => {});
      // A database that does not answer now is retried in the background; `onReconnect` tells when it is back.
      if (!client && !retryTimer) await connect(false).catch(() => {});
      else if (client && isNewChannel) await client.query(`LISTEN ${channel}`);
      return () => {
        set.delete(handler);
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting?.catch(() => {});
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
