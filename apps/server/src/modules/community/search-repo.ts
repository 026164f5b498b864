import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';

// Full-text search of the community (issue 14; docs/decisions/040-community-search-vocabulary.md). The posts and
// comments carry a `search_vector` built with their language's dictionary (migration community-live-search). What a
// person types goes through websearch_to_tsquery, which never refuses input, once per language with its dictionary:
// a Spanish post is matched by the Spanish stems, an English one by the English stems, whatever language the query
// was typed in. Haitian Creole and Urdu have no dictionary in PostgreSQL: `simple` keeps their words as they are.
// Arabic-script letters written in several ways (ة/ه, ى/ي, أ/إ/آ/ا, vowel marks, tatweel; Urdu's ی ک ہ on an Arabic
// keyboard) are folded by community_search_text, in the posts' vectors and in what is typed (migration 0024,
// docs/decisions/044-arabic-search-normalisation.md). Misspellings and partial words are corrected to words people
// really wrote, by trigram similarity in the search vocabulary (search-terms.ts), and searched again as words. The excerpt comes from ts_headline with two private
// characters around each match, removed from the body first, so the server sends text in pieces and never HTML.

/** Around each matching word in `headline`; taken out of the body beforehand so a post cannot fake one. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** The same choice as the generated column: the language's dictionary, `simple` where PostgreSQL has none. */
function configFor(language: SQL): SQL {
  return sql`(case ${language} when 'en' then 'english'::regconfig when 'es' then 'spanish'::regconfig when 'pt' then 'portuguese'::regconfig when 'fr' then 'french'::regconfig when 'ar' then 'arabic'::regconfig else 'simple'::regconfig end)`;
}

/**
 * Only the 200 most recent matches of each kind are ranked: a word that appears in a hundred thousand posts would
 * otherwise be scored a hundred thousand times for one page. Relevance orders what is recent enough to matter.
 */
export const CANDIDATES_MAX = 200;

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

/** Fewer word matches than this (a page of results) and the query's words are corrected and searched again. */
const CORRECT_BELOW = 20;

/**
 * How similar (trigram similarity, 0–1) a vocabulary word must be to a typed one to stand in for it, and how many
 * may: "imigrasyom" → "imigrasyon" is 0.69, "renewel" → "renew" 0.5; unrelated words are under 0.3.
 */
const CORRECTION_MIN_SIMILARITY = 0.35;
const CORRECTIONS_PER_WORD = 3;
/** Typed words looked at for corrections: shorter ones are too ambiguous, more are not a question. */
const CORRECTION_MIN_LENGTH = 3;
const CORRECTION_MAX_WORDS = 6;

/**
 * Below this many posts and comments, a language's words are looked for everywhere at once (the search index alone
 * is fast for them); above it, in the newest days first (see windowsFor).
 */
const RARE_DOCUMENTS = 2_000;

type Language = (typeof LANGUAGE_CONFIGS)[number][0];
/** Per language, about how many posts and comments hold all of a query's words (from the vocabulary). */
type Estimates = { documents: Map<Language, number>; spanDays: number };
/** A language's query, as a tsquery expression for its dictionary. */
type QueryFor = (language: Language, config: string) => SQL;

/** The words of what was typed that may be corrected: letters and digits, lower case, long enough. */
export function correctableWords(query: string): string[] {
  const words =
    query
      .normalize('NFC')
      .toLocaleLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => [...word].length >= CORRECTION_MIN_LENGTH))].slice(
    0,
    CORRECTION_MAX_WORDS,
  );
}

/** The reader did not block the author (their posts and comments never reach the reader). */
function notBlocked(userId: string, author: SQL): SQL {
  return sql`not exists (select 1 from community_blocks b where b.blocker_user_id = ${userId} and b.blocked_user_id = ${author})`;
}

