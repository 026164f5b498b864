// The community at scale (issue 14), for `npm run bench -- --only=community`: a fresh PostgreSQL database filled by
// seed-community.ts, the feed's first page at 10^3 and 10^6 posts, and search at 10^6 posts for queries in several
// languages, each as p50/p99 of sequential calls. PostgreSQL only (PGlite is not for a million posts): skipped
// without DATABASE_URL. The feed is measured as its SQL (newest visible posts not by a blocked member, keyset,
// with the author's name), since the posts endpoint lives in another part; search goes through the same service
// function as GET /api/v1/community/search. The feed indexes are `desc nulls last` (drizzle's `.desc()`): an
// `order by created_at desc` (nulls first) cannot use them and sorts every visible post instead.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { searchCommunityPage } from '../src/modules/community/search-service.ts';
import { type Database, queryRows } from '../src/platform/db/database.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { seedCommunity } from './seed-community.ts';

const SIZES = [1_000, Number(process.env.BENCH_COMMUNITY_POSTS ?? 1_000_000)] as const;
const FEED_RUNS = 200;
const SEARCH_RUNS = 15;
const SEARCH_QUERIES = [
  'work permit renewal',
  'abogado inmigración',
  'documentos',
  'advogado aluguel',
  'avocat asile',
  'avoka imigrasyon',
  'عيادة مجانية',
  'مفت کلینک',
  'imigrasyom',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

function feedPage(db: Database, readerId: string) {
  return queryRows(
    db,
    sql`select p.id, p.topic, p.language, p.body, p.created_at, m.member_id, m.display_name
      from community_posts p
      join community_members m on m.user_id = p.author_user_id
      where p.status = 'visible'
        and not exists (select 1 from community_blocks b where b.blocker_user_id = ${readerId} and b.blocked_user_id = p.author_user_id)
      order by p.created_at desc nulls last, p.id desc nulls last
      limit 20`,
  );
}

if (!process.env.DATABASE_URL) {
  console.log('  community: skipped (set DATABASE_URL to a PostgreSQL server to measure a million posts)');
  process.exit(0);
}

const handle = await createTestDatabase('postgres');
const url = (handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  let seeded = 0;
  let readerId = '';
  console.log('Community at scale (PostgreSQL, sequential calls)');
  for (const size of SIZES) {
    const started = performance.now();
    await seedCommunity(client, size - seeded);
    seeded = size;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (!readerId) {
      const [reader] = await queryRows<{ user_id: string }>(
        handle.db,
        sql`select user_id from community_members order by user_id limit 1`,
      );
      readerId = reader?.user_id ?? '';
    }
    console.log(`  community: seeded ${size.toLocaleString('en')} posts (${seconds} s)`);
    const feed = await time(FEED_RUNS, () => feedPage(handle.db, readerId));
    console.log(
      `  community: feed first page (20) at ${size.toLocaleString('en')} posts   p50 ${ms(feed.p50)}  p99 ${ms(feed.p99)}`,
    );
  }
  for (const q of SEARCH_QUERIES) {
    const search = await time(SEARCH_RUNS, () => searchCommunityPage(handle.db, { userId: readerId, q }));
    console.log(
      `  community: search at ${seeded.toLocaleString('en')} posts “${q}”`.padEnd(62) +
        `p50 ${ms(search.p50)}  p99 ${ms(search.p99)}`,
    );
  }
} finally {
  await client.end();
  await handle.close();
}
