import { POST_LANGUAGES, type PostLanguage } from '@amparo/contract/community/community-limits';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../platform/db/database.ts';

// The community's search vocabulary (docs/decisions/040-community-search-vocabulary.md): every word (as its
// language's dictionary stores it) that at least two people used in visible posts and comments, with the number
// of posts and comments that hold it. Search uses it twice: to correct a misspelled or partial word to words people
// really wrote (a trigram look-up in a table of tens of thousands of words, not in a million bodies), and to tell
// a rare word from a common one before choosing how to look for it.
//
// It is rebuilt as a whole every few hours, so a word leaves it when its posts do: when they are hidden, or when an
// account is deleted. Between rebuilds it only grows: each post or comment that becomes visible brings in its words
// that a second person has now written too (learnSearchTerms), so a misspelling of a word first written an hour ago
// is corrected at once. No per-author count is kept for that: whether another person wrote the word is read from
// the posts themselves, through the search indexes. The two-people rule means a word only one person ever wrote —
// a name, an address, a deleted account's words — is never in it at all.

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
      having min(author_user_id::text) <> max(author_user_id::text)
      -- A word learnt from a new post (learnSearchTerms) while this rebuild ran is already there: counted anew.
      on conflict (language, lexeme) do update set documents = excluded.documents`);
    const [row] = await queryRows<{ count: number }>(
      runner,
      sql`select count(*)::int as count from community_search_terms`,
    );
    return row?.count ?? 0;
  });
}

/** What became visible: a post (with its visible comments, which a restored post brings back), or a comment. */
export type LearnedFrom = { postId: string } | { commentId: string };

/**
 * How many holders of a word are read at most when it is learnt. A word the vocabulary lacks is nearly always rare
 * (new today, or one person's); one that one person wrote in thousands of posts, and a second person just wrote
 * too, is counted as this many until the next rebuild counts them all, and meanwhile searched as a rare word is
 * (everywhere at once: the same results, a little slower). The cap keeps a post's write from reading such a word's
 * thousands of posts.
 */
const LEARN_DOCUMENTS_MAX = 200;

/**
 * Adds to the vocabulary the words of a post or comment that just became visible (written, edited, restored) which
 * it does not hold yet and which a second person has written in a visible post or comment: each such word is looked
 * up in the language's search index, never in a list of who wrote what. Run after the write has committed, so of two
 * people writing a new word at the same moment the later one's look-up sees the other's post.
 */
export async function learnSearchTerms(db: Database, from: LearnedFrom): Promise<number> {
  const [source] = await queryRows<{ language: string | null }>(
    db,
    'postId' in from
      ? sql`select p.language from community_posts p where p.id = ${from.postId} and p.status = 'visible'`
      : sql`select c.language from community_comments c join community_posts p on p.id = c.post_id
          where c.id = ${from.commentId} and c.status = 'visible' and p.status = 'visible'`,
  );
  const language = source?.language;
  if (!isPostLanguage(language)) return 0;
  // The language as a literal, so each look-up takes that language's partial search index (migration 0022).
  const literal = sql.raw(`'${language}'`);
  const documents: SQL =
    'postId' in from
      ? sql`select p.search_vector from community_posts p where p.id = ${from.postId}
          union all
          select c.search_vector from community_comments c where c.post_id = ${from.postId} and c.status = 'visible'`
      : sql`select c.search_vector from community_comments c where c.id = ${from.commentId}`;
  const [row] = await queryRows<{ learnt: number }>(
    db,
    sql`with learnt as (
      insert into community_search_terms (language, lexeme, documents)
      select ${literal}, fresh.lexeme, count(*)::int
      from (
        select distinct unnest(tsvector_to_array(d.search_vector)) as lexeme from (${documents}) d
      ) fresh
      cross join lateral (
        select holder.author_user_id from (
          select p.author_user_id from community_posts p
          where p.language = ${literal} and p.status = 'visible'
            and p.search_vector @@ quote_literal(fresh.lexeme)::tsquery
          union all
          select c.author_user_id from community_comments c join community_posts p on p.id = c.post_id
          where c.language = ${literal} and c.status = 'visible' and p.status = 'visible'
            and c.search_vector @@ quote_literal(fresh.lexeme)::tsquery
        ) holder
        limit ${LEARN_DOCUMENTS_MAX}
      ) holders
      where not exists (
        select 1 from community_search_terms t where t.language = ${literal} and t.lexeme = fresh.lexeme
      )
      group by fresh.lexeme
      -- Two people or none, as in the rebuild.
      having min(holders.author_user_id::text) <> max(holders.author_user_id::text)
      on conflict (language, lexeme) do nothing
      returning 1
    )
    select count(*)::int as learnt from learnt`,
  );
  return row?.learnt ?? 0;
}

function isPostLanguage(language: string | null | undefined): language is PostLanguage {
  return (POST_LANGUAGES as readonly (string | null | undefined)[]).includes(language);
}

/**
 * learnSearchTerms for a write that has already committed: a failure is logged, not answered, since the post or
 * comment is saved and its words wait for the next rebuild. Without a logger (a test) the failure is thrown.
 */
export async function learnSearchTermsAfterWrite(
  db: Database,
  from: LearnedFrom,
  log: Pick<FastifyBaseLogger, 'error'> | undefined,
): Promise<void> {
  try {
    await learnSearchTerms(db, from);
  } catch (error) {
    if (!log) throw error;
    log.error({ err: error, ...from }, 'Could not add new words to the community search vocabulary');
  }
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
