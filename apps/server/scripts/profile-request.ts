// Serves GET /api/v1/profile under load from a child process and records a CPU profile of the load alone
// (start-up, migrations and sign-in left out), for the request path's top frames:
//   node --import tsx scripts/profile-request.ts [pglite|postgres] /tmp/request.cpuprofile
//   node scripts/cpuprofile-top.mjs /tmp/request.cpuprofile
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../src/app.ts';
import { benchAccessToken, createBenchAccounts } from '../src/auth/bench-fixtures.ts';
import { createDatabase } from '../src/platform/db/create-database.ts';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import { createTestConfig } from '../src/test/test-app.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { type LoadResult, resultLine } from './bench-load.ts';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const profilePath = process.argv[3];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.PROFILE_PORT ?? 3110);

const dataDir = mkdtempSync(join(tmpdir(), 'amparo-profile-request-'));
let handle: DatabaseHandle;
if (kind === 'postgres') {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  handle = await createTestDatabase('postgres');
} else {
  handle = await createDatabase({ dataDir });
}
const app = await buildApp({ config: createTestConfig({ logLevel: 'silent' }), db: handle.db });
await app.listen({ host: '127.0.0.1', port: PORT });
const baseUrl = `http://127.0.0.1:${PORT}`;
const [account] = await createBenchAccounts(handle.db, 1);
if (!account) throw new Error('no bench account');
const token = await benchAccessToken(baseUrl, account);
const loader = join(import.meta.dirname, 'profile-request-load.ts');
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const { stdout } = await promisify(execFile)(
  process.execPath,
  ['--import', 'tsx', loader, baseUrl, token, String(SECONDS), '50'],
  { cwd: import.meta.dirname },
);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
if (profilePath) writeFileSync(profilePath, JSON.stringify(profile));
console.log(resultLine(`${kind}: GET /api/v1/profile`, JSON.parse(stdout) as LoadResult));
await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
