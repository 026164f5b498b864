// Fills a community with many posts fast, for the `community` part of `npm run bench` (or by hand against a
// database of your own, never production):
//   node --import tsx scripts/seed-community.ts <postgres URL> <posts>
// Posts are made by PostgreSQL itself (generate_series): short texts from a small word list in each of the seven
// languages, spread over the past year, a fifth of them with a comment, by a thousand members. The search and
// trigram indexes are dropped while it writes and built again at the end, which is much faster than keeping them
// up to date row by row. The database must be migrated (the server migrates it on start).
import pg from 'pg';

const FUNCTION_WORDS: Record<string, string> = {
  en: 'the to and a of i in is it for my you that on have with this be not can do what if me we at are they was but so there get how about from any',
  es: 'de la que el en y a los se no un por con una para es mi lo me las del si pero como al más ya yo le hay este muy cuando sin sobre',
  pt: 'de a o que e do da em um para é com não uma os no se na por mais as dos como mas ao ele das eu meu tem quando muito já também',
  fr: 'de la le et les des en un du une que est pour qui dans je pas plus sur au ne se il ce avec mais on nous vous mon si ou tout',
  ht: 'mwen li nou yo ou pa ki nan se a la pou ak sa gen te ap fè konn kòman kote lè si men tou kounye a bay jwenn moun',
  ar: 'في من على أن إلى هل هذا عن ما لا مع كان أنا هذه التي الذي كل عند بعد قبل لكن أو ثم إذا حتى هو هي نحن أي كيف',
  ur: 'کے میں کی ہے اور کو سے نے کا یہ ہیں کہ پر بھی تو ہو کر گیا تھا ایک آپ جو وہ ہم کیا کوئی اگر لیکن مجھے کیسے',
};

/** Real words about the community's subjects: from common (the first) to rare (the last) in the Zipf ranking. */
const TOPIC_WORDS: Record<string, string> = {
  en: 'work permit renewal lawyer immigration rent landlord deposit clinic free school children bus card tax help office appointment interview documents library english class job wages overtime scam notary court hearing asylum visa',
  es: 'permiso trabajo renovación abogado inmigración renta dueño depósito clínica gratuita escuela niños autobús tarjeta impuestos ayuda oficina cita entrevista documentos biblioteca inglés clase empleo salario horas estafa notario corte audiencia asilo',
  pt: 'permissão trabalho renovação advogado imigração aluguel proprietário depósito clínica gratuita escola crianças ônibus cartão impostos ajuda escritório consulta entrevista documentos biblioteca inglês aula emprego salário horas golpe cartório tribunal audiência asilo',
  fr: 'permis travail renouvellement avocat immigration loyer propriétaire caution clinique gratuite école enfants bus carte impôts aide bureau rendez-vous entretien documents bibliothèque anglais cours emploi salaire heures arnaque notaire tribunal audience asile',
  ht: 'pèmi travay renouvle avoka imigrasyon lwaye mèt kay depo klinik gratis lekòl timoun bis kat taks èd biwo randevou entèvyou dokiman bibliyotèk angle klas djob salè lè eskwokri notè tribinal odyans azil',
  ar: 'تصريح العمل تجديد محامي الهجرة الإيجار المالك التأمين عيادة مجانية مدرسة الأطفال الحافلة بطاقة الضرائب مساعدة مكتب موعد مقابلة وثائق مكتبة الإنجليزية درس وظيفة أجر ساعات احتيال كاتب محكمة جلسة لجوء',
  ur: 'ورک پرمٹ تجدید وکیل امیگریشن کرایہ مالک ڈپازٹ کلینک مفت اسکول بچے بس کارڈ ٹیکس مدد دفتر ملاقات انٹرویو دستاویزات لائبریری انگریزی کلاس نوکری تنخواہ اوقات دھوکہ نوٹری عدالت سماعت پناہ',
};

