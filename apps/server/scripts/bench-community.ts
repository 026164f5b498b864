// The community at scale (issue 14), for `npm run bench -- --only=community`: a fresh PostgreSQL database filled by
// seed-community.ts, the feed's first page at 10^3 and 10^6 posts, and search at 10^6 posts for queries in several
// languages, each as p50/p99 of sequential calls. PostgreSQL only (PGlite is not for a million posts): skipped
// without DATABASE_URL. The feed and search go through the same service functions as GET /api/v1/community/posts
// and GET /api/v1/community/search, for a member who blocked someone. Queries in every language, of four kinds:
// a common word, three common words, a rare word, a common and a rare word; and misspellings (no word matches),
// corrected through the search vocabulary, whose rebuild time is printed too.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listFeed } from '../src/modules/community/posts-service.ts';
import { searchCommunityPage } from '../src/modules/community/search-service.ts';
import { rebuildSearchTerms } from '../src/modules/community/search-terms.ts';
import { queryRows } from '../src/platform/db/database.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { CORPUS, LANGUAGES, seedCommunity, topicWords } from './seed-community.ts';

const SIZES = [1_000, Number(process.env.BENCH_COMMUNITY_POSTS ?? 1_000_000)] as const;
const FEED_RUNS = 200;
const SEARCH_RUNS = 15;

/** Query kinds, each made of a language's subject words (common first, rare last; see seed-community.ts). */
const KINDS: Record<string, (words: string[]) => string> = {
  'common word': (words) => words[0] ?? '',
  'three common words': (words) => words.slice(0, 3).join(' '),
  'rare word': (words) => words.at(-1) ?? '',
  'common + rare': (words) => `${words[1]} ${words.at(-2)}`,
};
const MISSPELLED = ['imigrasyom', 'permitt renewel', 'abogada inmigrasion'];
const SEARCH_QUERIES: { kind: string; q: string }[] = [
  ...LANGUAGES.flatMap((language) =>
    Object.entries(KINDS).map(([kind, make]) => ({ kind, q: make(topicWords(language)) })),
  ),
  ...MISSPELLED.map((q) => ({ kind: 'misspelled', q })),
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

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
  const feedP50: number[] = [];
  console.log('Community at scale (PostgreSQL, sequential calls)');
  console.log(`  community: corpus ${CORPUS}`);
  for (const size of SIZES) {
    const started = performance.now();
    await seedCommunity(client, size - seeded);
    seeded = size;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (!readerId) {
      const [reader, other] = await queryRows<{ user_id: string }>(
        handle.db,
        sql`select user_id from community_members order by user_id limit 2`,
      );
      readerId = reader?.user_id ?? '';
      // The reader blocked one member: the feed and search both leave them out.
      await handle.db.execute(
        sql`insert into community_blocks (blocker_user_id, blocked_user_id) values (${readerId}, ${other?.user_id})`,
      );
    }
    console.log(`  community: seeded ${size.toLocaleString('en')} posts (${seconds} s)`);
    const rebuildStarted = performance.now();
    const words = await rebuildSearchTerms(handle.db);
    console.log(
      `  community: search vocabulary rebuilt at ${size.toLocaleString('en')} posts: ${words?.toLocaleString('en')} words (${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s)`,
    );
    const feed = await time(FEED_RUNS, () => listFeed(handle.db, readerId, {}));
    feedP50.push(percentile(feed, 50));
    console.log(
      `  community: feed first page (listFeed) at ${size.toLocaleString('en')} posts`.padEnd(62) +
        `p50 ${ms(percentile(feed, 50))}  p99 ${ms(percentile(feed, 99))}`,
    );
  }
  console.log(
    `  community: feed p50 at ${seeded.toLocaleString('en')} / at ${SIZES[0].toLocaleString('en')}: ${((feedP50[1] ?? 0) / (feedP50[0] ?? 1)).toFixed(2)}×`,
  );
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  for (const { kind, q } of SEARCH_QUERIES) {
    let found = 0;
    const samples = await time(SEARCH_RUNS, async () => {
      found = (await searchCommunityPage(handle.db, { userId: readerId, q })).results.length;
    });
    all.push(...samples);
    byKind.set(kind, [...(byKind.get(kind) ?? []), ...samples]);
    console.log(
      `  community: search “${q}” (${kind}, ${found} results)`.padEnd(84) +
        `p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}`,
    );
  }
  for (const [kind, samples] of byKind) {
    console.log(
      `  community: search at ${seeded.toLocaleString('en')} posts, ${kind}`.padEnd(62) +
        `p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}`,
    );
  }
  console.log(
    `  community: search at ${seeded.toLocaleString('en')} posts, all queries`.padEnd(62) +
      `p50 ${ms(percentile(all, 50))}  p99 ${ms(percentile(all, 99))}`,
  );
} finally {
  await client.end();
  await handle.close();
}
