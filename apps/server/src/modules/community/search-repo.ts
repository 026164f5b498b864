import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';

// Full-text search of the community (issue 14). The posts and comments carry a `search_vector` built with their
// language's dictionary and a trigram index on the body (migration community-live-search). What a person types
// goes through websearch_to_tsquery, which never refuses input, once per language with its dictionary: a Spanish
// post is matched by the Spanish stems, an English one by the English stems, whatever language the query was typed
// in. Trigram word similarity adds Haitian Creole and Urdu (no dictionary in PostgreSQL: `simple` keeps words as
// they are), partial words and misspellings, within a time limit. The excerpt comes from ts_headline with two private
// characters around each match, removed from the body first, so the server sends text in pieces and never HTML.

/** Around each matching word in `headline`; taken out of the body beforehand so a post cannot fake one. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

const CONFIGS = ['english', 'spanish', 'portuguese', 'french', 'arabic', 'simple'] as const;

/** The same choice as the generated column: the language's dictionary, `simple` where PostgreSQL has none. */
function configFor(language: SQL): SQL {
  return sql`(case ${language} when 'en' then 'english'::regconfig when 'es' then 'spanish'::regconfig when 'pt' then 'portuguese'::regconfig when 'fr' then 'french'::regconfig when 'ar' then 'arabic'::regconfig else 'simple'::regconfig end)`;
}

/**
 * Only the 500 most recent matches of each kind are ranked: a word that appears in a hundred thousand posts would
 * otherwise be scored a hundred thousand times for one page. Relevance orders what is recent enough to matter.
 */
export const CANDIDATES_MAX = 500;

export type SearchRow = {
  post_id: string;
  comment_id: string | null;
  id: string;
  topic: string;
  language: string;
  created_at: string | Date;
  author_display_name: string;
  headline: string;
  /** The whole text (without the marker characters), to tell whether the excerpt is all of it. */
  body: string;
  /** The rank as PostgreSQL prints a real: exact, so the cursor finds the same place again. */
  rank_text: string;
};

/** Each language with its dictionary, as the generated column chooses it. */
const LANGUAGE_CONFIGS = [
  ['en', 'english'],
  ['es', 'spanish'],
  ['pt', 'portuguese'],
  ['fr', 'french'],
  ['ar', 'arabic'],
  ['ht', 'simple'],
  ['ur', 'simple'],
] as const;

/** The languages whose posts trigrams are tried for even when words matched (no dictionary, or a weak one). */
const TRIGRAM_LANGUAGES = sql`('ht', 'ur', 'ar')`;

/**
 * How long the trigram part of a search may take: filling up what the words found in Haitian Creole, Urdu and
 * Arabic, or (no word matched anywhere) looking for misspellings in every language. A trigram common to most texts
 * makes that a walk through a great many bodies; past the limit the search goes on with the words alone ("no fuzzy
 * results") rather than keep a person waiting.
 */
export const TRIGRAM_TIMEOUT_MS = { alongsideWords: 40, alone: 400 } as const;

/** Where the newest matching words are looked for, widening until CANDIDATES_MAX are found (null: everywhere). */
const WORD_WINDOWS_DAYS = [30, 120, null] as const;

