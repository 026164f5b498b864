import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';

// Full-text search of the community (issue 14). The posts and comments carry a `search_vector` built with their
// language's dictionary and a trigram index on the body (migration community-live-search). What a person types
// goes through websearch_to_tsquery, which never refuses input, once per dictionary, and the results are OR'ed:
// a Spanish post is matched by the Spanish stems, an English one by the English stems, whatever language the
// query was typed in. Trigram word similarity adds Haitian Creole and Urdu (no dictionary in PostgreSQL: `simple`
// keeps words as they are), partial words and misspellings. The excerpt comes from ts_headline with two private
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
  // Words with no stem match anywhere (a misspelling, part of a word) are looked up by trigrams in every language;
  // otherwise trigrams only help the languages PostgreSQL has no dictionary for (and Arabic, whose stems miss
  // many spellings), which a partial index covers.
  const fallback = !(await anyWordMatch(db, tsquery));
  const trigram = (table: SQL, language: SQL) =>
    fallback
      ? sql`${query} <% ${table}.body`
      : sql`(${language} in ('ht', 'ur', 'ar') and ${query} <% ${table}.body)`;
  const search = (runner: Database) =>
    queryRows<SearchRow>(
      runner,
      sql`
      with q as (select (${tsquery}) as query),
      -- Words first: written out (not read from q) so the planner folds the query to a constant and estimates how
      -- many rows match: a common word is found by walking the feed index newest first (\`desc nulls last\`, as
      -- the index is), a rare one through the search index. Trigrams (costly: a similarity per candidate row)
      -- only fill up what the words left short of CANDIDATES_MAX; when the words found enough, that branch is
      -- not run at all (a one-time filter).
      post_words as (
        select p.id, p.created_at from community_posts p
        where p.status = 'visible' and p.search_vector @@ (${tsquery}) and ${notBlocked(sql`p.author_user_id`)}
        order by p.created_at desc nulls last, p.id desc nulls last
        limit ${CANDIDATES_MAX}
      ),
      post_candidates as (
        select id, max(created_at) as created_at from (
          select id, created_at from post_words
          union all
          select p.id, p.created_at from community_posts p
          where (select count(*) from post_words) < ${CANDIDATES_MAX}
            and p.status = 'visible' and ${trigram(sql`p`, sql`p.language`)} and ${notBlocked(sql`p.author_user_id`)}
        ) found
        group by id
        order by max(created_at) desc
        limit ${CANDIDATES_MAX}
      ),
      comment_words as (
        select c.id, c.created_at from community_comments c
        where c.status = 'visible' and c.search_vector @@ (${tsquery}) and ${notBlocked(sql`c.author_user_id`)}
        order by c.created_at desc
        limit ${CANDIDATES_MAX}
      ),
      comment_candidates as (
        select id, max(created_at) as created_at from (
          select id, created_at from comment_words
          union all
          select c.id, c.created_at from community_comments c
          where (select count(*) from comment_words) < ${CANDIDATES_MAX}
            and c.status = 'visible' and ${trigram(sql`c`, sql`c.language`)} and ${notBlocked(sql`c.author_user_id`)}
        ) found
        group by id
        order by max(created_at) desc
        limit ${CANDIDATES_MAX}
      ),
      matches as (
        select p.id as post_id, null::uuid as comment_id, p.id, p.topic, p.language, p.created_at,
          p.author_user_id, p.body,
          (ts_rank_cd(p.search_vector, q.query) + word_similarity(${query}, p.body))::real as rank
        from post_candidates pc join community_posts p on p.id = pc.id, q
        union all
        select c.post_id, c.id as comment_id, c.id, p.topic, p.language, c.created_at,
          c.author_user_id, c.body,
          (ts_rank_cd(c.search_vector, q.query) + word_similarity(${query}, c.body))::real as rank
        from comment_candidates cc join community_comments c on c.id = cc.id
        join community_posts p on p.id = c.post_id, q
        -- A comment is found only where its post can be seen.
        where p.status = 'visible' and ${notBlocked(sql`p.author_user_id`)}
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
  if (!fallback) return search(db);
  // Trigrams over every body can find a great many near matches to check; past a few seconds the answer is "no
  // results" rather than a person waiting (or a 500).
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${FALLBACK_TIMEOUT_MS}`));
      return search(tx);
    });
  } catch (error) {
    if (isQueryCanceled(error)) return [];
    throw error;
  }
}

/** How long a search by trigrams alone (no word matched anywhere) may run. */
export const FALLBACK_TIMEOUT_MS = 3000;

export function isQueryCanceled(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

async function anyWordMatch(db: Database, tsquery: SQL): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from community_posts p where p.status = 'visible' and p.search_vector @@ (${tsquery}))
      or exists (select 1 from community_comments c where c.status = 'visible' and c.search_vector @@ (${tsquery})) as found`,
  );
  return rows[0]?.found === true;
}
