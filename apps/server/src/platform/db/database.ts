import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database as services and repos see it: the common base of the PGlite and node-postgres drivers,
 * so every query is written once and runs on both.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Runs raw SQL and returns its rows. Both drivers answer `execute` with `{ rows }`, but the common base type
 * cannot say so; prefer the query builder, which is typed, and use this where SQL has no builder form.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows?: Row[] };
  return result.rows ?? [];
}
