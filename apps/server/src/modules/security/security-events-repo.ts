import type { ListSecurityEventsResponse } from '@amparo/contract/security/list-security-events';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authSecurityEvents } from '../../platform/db/schema/security.ts';
import { HttpError } from '../../platform/http/http-error.ts';

// The caller's security log, newest first, a page at a time. Keyset pagination on (created_at, id): a new event
// arriving while someone pages never shifts or repeats a row, and a page costs the same however deep it is.

type Cursor = { createdAt: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  const [iso = '', id = ''] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !UUID.test(id)) {
    throw new HttpError(400, 'invalid_cursor', 'This page of the security log cannot be found; start again');
  }
  return { createdAt, id };
}

export async function listSecurityEvents(
  db: Database,
  input: { userId: string; before?: string; limit: number; showPlace: boolean },
): Promise<ListSecurityEventsResponse> {
  const cursor = input.before ? decodeCursor(input.before) : null;
  const rows = await db
    .select()
    .from(authSecurityEvents)
    .where(
      and(
        eq(authSecurityEvents.userId, input.userId),
        cursor
          ? or(
              lt(authSecurityEvents.createdAt, cursor.createdAt),
              and(eq(authSecurityEvents.createdAt, cursor.createdAt), lt(authSecurityEvents.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(authSecurityEvents.createdAt), desc(authSecurityEvents.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    events: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      device: row.device,
      network: input.showPlace ? row.ipNetwork : null,
      detail: row.detail,
    })),
    next_cursor: rows.length > input.limit && last ? encodeCursor(last) : null,
  };
}
