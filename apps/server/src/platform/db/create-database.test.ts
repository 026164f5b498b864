import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createDatabase } from './create-database.ts';
import { type DatabaseHandle, queryRows } from './database.ts';
import { rateLimitBuckets } from './schema/rate-limits.ts';

describe('createDatabase without DATABASE_URL (PGlite in DATA_DIR)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function temporaryDataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'amparo-db-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  it('keeps data across a restart', async () => {
    const dataDir = temporaryDataDir();
    const windowStart = new Date('2030-01-01T00:00:00Z');

    const first = await createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await first.db
      .insert(rateLimitBuckets)
      .values({ key: 'persisted', windowStart, count: 7, expiresAt: new Date('2030-01-01T00:10:00Z') });
    await first.close();

    const second = await createDatabase({ dataDir });
    cleanups.push(() => second.close());
    const rows = await second.db.select().from(rateLimitBuckets);
    expect(rows).toEqual([
      { key: 'persisted', windowStart, count: 7, expiresAt: new Date('2030-01-01T00:10:00Z') },
    ]);
  });

  it('refuses to open a data folder that is already open, which would corrupt it', async () => {
    const dataDir = temporaryDataDir();
    const first = await createDatabase({ dataDir });
    cleanups.push(() => first.close());
    await expect(createDatabase({ dataDir })).rejects.toThrow(/already open in this process/);
  });

  it('takes over a lock left behind by a process that has ended', async () => {
    const dataDir = temporaryDataDir();
    const first = await createDatabase({ dataDir });
    await first.close();
    // A pid far above any real one stands for the crashed process.
    writeFileSync(join(dataDir, 'pglite', 'amparo.lock'), '2147483646');
    const second = await createDatabase({ dataDir });
    cleanups.push(() => second.close());
    await expect(second.ping()).resolves.toBeUndefined();
  });
});

describeEachDatabase('a migrated database', (_getDb, getHandle) => {
  let handle: DatabaseHandle;

  it('answers ping and has every migration applied', async () => {
    handle = getHandle();
    await expect(handle.ping()).resolves.toBeUndefined();
    const rows = await queryRows<{ applied: number }>(
      handle.db,
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.applied).toBeGreaterThan(0);
    await handle.db.select().from(rateLimitBuckets).limit(1);
  });
});
