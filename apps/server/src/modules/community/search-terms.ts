import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../platform/db/database.ts';

// The community's search vocabulary (docs/decisions/040-community-search-vocabulary.md): every word (as its
// language's dictionary stores it) that at least two people used in visible posts and comments, with the number
// of posts and comments that hold it. Search uses it twice: to correct a misspelled or partial word to words people
// really wrote (a trigram look-up in a table of tens of thousands of words, not in a million bodies), and to tell
// a rare word from a common one before choosing how to look for it.
//
// It is rebuilt as a whole, not kept by a trigger, so a word leaves it when its posts do: when they are hidden, or
// when an account is deleted. The two-people rule means a word only one person ever wrote — a name, an address,
// a deleted account's words — is never in it at all.

/** How often each app process rebuilds the vocabulary (they take turns through an advisory lock). */
export const SEARCH_TERMS_REBUILD_MS = 6 * 60 * 60 * 1000;

/** The advisory lock key of the rebuild: one process at a time, the others skip their turn. */
const REBUILD_LOCK = 0x5e_a7_c4;

/**
 * Replaces the vocabulary with what the visible posts and comments hold now. Returns the number of words, or null
 * when another process was already rebuilding it.
 */
export async function rebuildSearchTerms(db: Database): Promise<number | null> {
  return db.transaction(async (tx) => {
    const runner = tx as unknown as Database;
    const [lock] = await queryRows<{ locked: boolean }>(
      runner,
      sql`select pg_try_advisory_xact_lock(${REBUILD_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    await runner.execute(sql`delete from community_search_terms`);
    // min <> max: at least two different authors, without the sort that count(distinct) needs.
    await runner.execute(sql`
      insert into community_search_terms (language, lexeme, documents)
      select language, lexeme, count(*)::int
      from (
        select p.language, p.author_user_id, unnest(tsvector_to_array(p.search_vector)) as lexeme
        from community_posts p where p.status = 'visible'
        union all
        select c.language, c.author_user_id, unnest(tsvector_to_array(c.search_vector))
        from community_comments c join community_posts p on p.id = c.post_id
        where c.status = 'visible' and p.status = 'visible'
      ) words
      where language is not null
      group by language, lexeme
      having min(author_user_id::text) <> max(author_user_id::text)`);
    const [row] = await queryRows<{ count: number }>(
      runner,
      sql`select count(*)::int as count from community_search_terms`,
    );
    return row?.count ?? 0;
  });
}

/**
 * Rebuilds the vocabulary now when it is empty (a new server, or one upgraded to it), then every `intervalMs`.
 * Every process may run one: the advisory lock lets one rebuild at a time and the others skip.
 */
export function startSearchTermsRebuilder(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = SEARCH_TERMS_REBUILD_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const rebuild = () => {
    // A rebuild slower than the interval is left to finish rather than joined by a second one.
    if (busy) return;
    busy = true;
    running = rebuildSearchTerms(db)
      .catch((error: unknown) => log.error({ err: error }, 'The community search vocabulary rebuild failed'))
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(() => {
    running = queryRows<{ empty: boolean }>(
      db,
      sql`select not exists (select 1 from community_search_terms) as empty`,
    )
      .then(([row]) => {
        if (row?.empty) rebuild();
      })
      .catch((error: unknown) => log.error({ err: error }, 'The community search vocabulary check failed'));
  }, 1_000);
  const timer = setInterval(rebuild, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
