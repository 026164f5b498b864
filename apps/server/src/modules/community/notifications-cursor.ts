import { type SQL, sql } from 'drizzle-orm';

// The keyset of the member's own lists (contract: community-cursor.ts): newest first by (created_at, id), the
// cursor naming the last row shown by its created_at in microseconds and its id.

/** The SQL for a row's cursor: its created_at in microseconds since 1970, exact on both databases. */
export function cursorMicros(createdAt: SQL | SQL.Aliased | unknown): SQL {
  return sql`((extract(epoch from ${createdAt}) * 1000000)::bigint)::text`;
}

/** The SQL for an ISO 8601 created_at in UTC to the millisecond, the same text on PGlite and PostgreSQL. */
export function isoTimestamp(createdAt: unknown): SQL {
  return sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export type Cursor = { micros: string; id: string };

/** The contract already checked the shape (COMMUNITY_CURSOR_PATTERN). */
export function parseCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const [micros, id] = cursor.split('_');
  return micros && id ? { micros, id } : null;
}

export function formatCursor(row: { micros: string; id: string }): string {
  return `${row.micros}_${row.id}`;
}

/** `(created_at, id) < cursor`, for newest-first pages. */
export function beforeCursor(createdAt: unknown, id: unknown, cursor: Cursor | null): SQL {
  if (!cursor) return sql`true`;
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;
}

/** The page and the cursor of the next one: one row more than the page is read to know whether there is one. */
export function takePage<Row extends { micros: string; id: string }>(rows: Row[], pageSize: number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last ? formatCursor(last) : null };
}