export async function searchCommunity(
  db: Database,
  input: { userId: string; query: string; after: { rank: string; id: string } | null; limit: number },
): Promise<SearchRow[]> {
  const { userId, query } = input;
  // As typed and as folded: a post's vector holds its words both ways (community_search_vector).
  const typed: QueryFor = (language, config) =>
    sql`(websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query})
      || websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig,
        community_search_text(${sql.raw(`'${language}'`)}, ${query})))`;
  let queryFor = typed;
  let found = await findCandidates(db, userId, typed, await estimateTyped(db, query));
  if (found.posts.length + found.comments.length < CORRECT_BELOW) {
    const words = correctableWords(query);
    const corrections = await correctionsFor(db, words);
    if (corrections.words.length > 0) {
      queryFor = correctedQuery(words, corrections.words);
      const more = await findCandidates(db, userId, queryFor, {
        documents: corrections.documents,
        spanDays: corrections.spanDays,
      });
      found = {
        posts: [...new Set([...found.posts, ...more.posts])],
        comments: [...new Set([...found.comments, ...more.comments])],
      };
    }
  }
  const { posts: postIds, comments: commentIds } = found;
  if (postIds.length === 0 && commentIds.length === 0) return [];
  // Each language's own query, in a column named for it: a post is ranked and highlighted with its language's query
  // only (the others' words cannot be in its vector, and a smaller query is faster to rank).
  const queries = sql.join(
    LANGUAGE_CONFIGS.map(
      ([language, config]) => sql`(${queryFor(language, config)}) as ${sql.raw(`q_${language}`)}`,
    ),
    sql`, `,
  );
  const queryOf = (language: SQL) =>
    sql`(case ${language} ${sql.join(
      LANGUAGE_CONFIGS.map(([code]) => sql.raw(`when '${code}' then q.q_${code}`)),
      sql` `,
    )} end)`;
  const after = input.after
    ? sql`and (m.rank, m.id) < (${input.after.rank}::real, ${input.after.id}::uuid)`
    : sql``;
  return queryRows<SearchRow>(
    db,
    sql`
      with q as (select ${queries}),
      matches as (
        select p.id as post_id, null::uuid as comment_id, p.id, p.topic, p.language, p.created_at,
          p.author_user_id, p.body, ts_rank_cd(p.search_vector, ${queryOf(sql`p.language`)})::real as rank
        from community_posts p, q
        where p.id = any(${`{${postIds.join(',')}}`}::uuid[])
        union all
        select c.post_id, c.id as comment_id, c.id, p.topic, p.language, c.created_at,
          c.author_user_id, c.body, ts_rank_cd(c.search_vector, ${queryOf(sql`p.language`)})::real as rank
        from community_comments c
        join community_posts p on p.id = c.post_id, q
        -- A comment is found only where its post can be seen.
        where c.id = any(${`{${commentIds.join(',')}}`}::uuid[])
          and p.status = 'visible' and ${notBlocked(userId, sql`p.author_user_id`)}
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
          ${queryOf(sql`page.language`)}, ${HEADLINE_OPTIONS}) as headline,
        translate(page.body, ${MATCH_START + MATCH_END}, '') as body,
        page.rank::text as rank_text
      from page cross join q
      order by page.rank desc, page.id desc`,
  );
}

/**
 * For each language, how many posts and comments hold the rarest of the query's words in its dictionary (all must
 * match), according to the vocabulary; a word missing from it counts as none. With the age of the oldest visible
 * post, in days, to spread those over.
 */
async function estimateTyped(db: Database, query: string): Promise<Estimates> {
  const languages = sql.join(
    LANGUAGE_CONFIGS.map(([language, config]) => sql`(${language}, ${config}::regconfig)`),
    sql`, `,
  );
  const rows = await queryRows<{ language: Language | null; rarest: number; span_days: number }>(
    db,
    sql`select by_language.language, by_language.rarest::int as rarest, span.days as span_days
      from ${spanDays} right join (
        -- A look-up by primary key per word (a join would read the whole vocabulary into a hash).
        select l.language, min(coalesce((select t.documents from community_search_terms t
          where t.language = l.language and t.lexeme = typed.lexeme), 0)) as rarest
        from (values ${languages}) as l(language, config)
        cross join lateral unnest(tsvector_to_array(to_tsvector(l.config, ${query}))) as typed(lexeme)
        group by l.language
      ) by_language on true`,
  );
  return {
    documents: new Map(rows.flatMap((row) => (row.language ? [[row.language, row.rarest] as const] : []))),
    spanDays: rows[0]?.span_days ?? 1,
  };
}