/** Letters for made-up words that fill each vocabulary up to its size: they look like the language, mean nothing. */
const LETTERS: Record<string, { consonants: string; vowels: string }> = {
  en: { consonants: 'bcdfghklmnprstvw', vowels: 'aeiou' },
  es: { consonants: 'bcdfglmnprstvz', vowels: 'aeiou' },
  pt: { consonants: 'bcdfglmnprstvz', vowels: 'aeiouã' },
  fr: { consonants: 'bcdfglmnprstv', vowels: 'aeiouéè' },
  ht: { consonants: 'bdfgklmnprstvwz', vowels: 'aeioòè' },
  ar: { consonants: 'بتجحخدرزسشصطعغفقكلمنهوي', vowels: 'اوي' },
  ur: { consonants: 'بپتٹجچدڈرزسشکگلمنہی', vowels: 'اوےی' },
};

/** Words in each language's vocabulary; a word's frequency falls as 1/rank (Zipf). */
export const VOCABULARY_SIZE = 3000;

/**
 * Each language's words by rank: function words first (the most frequent), then made-up filler, with the
 * subject words spread among them on a geometric scale (rank 50 for the first, about 2,000 for the last), so a
 * query can be made of common words or of rare ones.
 */
export function vocabulary(language: string): string[] {
  const words = (FUNCTION_WORDS[language] ?? '').split(' ');
  const topic = (TOPIC_WORDS[language] ?? '').split(' ');
  const seen = new Set([...words, ...topic]);
  const at = new Map(topic.map((word, i) => [Math.round(50 * 1.13 ** i), word]));
  const { consonants, vowels } = LETTERS[language] ?? { consonants: 'bdfg', vowels: 'aeiou' };
  const ranked = [...words];
  let seed = 7 + language.length;
  const pick = (letters: string) => {
    // xorshift32: the same words on every run.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    const chars = [...letters];
    return chars[(seed >>> 0) % chars.length] ?? '';
  };
  while (ranked.length < VOCABULARY_SIZE) {
    const placed = at.get(ranked.length + 1);
    if (placed) {
      ranked.push(placed);
      continue;
    }
    let word = '';
    for (let s = 0, n = 2 + (ranked.length % 3); s < n; s++) word += pick(consonants) + pick(vowels);
    if (ranked.length % 2 === 0) word += pick(consonants);
    if (seen.has(word)) continue;
    seen.add(word);
    ranked.push(word);
  }
  return ranked;
}

/** The subject words of a language, most frequent first (for the bench's queries). */
export function topicWords(language: string): string[] {
  return (TOPIC_WORDS[language] ?? '').split(' ');
}

export const LANGUAGES = Object.keys(FUNCTION_WORDS);
const TOPICS = ['rights', 'documents', 'work', 'housing', 'health', 'schools', 'scams', 'general'];
const AUTHORS = 1000;
const BATCH = 200_000;

const SEARCH_INDEXES = Object.fromEntries(
  (['posts', 'comments'] as const).flatMap((table) =>
    LANGUAGES.map((language) => [
      `community_${table}_search_${language}_idx`,
      `on community_${table} using gin (search_vector) where language = '${language}'`,
    ]),
  ),
);

function arrayLiteral(values: string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;
}

