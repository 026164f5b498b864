// Sign-in and GET /api/v1/profile under load (50 concurrent connections), next to a bare Fastify route in the
// same run, on the embedded database and, where a server answers, on PostgreSQL. Run by `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import {
  type BenchRequest,
  benchAccessToken,
  createBenchAccounts,
  profileRequest,
  signInRequest,
} from '../src/auth/bench-fixtures.ts';
import { createDatabase } from '../src/platform/db/create-database.ts';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import { createTestConfig } from '../src/test/test-app.ts';
import { createTestDatabase } from '../src/test/test-database.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

type Result = { requests: number; errors: number; seconds: number; p50: number; p99: number };

function send(agent: Agent, baseUrl: URL, req: BenchRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        path: req.path,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

async function load(baseUrl: string, next: (index: number) => BenchRequest): Promise<Result> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let index = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await send(agent, url, next(index++)).catch(() => 0);
        latencies.push(performance.now() - sent);
        if (status < 200 || status >= 300) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { requests: latencies.length, errors, seconds, p50: at(0.5), p99: at(0.99) };
}

function line(label: string, result: Result): string {
  const rate = (result.requests / result.seconds).toFixed(0).padStart(6);
  const errors = result.errors ? `  (${result.errors} non-2xx)` : '';
  return `  ${label.padEnd(44)} ${rate} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms${errors}`;
}

async function benchDatabase(label: string, handle: DatabaseHandle): Promise<void> {
  const config = createTestConfig({ trustProxy: true, logLevel: 'silent' });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // ~1 account per 10 sign-ins keeps the per-account limit (10 per 15 minutes) out of the measurement.
  const accounts = await createBenchAccounts(handle.db, 300);
  const signIn = await load(baseUrl, (i) => signInRequest(accounts, i));
  const [first] = accounts;
  if (!first) throw new Error('no bench accounts');
  const token = await benchAccessToken(baseUrl, first);
  const profile = await load(baseUrl, () => profileRequest(token));
  console.log(line(`${label}: sign-in (password grant, argon2id)`, signIn));
  console.log(line(`${label}: GET /api/v1/profile`, profile));
  await app.close();
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;
console.log(`Auth and profile under load (${CONNECTIONS} connections, ${SECONDS} s each)`);
console.log(
  line(
    'bare Fastify route (baseline)',
    await load(bareUrl, () => ({ method: 'GET', path: '/bare', headers: {} })),
  ),
);
await bare.close();

const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-auth-'));
const embedded = await createDatabase({ dataDir });
await benchDatabase('PGlite', embedded);
await embedded.close();
rmSync(dataDir, { recursive: true, force: true });

const postgresUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
if (await postgresAnswers(postgresUrl)) {
  process.env.DATABASE_URL = postgresUrl;
  const server = await createTestDatabase('postgres');
  await benchDatabase('PostgreSQL', server);
  await server.close();
} else {
  console.log('  PostgreSQL: no server answers; skipped');
}
