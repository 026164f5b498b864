import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
  waitFor,
} from '../../test/server-process.ts';
import { createEmptyPostgresDatabase } from '../../test/test-database.ts';
import { type EventStreamClient, openEventStream } from './live-sse-client.ts';

// Issue 14: several app processes on one PostgreSQL database. A post that becomes visible through process A must
// reach a reader whose stream is open on process B: the database's NOTIFY, not process memory, carries it. The
// posts API is another part of the community, so the post is written into the table the way it would write it;
// the trigger, the LISTEN and the stream are what is under test. PostgreSQL only: PGlite is one process.

const describePostgres = process.env.DATABASE_URL ? describe : describe.skip;

async function startAndWait(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServerProcess(env);
  await waitFor(
    () => server.stdout().includes('Amparo listening') || server.child.exitCode !== null,
    60_000,
    'the server to listen',
  );
  if (server.child.exitCode !== null) throw new Error(`The server stopped at start:\n${server.stderr()}`);
  return server;
}

async function signUp(baseUrl: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `live.${randomUUID()}@example.org`,
      password: 'violet tundra compass',
      data: {},
    }),
  });
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, token: body.access_token };
}

describePostgres('the live feed across two server processes on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Client;
  let urlA: string;
  let urlB: string;
  const dataDirs: string[] = [];
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    const start = (port: number) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'amparo-live-'));
      dataDirs.push(dataDir);
      return startAndWait({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        AUTH_AUTOCONFIRM: 'on',
        DATABASE_URL: database.url,
        // One site behind a load balancer: tokens name one issuer, whichever process signed them.
        PUBLIC_URL: 'http://amparo.test',
      });
    };
    // One after the other: the first migrates the new database.
    await start(portA);
    await start(portB);
    urlA = `http://127.0.0.1:${portA}`;
    urlB = `http://127.0.0.1:${portB}`;
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    killServerProcesses();
    await sql?.end();
    await database?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  const openOnB = async (token: string) => {
    const stream = await openEventStream(`${urlB}/api/v1/community/events`, token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await waitFor(() => stream.comments.includes('connected'), 10_000, 'the stream on B');
    return stream;
  };

  it('delivers a post made visible through process A to a stream on process B', async () => {
    const author = await signUp(urlA);
    const reader = await signUp(urlA);
    const stream = await openOnB(reader.token);
    const { rows } = await sql.query<{ id: string }>(
      `insert into community_posts (author_user_id, topic, language, body) values ($1, 'rights', 'ht', 'Bonjou') returning id`,
      [author.id],
    );
    await waitFor(() => stream.events.length > 0, 5000, 'the post on B');
    expect(stream.events[0]).toMatchObject({
      event: 'post',
      data: { id: rows[0]?.id, topic: 'rights', language: 'ht' },
    });
    // Process A sees it too when a stream is open there (it has its own LISTEN).
    const onA = await openEventStream(`${urlA}/api/v1/community/events`, reader.token);
    streams.push(onA);
    await waitFor(() => onA.comments.includes('connected'), 10_000, 'the stream on A');
    await sql.query(`insert into community_notifications (recipient_user_id, kind) values ($1, 'reply')`, [
      reader.id,
    ]);
    await waitFor(
      () => onA.events.length > 0 && stream.events.length > 1,
      5000,
      'the notification on A and B',
    );
    expect(onA.events).toEqual([{ event: 'notification', data: {} }]);
    expect(stream.events[1]).toEqual({ event: 'notification', data: {} });
  });

  it('tells streams to resync when the database connection for live updates comes back', async () => {
    const reader = await signUp(urlA);
    const stream = await openOnB(reader.token);
    // Cut every LISTEN connection, as a database restart or a network drop would.
    await sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    await waitFor(() => stream.events.some((event) => event.event === 'resync'), 10_000, 'the resync event');
    // And it listens again: a new post still arrives.
    const author = await signUp(urlA);
    const { rows } = await sql.query<{ id: string }>(
      `insert into community_posts (author_user_id, topic, language, body) values ($1, 'work', 'en', 'Back') returning id`,
      [author.id],
    );
    await waitFor(
      () => stream.events.some((event) => (event.data as { id?: string }).id === rows[0]?.id),
      5000,
      'a post after the reconnect',
    );
  });
});
