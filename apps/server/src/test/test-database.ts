import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, createInMemoryDatabase, PGLITE_EXTENSIONS } from '../platform/db/create-database.ts';
import type { Database, DatabaseHandle, DatabaseKind } from '../platform/db/database.ts';
import { migrationsFolder } from '../platform/paths.ts';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server (CI sets it where one answers). */
export function availableDatabaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database nobody else uses: PGlite in memory, or a new PostgreSQL database
 * `amparo_test_<random>` on the DATABASE_URL server, dropped again by `close()`.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return createInMemoryDatabase({ snapshot: await migratedPgliteSnapshot() });

  const empty = await copyOfTemplate();
  let handle: DatabaseHandle;
  try {
    // Nothing is pending in a copy of the template; this only confirms it.
    handle = await createDatabase({ databaseUrl: empty.url, dataDir: '' });
  } catch (error) {
    await empty.drop();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await empty.drop();
      }
    },
  };
}

/**
 * A new database `amparo_test_<random>` on the DATABASE_URL server: empty, for a test that hands its URL to a
 * server process (which migrates it), or a copy of `template`. `drop()` removes it, closing any connection left open.
 */
export async function createEmptyPostgresDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = postgresServerUrl();
  const name = `amparo_test_${randomBytes(6).toString('hex')}`;
  const template = options.template ? ` template "${options.template}"` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * Runs the block once per available database kind, each with its own fresh database for the whole block.
 * Tests inside call `getDb()` (or `getHandle()`) from hooks or tests, never at collection time.
 */
export function describeEachDatabase(
  title: string,
  body: (getDb: () => Database, getHandle: () => DatabaseHandle) => void,
): void {
  for (const kind of availableDatabaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      const getHandle = () => {
        if (!handle) throw new Error('The test database is not open yet: call getDb() inside a hook or test');
        return handle;
      };
      body(() => getHandle().db, getHandle);
    });
  }
}

function postgresServerUrl(): string {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('A PostgreSQL test database needs DATABASE_URL');
  return serverUrl;
}

/** What a migrated database holds depends on these files only: they name the snapshot and the template. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file);
    hash.update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A copy of the migrated template. A run of other migrations (another checkout on the same server) drops this
 * run's template when it makes its own: the template is then made again, once.
 */
async function copyOfTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  try {
    return await createEmptyPostgresDatabase({ template: await migratedPostgresTemplate() });
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    template = undefined;
    return createEmptyPostgresDatabase({ template: await migratedPostgresTemplate() });
  }
}

let template: Promise<string> | undefined;
// Any fixed number: only test processes sharing one PostgreSQL server take it.
const TEMPLATE_LOCK_ID = 7_203_418_552;

/**
 * Running every migration for each test database took most of a PostgreSQL test file's set-up; copying a
 * migrated template (`create database … template …`) takes a fraction of it. The template is made once per
 * server and set of migrations (its name carries their hash), by whichever test process gets there first under an
 * advisory lock, built under a temporary name and renamed when complete, so nobody copies half a template.
 * Templates of older migrations are dropped then.
 */
function migratedPostgresTemplate(): Promise<string> {
  template ??= (async () => {
    const serverUrl = postgresServerUrl();
    const name = `amparo_template_${migrationsKey()}`;
    await withAdminClient(serverUrl, async (client) => {
      const exists = async () =>
        (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      if (await exists()) return;
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      try {
        if (await exists()) return;
        const stale = await client.query<{ datname: string }>(
          "select datname from pg_database where datname like 'amparo\\_template\\_%'",
        );
        for (const { datname } of stale.rows)
          await client.query(`drop database if exists "${datname}" with (force)`);
        const building = await createEmptyPostgresDatabase();
        try {
          const handle = await createDatabase({ databaseUrl: building.url, dataDir: '' });
          await handle.close();
          const buildingName = new URL(building.url).pathname.slice(1);
          await client.query(`alter database "${buildingName}" rename to "${name}"`);
        } catch (error) {
          await building.drop();
          throw error;
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
      }
    });
    return name;
  })();
  return template;
}

let snapshot: Promise<Blob> | undefined;

/**
 * A fresh PGlite runs initdb, which takes seconds; loading a saved, already migrated data folder takes a
 * fraction of that. The snapshot is shared through the temp folder by every test file and run, and is keyed by
 * the migrations and the PGlite version, so a schema change or an upgrade makes a new one.
 */
function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrCreateSnapshot();
  return snapshot;
}

async function loadOrCreateSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  // The package does not export its package.json; its WebAssembly binary changes with every version.
  const wasm = statSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm')));
  hash.update(`${wasm.size}:${wasm.mtimeMs}:${migrationsKey()}`);
  const path = join(tmpdir(), `amparo-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    // Not made yet: make it below.
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    // Written under a unique name then renamed, so parallel test files never read half a file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  } finally {
    await client.close();
  }
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}