export async function searchCommunity(
  db: Database,
  input: { userId: string; query: string; after: { rank: string; id: string } | null; limit: number },
): Promise<SearchRow[]> {
  const { userId, query } = input;
  const tsquery = sql.join(
    CONFIGS.map((config) => sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query})`),
    sql` || `,
  );
  const notBlocked = (author: SQL) =>
    sql`not exists (select 1 from community_blocks b where b.blocker_user_id = ${userId} and b.blocked_user_id = ${author})`;
  const after = input.after
    ? sql`and (m.rank, m.id) < (${input.after.rank}::real, ${input.after.id}::uuid)`
    : sql``;
  const newest = (table: 'p' | 'c') =>
    sql.raw(
      `order by ${table}.created_at desc nulls last, ${table}.id desc nulls last limit ${CANDIDATES_MAX}`,
    );
  // Words: one branch per language, each with its own dictionary's query only (a post's vector holds its own
  // language's stems). Only the newest CANDIDATES_MAX of each kind are ranked; they are looked for in the last
  // month first, then the last four months, then everywhere, so that a common word reads about CANDIDATES_MAX of
  // its posts (the search index's matches intersected with the language feed index's month) rather than all of
  // them (tens of thousands), and a rare one reads what there is. The planner cannot tell a language's common
  // word from a rare one (its statistics are for all languages together), so the choice is made here.
  const wordBranches = (table: 'p' | 'c', since: SQL) =>
    sql.join(
      LANGUAGE_CONFIGS.map(
        ([language, config]) => sql`(select ${sql.raw(table)}.id, ${sql.raw(table)}.created_at
          from ${sql.raw(table === 'p' ? 'community_posts' : 'community_comments')} ${sql.raw(table)}
          where ${sql.raw(table)}.status = 'visible' and ${sql.raw(table)}.language = ${sql.raw(`'${language}'`)}
            and ${sql.raw(table)}.search_vector @@ websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query})
            and ${notBlocked(sql.raw(`${table}.author_user_id`))} ${since}
          ${newest(table)})`,
      ),
      sql` union all `,
    );
  let postIds: string[] = [];
  let commentIds: string[] = [];
  for (const days of WORD_WINDOWS_DAYS) {
    const since = (table: 'p' | 'c') =>
      days === null ? sql`` : sql.raw(`and ${table}.created_at > now() - interval '${days} days'`);
    const kinds = [
      ...(postIds.length < CANDIDATES_MAX
        ? [
            sql`(select 'p' as kind, id from (${wordBranches('p', since('p'))}) found order by created_at desc limit ${CANDIDATES_MAX})`,
          ]
        : []),
      ...(commentIds.length < CANDIDATES_MAX
        ? [
            sql`(select 'c' as kind, id from (${wordBranches('c', since('c'))}) found order by created_at desc limit ${CANDIDATES_MAX})`,
          ]
        : []),
    ];
    if (kinds.length === 0) break;
    const words = await queryRows<{ kind: 'p' | 'c'; id: string }>(db, sql.join(kinds, sql` union all `));
    const posts = words.filter((row) => row.kind === 'p').map((row) => row.id);
    const comments = words.filter((row) => row.kind === 'c').map((row) => row.id);
    if (postIds.length < CANDIDATES_MAX) postIds = posts;
    if (commentIds.length < CANDIDATES_MAX) commentIds = comments;
  }
  // Trigrams (partial words, misspellings) fill up what the words left short of CANDIDATES_MAX: in the languages
  // with no (or a weak) dictionary, or in every language when no word matched anywhere. Bounded in time.
  const wordsMatched = postIds.length + commentIds.length > 0;
  if (postIds.length < CANDIDATES_MAX || commentIds.length < CANDIDATES_MAX) {
    const languages = wordsMatched ? sql`and x.language in ${TRIGRAM_LANGUAGES}` : sql``;
    const similar = (table: 'community_posts' | 'community_comments', known: string[]) =>
      sql`select x.id from ${sql.raw(table)} x
        where x.status = 'visible' ${languages} and ${query} <% x.body
          and not (x.id = any(${`{${known.join(',')}}`}::uuid[]))
          and ${notBlocked(sql`x.author_user_id`)}
        order by x.created_at desc nulls last limit ${CANDIDATES_MAX - known.length}`;
    const fuzzy = await withTimeout(
      db,
      wordsMatched ? TRIGRAM_TIMEOUT_MS.alongsideWords : TRIGRAM_TIMEOUT_MS.alone,
      (runner) =>
        queryRows<{ kind: 'p' | 'c'; id: string }>(
          runner,
          sql`(select 'p' as kind, id from (${similar('community_posts', postIds)}) found)
            union all
            (select 'c' as kind, id from (${similar('community_comments', commentIds)}) found)`,
        ),
    );
    for (const row of fuzzy ?? []) (row.kind === 'p' ? postIds : commentIds).push(row.id);
  }
  if (postIds.length === 0 && commentIds.length === 0) return [];
  return queryRows<SearchRow>(
    db,
    sql`
      with q as (select (${tsquery}) as query),
      matches as (
        select p.id as post_id, null::uuid as comment_id, p.id, p.topic, p.language, p.created_at,
          p.author_user_id, p.body,
          (ts_rank_cd(p.search_vector, q.query) + word_similarity(${query}, p.body))::real as rank
        from community_posts p, q
        where p.id = any(${`{${postIds.join(',')}}`}::uuid[])
        union all
        select c.post_id, c.id as comment_id, c.id, p.topic, p.language, c.created_at,
          c.author_user_id, c.body,
          (ts_rank_cd(c.search_vector, q.query) + word_similarity(${query}, c.body))::real as rank
        from community_comments c
        join community_posts p on p.id = c.post_id, q
        -- A comment is found only where its post can be seen.
        where c.id = any(${`{${commentIds.join(',')}}`}::uuid[])
          and p.status = 'visible' and ${notBlocked(sql`p.author_user_id`)}
      ),
      page as (
        select m.*, member.display_name as author_display_name
        from matches m
        join community_members member on member.user_id = m.author_user_id
        where true ${after}
        order by m.rank desc, m.id desc
        limit ${input.limit}
      )
      select page.post_id, page.comment_id, page.id, page.topic, page.language, page.created_at,
        page.author_display_name,
        ts_headline(${configFor(sql`page.language`)}, translate(page.body, ${MATCH_START + MATCH_END}, ''),
          q.query, ${HEADLINE_OPTIONS}) as headline,
        translate(page.body, ${MATCH_START + MATCH_END}, '') as body,
        page.rank::text as rank_text
      from page cross join q
      order by page.rank desc, page.id desc`,
  );
}

/** `work` under a statement timeout of `ms`; null when PostgreSQL stopped it there. */
async function withTimeout<T>(
  db: Database,
  ms: number,
  work: (runner: Database) => Promise<T>,
): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${ms}`));
      return work(tx as unknown as Database);
    });
  } catch (error) {
    if (isQueryCanceled(error)) return null;
    throw error;
  }
}

export function isQueryCanceled(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '57014') return true;
  }
  return false;
}