/** The members who write everything; made once per database. */
async function ensureAuthors(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from community_members where display_name like 'Bench member %'`,
  );
  if ((rows[0]?.count ?? 0) >= AUTHORS) return;
  await client.query(`
    with made as (
      insert into auth_users (email)
      select 'bench-member-' || g || '-' || md5(random()::text) || '@example.org' from generate_series(1, ${AUTHORS}) g
      returning id
    )
    insert into community_members (user_id, display_name, display_name_key)
    select id, 'Bench member ' || row_number() over (), 'bench member ' || row_number() over () from made`);
}

/** A word of `language`'s vocabulary drawn by Zipf's law: rank r with probability about 1/r (log-uniform). */
const ZIPF_RANK = `least(${VOCABULARY_SIZE}, floor(exp(random() * ln(${VOCABULARY_SIZE + 1})))::int)`;

/** Adds `count` posts (and a comment to about a fifth of them). */
export async function seedCommunity(client: pg.Client, count: number): Promise<void> {
  await ensureAuthors(client);
  await client.query(
    'create temporary table if not exists bench_vocabulary (language text, rank int, word text, primary key (language, rank))',
  );
  await client.query('truncate bench_vocabulary');
  await client.query(
    `insert into bench_vocabulary (language, rank, word)
     select language, rank, word from unnest($1::text[], $2::int[], $3::text[]) as v(language, rank, word)`,
    (() => {
      const rows = LANGUAGES.flatMap((language) =>
        vocabulary(language).map((word, i) => [language, i + 1, word] as const),
      );
      return [rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2])];
    })(),
  );
  await client.query('analyze bench_vocabulary');
  for (const name of Object.keys(SEARCH_INDEXES)) await client.query(`drop index if exists ${name}`);
  // Nobody listens to a bench database: a million NOTIFYs would only fill the queue.
  await client.query('alter table community_posts disable trigger community_posts_notify_inserted');
  try {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      // Lengths as people write: most posts a sentence or three, some long (8 + an exponential of mean 30 words,
      // at most 160).
      await client.query(`
        with authors as (
          select user_id, row_number() over (order by user_id) - 1 as n from community_members
          where display_name like 'Bench member %'
        ),
        rows as materialized (
          select g, (${arrayLiteral(LANGUAGES)})[1 + (g % ${LANGUAGES.length})] as language,
            least(160, 8 + floor(-30 * ln(1 - random())))::int as length
          from generate_series(1, ${size}) g
        ),
        -- Every word of every post as a row, then one join to the vocabulary and one aggregate: a lookup per word
        -- in a subquery per post is many times slower.
        tokens as (
          select r.g, r.language, k, ${ZIPF_RANK} as rank from rows r, generate_series(1, r.length) k
        ),
        bodies as (
          select t.g, t.language, string_agg(w.word, ' ' order by t.k) as body
          from tokens t
          join bench_vocabulary w on w.language = t.language and w.rank = t.rank
          group by t.g, t.language
        )
        insert into community_posts (author_user_id, topic, language, body, created_at)
        select a.user_id,
          (${arrayLiteral(TOPICS)})[1 + floor(random() * ${TOPICS.length})::int],
          b.language,
          b.body,
          now() - random() * interval '365 days'
        from bodies b
        join authors a on a.n = (b.g * 7919) % ${AUTHORS}`);
    }
    // A fifth of the new posts get a comment in their own language, by another member.
    await client.query(`
      with authors as (
        select user_id, row_number() over (order by user_id) - 1 as n from community_members
        where display_name like 'Bench member %'
      ),
      chosen as materialized (
        select p.id, p.language, p.created_at, 4 + (abs(hashtext(p.id::text)) % 25) as length
        from community_posts p
        where p.comment_count = 0 and random() < 0.2
          and not exists (select 1 from community_comments c where c.post_id = p.id)
      ),
      tokens as (
        select c.id, c.language, c.created_at, k, ${ZIPF_RANK} as rank from chosen c, generate_series(1, c.length) k
      ),
      bodies as (
        select t.id, t.created_at, string_agg(w.word, ' ' order by t.k) as body
        from tokens t
        join bench_vocabulary w on w.language = t.language and w.rank = t.rank
        group by t.id, t.created_at
      )
      insert into community_comments (post_id, author_user_id, body, created_at)
      select b.id, a.user_id, b.body, b.created_at + interval '1 hour'
      from bodies b
      join authors a on a.n = abs(hashtext(b.id::text)) % ${AUTHORS}`);
    await client.query(`update community_posts p set comment_count = 1
      where comment_count = 0 and exists (select 1 from community_comments c where c.post_id = p.id)`);
  } finally {
    await client.query('alter table community_posts enable trigger community_posts_notify_inserted');
    await client.query("set maintenance_work_mem = '512MB'");
    for (const [name, definition] of Object.entries(SEARCH_INDEXES)) {
      await client.query(`create index if not exists ${name} ${definition}`);
    }
    await client.query('analyze community_posts');
    await client.query('analyze community_comments');
  }
}

/** What the seed writes, for the bench's output. */
export const CORPUS = `${LANGUAGES.length} languages, ${VOCABULARY_SIZE.toLocaleString('en')} words each drawn by Zipf's law (function words first), posts of 8–160 words (mean about 38), a comment on a fifth`;

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const [url, count] = process.argv.slice(2);
  if (!url || !count || !/^\d+$/.test(count)) {
    process.stderr.write('Usage: node --import tsx scripts/seed-community.ts <postgres URL> <posts>\n');
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedCommunity(client, Number(count));
  } finally {
    await client.end();
  }
}
