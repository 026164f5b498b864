// Fills a community with many posts fast, for the `community` part of `npm run bench` (or by hand against a
// database of your own, never production):
//   node --import tsx scripts/seed-community.ts <postgres URL> <posts>
// Posts are made by PostgreSQL itself (generate_series): short texts from a small word list in each of the seven
// languages, spread over the past year, a fifth of them with a comment, by a thousand members. The search and
// trigram indexes are dropped while it writes and built again at the end, which is much faster than keeping them
// up to date row by row. The database must be migrated (the server migrates it on start).
import pg from 'pg';

const VOCABULARY: Record<string, string[]> = {
  en: 'work permit renewal lawyer immigration rent landlord deposit clinic free school children bus card tax help office appointment interview documents library english class job wages overtime scam notary court hearing asylum visa'.split(
    ' ',
  ),
  es: 'permiso trabajo renovación abogado inmigración renta dueño depósito clínica gratuita escuela niños autobús tarjeta impuestos ayuda oficina cita entrevista documentos biblioteca inglés clase empleo salario horas estafa notario corte audiencia asilo'.split(
    ' ',
  ),
  pt: 'permissão trabalho renovação advogado imigração aluguel proprietário depósito clínica gratuita escola crianças ônibus cartão impostos ajuda escritório consulta entrevista documentos biblioteca inglês aula emprego salário horas golpe cartório tribunal audiência asilo'.split(
    ' ',
  ),
  fr: 'permis travail renouvellement avocat immigration loyer propriétaire caution clinique gratuite école enfants bus carte impôts aide bureau rendez-vous entretien documents bibliothèque anglais cours emploi salaire heures arnaque notaire tribunal audience asile'.split(
    ' ',
  ),
  ht: 'pèmi travay renouvle avoka imigrasyon lwaye mèt kay depo klinik gratis lekòl timoun bis kat taks èd biwo randevou entèvyou dokiman bibliyotèk angle klas djob salè lè eskwokri notè tribinal odyans azil'.split(
    ' ',
  ),
  ar: 'تصريح العمل تجديد محامي الهجرة الإيجار المالك التأمين عيادة مجانية مدرسة الأطفال الحافلة بطاقة الضرائب مساعدة مكتب موعد مقابلة وثائق مكتبة الإنجليزية درس وظيفة أجر ساعات احتيال كاتب محكمة جلسة لجوء'.split(
    ' ',
  ),
  ur: 'ورک پرمٹ تجدید وکیل امیگریشن کرایہ مالک ڈپازٹ کلینک مفت اسکول بچے بس کارڈ ٹیکس مدد دفتر ملاقات انٹرویو دستاویزات لائبریری انگریزی کلاس نوکری تنخواہ اوقات دھوکہ نوٹری عدالت سماعت پناہ'.split(
    ' ',
  ),
};
const LANGUAGES = Object.keys(VOCABULARY);
const TOPICS = ['rights', 'documents', 'work', 'housing', 'health', 'schools', 'scams', 'general'];
const AUTHORS = 1000;
const BATCH = 200_000;

const SEARCH_INDEXES = {
  community_posts_search_idx: 'on community_posts using gin (search_vector)',
  community_posts_body_trgm_idx: 'on community_posts using gin (body gin_trgm_ops)',
  community_comments_search_idx: 'on community_comments using gin (search_vector)',
  community_comments_body_trgm_idx: 'on community_comments using gin (body gin_trgm_ops)',
  community_posts_body_trgm_simple_idx:
    "on community_posts using gin (body gin_trgm_ops) where language in ('ht', 'ur', 'ar')",
  community_comments_body_trgm_simple_idx:
    "on community_comments using gin (body gin_trgm_ops) where language in ('ht', 'ur', 'ar')",
};

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

/** Adds `count` posts (and a comment to about a fifth of them). */
export async function seedCommunity(client: pg.Client, count: number): Promise<void> {
  await ensureAuthors(client);
  const vocabulary = LANGUAGES.map(
    (language) => `('${language}', ${arrayLiteral(VOCABULARY[language] ?? [])})`,
  ).join(',\n');
  for (const name of Object.keys(SEARCH_INDEXES)) await client.query(`drop index if exists ${name}`);
  // Nobody listens to a bench database: a million NOTIFYs would only fill the queue.
  await client.query('alter table community_posts disable trigger community_posts_notify_inserted');
  try {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      await client.query(`
        with vocabulary(language, words) as (values ${vocabulary}),
        authors as (
          select user_id, row_number() over (order by user_id) - 1 as n from community_members
          where display_name like 'Bench member %'
        ),
        -- \`k * 0\` below ties each aggregate to its own generate_series (outer columns alone would make it the
        -- outer query's aggregate).
        rows as (
          select g, (${arrayLiteral(LANGUAGES)})[1 + (g % ${LANGUAGES.length})] as language from generate_series(1, ${size}) g
        )
        insert into community_posts (author_user_id, topic, language, body, created_at)
        select a.user_id,
          (${arrayLiteral(TOPICS)})[1 + floor(random() * ${TOPICS.length})::int],
          r.language,
          (select string_agg(v.words[1 + floor(random() * array_length(v.words, 1))::int + k * 0], ' ')
             from generate_series(1, 6 + (r.g % 20)) k),
          now() - random() * interval '365 days'
        from rows r
        join vocabulary v on v.language = r.language
        join authors a on a.n = (r.g * 7919) % ${AUTHORS}`);
    }
    // A fifth of the new posts get a comment in their own language, by another member.
    await client.query(`
      with vocabulary(language, words) as (values ${vocabulary}),
      authors as (
        select user_id, row_number() over (order by user_id) - 1 as n from community_members
        where display_name like 'Bench member %'
      )
      insert into community_comments (post_id, author_user_id, body, created_at)
      select p.id, a.user_id,
        (select string_agg(v.words[1 + floor(random() * array_length(v.words, 1))::int + k * 0], ' ')
           from generate_series(1, 4 + (abs(hashtext(p.id::text)) % 12)) k),
        p.created_at + interval '1 hour'
      from community_posts p
      join vocabulary v on v.language = p.language
      join authors a on a.n = abs(hashtext(p.id::text)) % ${AUTHORS}
      where p.comment_count = 0 and random() < 0.2
        and not exists (select 1 from community_comments c where c.post_id = p.id)`);
    await client.query(`update community_posts p set comment_count = 1
      where comment_count = 0 and exists (select 1 from community_comments c where c.post_id = p.id)`);
  } finally {
    await client.query('alter table community_posts enable trigger community_posts_notify_inserted');
    for (const [name, definition] of Object.entries(SEARCH_INDEXES)) {
      await client.query(`create index if not exists ${name} ${definition}`);
    }
    await client.query('analyze community_posts');
    await client.query('analyze community_comments');
  }
}

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
