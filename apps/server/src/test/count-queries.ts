import type { Database } from '../platform/db/database.ts';

export type Queries = { count: number; stop(): void };

/** Counts every statement the app sends to the database, whichever driver carries it. */
export function countQueries(db: Database): Queries {
  const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const methods = ['query', 'exec'].filter((name) => typeof client[name] === 'function');
  const originals = new Map(methods.map((name) => [name, client[name]]));
  const queries: Queries = {
    count: 0,
    stop() {
      for (const [name, original] of originals) client[name] = original as (...args: unknown[]) => unknown;
    },
  };
  for (const [name, original] of originals) {
    client[name] = function (this: unknown, ...args: unknown[]) {
      queries.count++;
      return (original as (...args: unknown[]) => unknown).apply(this, args);
    };
  }
  return queries;
}
