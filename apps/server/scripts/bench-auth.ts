// Sign-in and GET /api/v1/profile under load (50 concurrent connections), next to a bare Fastify route in the
// same run, on the embedded database and, where a server answers, on PostgreSQL, then the two ratios of issue 11
// (profile/bare on PostgreSQL, PGlite's slowdown against PostgreSQL). Run by `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import {
  benchAccessToken,
  createBenchAccounts,
  profileRequest,
  signInRequest,
} from '../src/auth/bench-fixtures.ts';
import { createDatabase } from '../src/platform/db/create-database.ts';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import { createTestConfig } from '../src/test/test-app.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { load, requestsPerSecond, resultLine } from './bench-load.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
// Issue 11: a signed-in read should cost little more than one verified token and one indexed query
// (docs/decisions/015-cheap-signed-in-request.md).
const PROFILE_TO_BARE_GOAL = 0.25;
const PGLITE_SLOWDOWN_GOAL = 3;

const options = { connections: CONNECTIONS, seconds: SECONDS };

/** Profile req/s. */
async function benchDatabase(label: string, handle: DatabaseHandle): Promise<number> {
  const config = createTestConfig({ trustProxy: true, logLevel: 'silent' });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // ~1 account per 10 sign-ins keeps the per-account limit (10 per 15 minutes) out of the measurement.
  const accounts = await createBenchAccounts(handle.db, 300);
  const signIn = await load(baseUrl, (i) => signInRequest(accounts, i), options);
  const [first] = accounts;
  if (!first) throw new Error('no bench accounts');
  const token = await benchAccessToken(baseUrl, first);
  const profile = await load(baseUrl, () => profileRequest(token), options);
  console.log(resultLine(`${label}: sign-in (password grant, argon2id)`, signIn));
  console.log(resultLine(`${label}: GET /api/v1/profile`, profile));
  await app.close();
  return requestsPerSecond(profile);
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
const bareResult = await load(bareUrl, () => ({ method: 'GET', path: '/bare', headers: {} }), options);
console.log(resultLine('bare Fastify route (baseline)', bareResult));
await bare.close();

const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-auth-'));
const embedded = await createDatabase({ dataDir });
const pgliteProfile = await benchDatabase('PGlite', embedded);
await embedded.close();
rmSync(dataDir, { recursive: true, force: true });

const postgresUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
if (await postgresAnswers(postgresUrl)) {
  process.env.DATABASE_URL = postgresUrl;
  const server = await createTestDatabase('postgres');
  const postgresProfile = await benchDatabase('PostgreSQL', server);
  await server.close();
  const toBare = postgresProfile / requestsPerSecond(bareResult);
  const slowdown = postgresProfile / pgliteProfile;
  console.log(
    `  profile/bare on PostgreSQL ${toBare.toFixed(2)}× (goal ≥ ${PROFILE_TO_BARE_GOAL}×)${toBare >= PROFILE_TO_BARE_GOAL ? '' : '  MISSED'}`,
  );
  console.log(
    `  PGlite/PostgreSQL slowdown ${slowdown.toFixed(1)}× (goal ≤ ${PGLITE_SLOWDOWN_GOAL}×)${slowdown <= PGLITE_SLOWDOWN_GOAL ? '' : '  MISSED'}`,
  );
} else {
  console.log('  PostgreSQL: no server answers; skipped');
}
