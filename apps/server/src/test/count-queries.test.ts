import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database.ts';
import { countQueries } from './count-queries.ts';

describe('countQueries', () => {
  it('counts the statements sent through a client', async () => {
    const calls: string[] = [];
    const client = { query: async (text: string) => calls.push(text) } as unknown as PGlite;
    const queries = countQueries({ $client: client } as unknown as Database);
    await (client as unknown as { query: (text: string) => Promise<unknown> }).query('select 1');
    queries.stop();
    await (client as unknown as { query: (text: string) => Promise<unknown> }).query('select 2');
    expect(queries.count).toBe(1);
    expect(calls).toEqual(['select 1', 'select 2']);
  });
});