/** The age of the oldest visible post in days (at least one): read from the end of the feed index. */
const spanDays = sql`(select greatest(1, ceil(extract(epoch from now() - min(created_at)) / 86400))::int as days
  from community_posts where status = 'visible') span`;

type Correction = { word: string; language: Language; lexeme: string; documents: number };

/**
 * The vocabulary words most like each typed word, in any language; per language, the count of its most common
 * correction (an upper bound of what the corrected query finds there), and the span as in estimateTyped.
 *
 * The vocabulary holds words as each language's dictionary stores them, so a typed word is compared in the same
 * forms: as typed, folded (community_search_text), and as each dictionary reads it. The Arabic dictionary takes "ال" and
 * the endings off ("المحامبة" → "محامب", close to "محام"); the word as typed, with its "ال", is too far from any
 * stored word to be corrected. The best CORRECTIONS_PER_WORD of all those forms' neighbours stand in for it.
 */
async function correctionsFor(
  db: Database,
  words: string[],
): Promise<{ words: Correction[]; documents: Map<Language, number>; spanDays: number }> {
  const documents = new Map<Language, number>();
  if (words.length === 0) return { words: [], documents, spanDays: 1 };
  const languages = sql.join(
    LANGUAGE_CONFIGS.map(([language]) => sql`(${language})`),
    sql`, `,
  );
  const rows = await queryRows<Correction & { span_days: number }>(
    db,
    sql`select best.word, best.language, best.lexeme, best.documents, span.days as span_days
      from ${spanDays}, (
        select found.*, row_number() over (partition by found.word order by found.distance) as place
        from (
          select distinct on (typed.word, near.language, near.lexeme)
            typed.word, near.language, near.lexeme, near.documents, near.distance
          from unnest(${`{${words.map((word) => `"${word.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]) as typed(word)
          cross join lateral (
            select typed.word as form
            union
            select community_search_text(l.language, typed.word) from (values ${languages}) as l(language)
            union
            select unnest(tsvector_to_array(community_search_vector(l.language, typed.word)))
            from (values ${languages}) as l(language)
          ) forms
          cross join lateral (
            select t.language, t.lexeme, t.documents, t.lexeme <-> forms.form as distance
            from community_search_terms t
            where t.lexeme % forms.form and similarity(t.lexeme, forms.form) >= ${CORRECTION_MIN_SIMILARITY}
            order by t.lexeme <-> forms.form
            limit ${CORRECTIONS_PER_WORD}
          ) near
          where char_length(forms.form) >= ${CORRECTION_MIN_LENGTH}
          order by typed.word, near.language, near.lexeme, near.distance
        ) found
      ) best
      where best.place <= ${CORRECTIONS_PER_WORD}`,
  );
  for (const row of rows)
    documents.set(row.language, Math.max(documents.get(row.language) ?? 0, row.documents));
  return { words: rows, documents, spanDays: rows[0]?.span_days ?? 1 };
}

/**
 * The windows (days back from now; null: everywhere) in which a language's matches are looked for, widening until
 * CANDIDATES_MAX are found. A rare query at once everywhere; a common one first in the days that should hold about
 * twice CANDIDATES_MAX of its matches if they were spread evenly, then eight times as many days, then everywhere.
 */
export function windowsFor(documents: number, spanDays: number): (number | null)[] {
  if (documents < RARE_DOCUMENTS) return [null];
  const days = Math.max(1, Math.ceil((2 * CANDIDATES_MAX * spanDays) / documents));
  if (days >= spanDays) return [null];
  // Comments are fewer than posts (a fifth, in the bench's community): the second window is wide enough for them.
  return days * 8 >= spanDays ? [days, null] : [days, days * 8, null];
}

/**
 * Per language: every typed word must match, as typed or as one of its corrections in that language (a Haitian
 * Creole correction only helps Haitian Creole posts, whose vectors hold Haitian Creole words).
 */
function correctedQuery(words: string[], corrections: Correction[]): QueryFor {
  return (language, config) =>
    sql.join(
      words.map(
        (word) =>
          sql`(${sql.join(
            [
              sql`plainto_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${word})`,
              sql`plainto_tsquery(${sql.raw(`'${config}'`)}::regconfig, community_search_text(${sql.raw(`'${language}'`)}, ${word}))`,
              ...corrections
                .filter((correction) => correction.word === word && correction.language === language)
                .map((correction) => sql`quote_literal(${correction.lexeme})::tsquery`),
            ],
            sql` || `,
          )})`,
      ),
      sql` && `,
    );
}

/**
 * The newest CANDIDATES_MAX matching posts and comments that the reader may see. Words: one branch per language,
 * each with its own dictionary's query only (a post's vector holds its own language's stems), each in its own
 * window of days (windowsFor): a rare word is found everywhere at once by the search index; a common one in the
 * newest days, so that it reads a few hundred of its posts (the search index's matches intersected with the
 * language feed index's days) rather than all of them (tens of thousands). The planner cannot tell a language's
 * common word from a rare one (its statistics are for all languages together), so the vocabulary's counts choose.
 */
async function findCandidates(
  db: Database,
  userId: string,
  queryFor: QueryFor,
  estimates: Estimates,
): Promise<{ posts: string[]; comments: string[] }> {
  const newest = (table: 'p' | 'c') =>
    sql.raw(
      `order by ${table}.created_at desc nulls last, ${table}.id desc nulls last limit ${CANDIDATES_MAX}`,
    );
  // The languages where the query is common share one window, sized for all their matches together: the newest
  // CANDIDATES_MAX may come from any of them.
  const common = LANGUAGE_CONFIGS.map(([language]) => estimates.documents.get(language) ?? 0).filter(
    (documents) => documents >= RARE_DOCUMENTS,
  );
  const commonWindows = windowsFor(
    common.reduce((sum, documents) => sum + documents, 0),
    estimates.spanDays,
  );
  const windows = new Map(
    LANGUAGE_CONFIGS.map(([language]) => [
      language,
      (estimates.documents.get(language) ?? 0) >= RARE_DOCUMENTS ? commonWindows : [null],
    ]),
  );
  const rounds = Math.max(...[...windows.values()].map((list) => list.length));
  const wordBranches = (table: 'p' | 'c', round: number) =>
    sql.join(
      LANGUAGE_CONFIGS.map(([language, config]) => {
        const list = windows.get(language) ?? [null];
        const days = list[Math.min(round, list.length - 1)] ?? null;
        const since =
          days === null ? sql`` : sql.raw(`and ${table}.created_at > now() - interval '${days} days'`);
        return sql`(select ${sql.raw(table)}.id, ${sql.raw(table)}.created_at
          from ${sql.raw(table === 'p' ? 'community_posts' : 'community_comments')} ${sql.raw(table)}
          where ${sql.raw(table)}.status = 'visible' and ${sql.raw(table)}.language = ${sql.raw(`'${language}'`)}
            and ${sql.raw(table)}.search_vector @@ (${queryFor(language, config)})
            and ${notBlocked(userId, sql.raw(`${table}.author_user_id`))} ${since}
          ${newest(table)})`;
      }),
      sql` union all `,
    );
  let posts: string[] = [];
  let comments: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const kinds = [
      ...(posts.length < CANDIDATES_MAX
        ? [
            sql`(select 'p' as kind, id from (${wordBranches('p', round)}) found order by created_at desc limit ${CANDIDATES_MAX})`,
          ]
        : []),
      ...(comments.length < CANDIDATES_MAX
        ? [
            sql`(select 'c' as kind, id from (${wordBranches('c', round)}) found order by created_at desc limit ${CANDIDATES_MAX})`,
          ]
        : []),
    ];
    if (kinds.length === 0) break;
    const rows = await queryRows<{ kind: 'p' | 'c'; id: string }>(db, sql.join(kinds, sql` union all `));
    if (posts.length < CANDIDATES_MAX) posts = rows.filter((row) => row.kind === 'p').map((row) => row.id);
    if (comments.length < CANDIDATES_MAX)
      comments = rows.filter((row) => row.kind === 'c').map((row) => row.id);
  }
  return { posts, comments };
}
