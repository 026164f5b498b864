import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { migrationsFolder as defaultMigrationsFolder } from '../paths.ts';
import type { Database, DatabaseHandle } from './database.ts';

export type CreateDatabaseOptions = {
  /** A postgres:// URL; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  logger?: Pick<Logger, 'error'>;
  migrationsFolder?: string;
};

// Any fixed number works; it only has to be the same in every Amparo process sharing one PostgreSQL database.
const MIGRATION_LOCK_ID = 7_203_418_551;

/**
 * The extensions the migrations create, which PGlite must have loaded first (on PostgreSQL they ship with the
 * server): pg_trgm for community search (issue 14). Every PGlite the app or the tests open passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Opens the database and applies every pending migration before returning. */
export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options.logger);
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return openPglite(directory, migrationsFolder);
}

/**
 * A PGlite database that lives in memory only: for tests. `snapshot` (from PGlite's `dumpDataDir`) starts it
 * from a saved state instead of running initdb; migrations still run, so a stale snapshot is caught up.
 */
export function createInMemoryDatabase(
  options: { migrationsFolder?: string; snapshot?: Blob } = {},
): Promise<DatabaseHandle> {
  return openPglite(undefined, options.migrationsFolder ?? defaultMigrationsFolder, options.snapshot);
}

async function openPglite(
  directory: string | undefined,
  migrationsFolder: string,
  snapshot?: Blob,
): Promise<DatabaseHandle> {
  // PGlite is a single-process database: two servers on the same folder would corrupt it.
  const releaseLock = directory ? acquireDirectoryLock(directory) : () => {};
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(directory, {
      extensions: PGLITE_EXTENSIONS,
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
    const db = drizzlePglite({ client, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    const openClient = client;
    return {
      db,
      kind: 'pglite',
      ping: () => pingDatabase(db),
      close: async () => {
        try {
          if (!openClient.closed) await openClient.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

async function openPostgres(
  databaseUrl: string,
  migrationsFolder: string,
  logger: Pick<Logger, 'error'> | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client can lose its connection (server restart, network); without a listener that crashes the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL connection error'));
  try {
    const db = drizzleNodePostgres({ client: pool, casing: 'snake_case' });
    // Several processes may start at once against one database; the lock makes them migrate one at a time.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePostgres(db, { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
    let closed = false;
    return {
      db,
      kind: 'postgres',
      ping: () => pingDatabase(db),
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const directoriesOpenInThisProcess = new Set<string>();

function acquireDirectoryLock(directory: string): () => void {
  const lockPath = join(directory, 'amparo.lock');
  if (directoriesOpenInThisProcess.has(lockPath)) {
    throw new Error(`The database in ${directory} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(lockPath, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      directoriesOpenInThisProcess.add(lockPath);
      return () => {
        directoriesOpenInThisProcess.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new Error(
          `The database in ${directory} is in use by another Amparo process (pid ${holder}). Stop it or choose another DATA_DIR.`,
        );
      }
      // Left by a process that has ended; in a container the new process often has the same pid as the old one.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${directory}`);
}
