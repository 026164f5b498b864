import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../platform/db/database.ts';
import type { ObjectStorage } from '../platform/storage/object-storage.ts';

// Searching stored data for a canary (a unique string a test put inside a document) in every encoding a careless
// implementation might store it in. Shared by the vault's canary test and the consultations' one.

/** base64 (and base64url) of the canary wherever it sits in a longer value: one needle per byte alignment. */
function base64Needles(bytes: Buffer): string[] {
  const needles: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const firstWholeGroup = Math.ceil(offset / 3);
    const lastWholeGroup = Math.floor((offset + bytes.length) / 3);
    const inner = encoded.slice(firstWholeGroup * 4, lastWholeGroup * 4);
    needles.push(inner, inner.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return needles;
}

export function canaryNeedles(canary: string): { text: string[]; bytes: Buffer[] } {
  const utf8 = Buffer.from(canary, 'utf8');
  const utf16 = Buffer.from(canary, 'utf16le');
  const text = [
    canary,
    utf8.toString('hex'),
    utf8.toString('hex').toUpperCase(),
    utf16.toString('hex'),
    ...base64Needles(utf8),
    ...base64Needles(utf16),
  ];
  return { text, bytes: [...text.map((needle) => Buffer.from(needle, 'utf8')), utf16] };
}

export function findNeedles(haystack: Buffer, needles: Buffer[]): string[] {
  return needles.filter((needle) => haystack.includes(needle)).map((needle) => needle.toString('utf8'));
}

/**
 * Every place a canary was found: each table's rows (as JSON) and each stored object's bytes. An empty answer is
 * what a test of end-to-end encryption expects.
 */
export async function findCanaryInStore(
  db: Database,
  storage: ObjectStorage,
  needles: Buffer[],
): Promise<{ where: string; found: string[] }[]> {
  const findings: { where: string; found: string[] }[] = [];
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  for (const { table_name: table } of tables) {
    const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select * from "${table}"`));
    const found = findNeedles(Buffer.from(JSON.stringify(rows), 'utf8'), needles);
    if (found.length > 0) findings.push({ where: `table ${table}`, found });
  }
  for (const key of await storage.list('')) {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    const found = findNeedles(Buffer.concat(chunks), needles);
    if (found.length > 0) findings.push({ where: `object ${key}`, found });
  }
  return findings;
}
