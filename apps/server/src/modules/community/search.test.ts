import type { PostLanguage } from '@amparo/contract/community/community-limits';
import type { SearchCommunityResponse } from '@amparo/contract/community/search-community';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, type FamilyPerson, signUp, startFamilyTestApp } from '../family/family-test-app.ts';
import { block, insertComment, insertMember, insertPost } from './live-test-kit.ts';
import { CANDIDATES_MAX, correctableWords, MATCH_END, MATCH_START, windowsFor } from './search-repo.ts';
import { completeExcerpt, highlightSegments } from './search-service.ts';
import { rebuildSearchTerms } from './search-terms.ts';

// Three posts in each of the seven languages; each query below must put its own post first.
const CORPUS: Record<PostLanguage, string[]> = {
  en: [
    'How do I renew my work permit before it expires?',
    'Free tax help at the public library on Saturdays',
    'My landlord refuses to return the security deposit',
  ],
  es: [
    '¿Dónde puedo renovar mis documentos de trabajo en Houston?',
    'Clínica gratuita de salud para niños este sábado',
    'El dueño del apartamento no quiere devolver el depósito',
  ],
  pt: [
    'Alguém conhece um advogado de imigração em Boston?',
    'Aulas de inglês gratuitas na biblioteca do bairro',
    'Como tirar a carteira de motorista sendo imigrante',
  ],
  fr: [
    'Où trouver un avocat pour une demande d’asile ?',
    'Cours d’anglais gratuits à la bibliothèque municipale',
    'Mon employeur ne me paie pas les heures supplémentaires',
  ],
  ar: [
    'أين يمكنني تجديد تصريح العمل قبل انتهائه؟',
    'عيادة مجانية للأطفال يوم السبت في المركز',
    'المالك يرفض إعادة مبلغ التأمين',
  ],
  ur: [
    'مجھے اپنے ورک پرمٹ کی تجدید کرنی ہے',
    'ہفتے کو بچوں کے لیے مفت کلینک کھلا ہے',
    'مالک مکان سیکیورٹی ڈپازٹ واپس نہیں کر رہا',
  ],
  ht: [
    'Kote mwen ka jwenn yon avoka imigrasyon gratis?',
    'Klas angle gratis nan bibliyotek la chak samdi',
    'Mèt kay la refize remèt lajan depo a',
  ],
};

/** [query, language of the post it must find, which of that language's posts]. */
const QUERIES: [string, PostLanguage, number][] = [
  ['landlord deposit', 'en', 2],
  ['renewing permit', 'en', 0],
  // Stemmed: the singular finds the plural, "clínicas" finds "clínica".
  ['documento', 'es', 0],
  ['clínicas gratuitas', 'es', 1],
  ['advogados imigração', 'pt', 0],
  ['avocats asile', 'fr', 0],
  ['عيادة مجانية', 'ar', 1],
  ['تصريح العمل', 'ar', 0],
  // No dictionary: exact words, then trigrams.
  ['مفت کلینک', 'ur', 1],
  ['سیکیورٹی ڈپازٹ', 'ur', 2],
  ['avoka imigrasyon', 'ht', 0],
  // A misspelling, corrected to a word of the vocabulary (two people wrote it) by trigram similarity.
  ['imigrasyom', 'ht', 0],
  ['bibliyotek samdi', 'ht', 1],
];

/**
 * Arabic-script words as people really type them (issue 24): [query, the post it must find]. The posts are in
 * ARABIC_SCRIPT_POSTS or, as "language:index", in CORPUS; a second person wrote "المحامية", "کلینک" and "renovar" (NEIGHBOUR_POSTS), so those are in
 * the vocabulary and their misspellings can be corrected.
 */
const ARABIC_SCRIPT_QUERIES: [string, string][] = [
  // ه for ة, ي for ى, ا for أ, vowel marks and tatweel: folded in the post and in the query.
  ['المحاميه', 'lawyer'],
  ['البطاقه', 'card'],
  ['الى المحكمه', 'court'],
  ['مُسْتَشفـى', 'hospital'],
  ['البطاقة', 'card'],
  // Still found by the stemmer as before: "محامية" (no ال) for "المحامية".
  ['محامية', 'lawyer'],
  // A real misspelling (ب for ي), corrected through the vocabulary as the dictionary stores the word.
  ['المحامبة', 'lawyer'],
  // Urdu: a letter left out, and the same word typed on an Arabic keyboard (ي ك for ی ک).
  ['کلنک', 'ur:1'],
  ['كلينك', 'ur:1'],
  // Spanish still corrects its own misspellings.
  ['renobar', 'es:0'],
];

const ARABIC_SCRIPT_POSTS: Record<string, { language: PostLanguage; body: string }> = {
  lawyer: { language: 'ar', body: 'سألتُ المحامية عن موعد الجلسة القادمة' },
  card: { language: 'ar', body: 'فقدت البطاقة في الحافلة أمس، ماذا أفعل؟' },
  court: { language: 'ar', body: 'ذهبت إلى المحكمة وحدي' },
  hospital: { language: 'ar', body: 'أقرب مستشفى مفتوح الآن' },
};

/** Written by a second person, so that these words are in the vocabulary. */
const NEIGHBOUR_POSTS: { language: PostLanguage; body: string }[] = [
  { language: 'ar', body: 'المحامية لطيفة جدا' },
  { language: 'ur', body: 'کلینک آج بند ہے' },
  { language: 'es', body: 'Quiero renovar la licencia' },
];

describeEachDatabase('community search', (getDb, getHandle) => {
  let app: FastifyInstance;
  let reader: FamilyPerson;
  let author: FamilyPerson;
  let blocked: FamilyPerson;
  let neighbour: FamilyPerson;
  const posts = new Map<string, string>();
  const arabicScriptPosts = new Map<string, string>();
  let commentId: string;
  let commentPostId: string;

  const search = async (q: string, cursor?: string, who: FamilyPerson | null = reader) => {
    const query = new URLSearchParams({ q, ...(cursor ? { cursor } : {}) });
    return api(app, who)<SearchCommunityResponse>('GET', `/community/search?${query}`);
  };

  beforeAll(async () => {
    ({ app } = await startFamilyTestApp(getDb()));
    const db = getDb();
    reader = await signUp(app, db);
    author = await signUp(app, db);
    blocked = await signUp(app, db);
    await insertMember(db, reader.id, 'Reader');
    await insertMember(db, author.id, 'Ana Writes');
    await insertMember(db, blocked.id, 'Blocked One');
    neighbour = await signUp(app, db);
    await insertMember(db, neighbour.id, 'Neighbour');
    for (const [language, bodies] of Object.entries(CORPUS) as [PostLanguage, string[]][]) {
      for (const [index, body] of bodies.entries()) {
        const post = await insertPost(db, { authorUserId: author.id, body, language, topic: 'documents' });
        posts.set(`${language}:${index}`, post.id);
      }
    }
    commentPostId = posts.get('en:0') ?? '';
    commentId = await insertComment(db, {
      postId: commentPostId,
      authorUserId: author.id,
      body: 'The USCIS office in Newark processed mine in three weeks.',
    });
    // Nobody may find these: a blocked member's post and comment, a hidden post, a comment on a hidden post.
    await block(db, reader.id, blocked.id);
    await insertPost(db, { authorUserId: blocked.id, body: 'Newark office tips from me' });
    // A second person writing "imigrasyon" puts it in the search vocabulary (where misspellings are corrected).
    await insertPost(db, {
      authorUserId: blocked.id,
      body: 'Biwo imigrasyon an fèmen jodi a',
      language: 'ht',
    });
    await insertComment(db, {
      postId: commentPostId,
      authorUserId: blocked.id,
      body: 'Newark was slow for me',
    });
    const hidden = await insertPost(db, { authorUserId: author.id, body: 'Newark rumour', status: 'hidden' });
    await insertPost(db, { authorUserId: author.id, body: 'Newark held post', status: 'held' });
    await insertComment(db, { postId: hidden.id, authorUserId: author.id, body: 'Newark again' });
    await insertComment(db, {
      postId: commentPostId,
      authorUserId: author.id,
      body: 'Newark hidden comment',
      status: 'hidden',
    });
    for (const [key, post] of Object.entries(ARABIC_SCRIPT_POSTS)) {
      const row = await insertPost(db, { authorUserId: author.id, topic: 'documents', ...post });
      arabicScriptPosts.set(key, row.id);
    }
    for (const post of NEIGHBOUR_POSTS) {
      await insertPost(db, { authorUserId: neighbour.id, topic: 'documents', ...post });
    }
    await rebuildSearchTerms(db);
    return () => app.close();
  });

  for (const [query, language, index] of QUERIES) {
    it(`finds the ${language} post first for “${query}”`, async () => {
      const response = await search(query);
      expect(response.status).toBe(200);
      const first = response.body.results[0];
      expect(first?.post_id).toBe(posts.get(`${language}:${index}`));
      expect(first?.comment_id).toBeNull();
      expect(first?.language).toBe(language);
      expect(first?.author_display_name).toBe('Ana Writes');
    });
  }

  for (const [query, key] of ARABIC_SCRIPT_QUERIES) {
    it(`finds the ${key} post for “${query}”`, async () => {
      const response = await search(query);
      expect(response.status).toBe(200);
      const post = arabicScriptPosts.get(key) ?? posts.get(key);
      expect(post).toBeDefined();
      expect(response.body.results.map((result) => result.post_id)).toContain(post);
    });
  }

  it('folds Arabic-script letters in the database as the migration says', async () => {
    const text = 'أإآٱ ة ى ـ مُحَمَّد ۃ ہ ھ ی ک ي ك ه abc';
    const [row] = await queryRows<{ ar: string; en: string; ur: string }>(
      getDb(),
      sql`select community_search_text('ar', ${text}) as ar, community_search_text('en', ${text}) as en,
        community_search_text('ur', ${text}) as ur`,
    );
    expect(row?.ar).toBe('اااا ه ي  محمد ه ه ه ي ك ي ك ه abc');
    expect(row?.en).toBe(row?.ar);
    // Urdu keeps its own letters (and آ), and gets them for the Arabic keyboard's.
    expect(row?.ur).toBe('أإآٱ ة ی  محمد ۃ ہ ھ ی ک ی ک ہ abc');
  });

  it('adds a new word to the vocabulary as soon as a second person writes it, not before', async () => {
    const word = `zorbalique${Date.now().toString(36).replace(/\d/gu, '')}`;
    const misspelt = word.replace('zorbal', 'zorval');
    const write = async (who: FamilyPerson, body: string) => {
      const answer = await api(app, who)('POST', '/community/posts', {
        kind: 'post',
        topic: 'documents',
        language: 'fr',
        body,
      });
      expect(answer.status).toBe(201);
    };
    await write(author, `Le mot ${word} est nouveau`);
    await write(author, `Encore ${word}, toujours moi`);
    // One person, twice: not a word of the vocabulary, so its misspelling finds nothing.
    expect((await search(misspelt)).body.results).toEqual([]);
    await write(neighbour, `Moi aussi je dis ${word}`);
    // No rebuild in between: the second person's post brought it in.
    const found = await search(misspelt);
    expect(found.body.results).toHaveLength(3);
  });

  it('adds a new word from a comment too', async () => {
    const word = `pwofesè${Date.now().toString(36).replace(/\d/gu, '')}`;
    const post = await api(app, author)<{ id: string }>('POST', '/community/posts', {
      kind: 'post',
      topic: 'documents',
      language: 'ht',
      body: `Mwen chèche yon ${word}`,
    });
    expect(post.status).toBe(201);
    expect((await search(word.replace('pwof', 'pouf'))).body.results).toEqual([]);
    const comment = await api(app, neighbour)('POST', `/community/posts/${post.body.id}/comments`, {
      body: `Mwen konnen yon ${word}`,
    });
    expect(comment.status).toBe(201);
    expect((await search(word.replace('pwof', 'pouf'))).body.results).toHaveLength(2);
  });

  it('finds a comment, names its post, and highlights the words as plain text', async () => {
    const response = await search('newark');
    expect(response.status).toBe(200);
    expect(response.body.results).toHaveLength(1);
    const [result] = response.body.results;
    expect(result).toMatchObject({
      post_id: commentPostId,
      comment_id: commentId,
      topic: 'documents',
      language: 'en',
    });
    expect(result?.highlight).toContainEqual({ text: 'Newark', match: true });
    expect(result?.highlight.map((segment) => segment.text).join('')).toContain('processed mine');
    expect(JSON.stringify(response.body)).not.toMatch(/<b>|<mark>|\uE000|\uE001/);
  });

  it('never shows a blocked member to the person who blocked them, but does to others', async () => {
    const forAuthor = await search('newark', undefined, author);
    expect(forAuthor.body.results.map((result) => result.author_display_name).sort()).toEqual([
      'Ana Writes',
      'Blocked One',
      'Blocked One',
    ]);
  });

  it('reads any syntax as words and never fails', async () => {
    const odd = [
      '"',
      '&|!',
      ':*',
      '(((',
      "'",
      '\\',
      'a:* & !b | (c',
      '"unclosed phrase',
      '-',
      'or',
      '🙂🙂🙂',
      '<script>alert(1)</script>',
      'x'.repeat(200),
      'ñ'.repeat(200),
      '\uE000Newark\uE001',
      'the',
    ];
    for (const q of odd) {
      const response = await search(q);
      expect(response.status, q).toBe(200);
      expect(Array.isArray(response.body.results)).toBe(true);
    }
    expect((await search('🙂🙂🙂')).body.results).toEqual([]);
  });

  it('refuses only what is not a query: empty, too long, control characters, bad cursors', async () => {
    for (const q of ['', '   ', 'x'.repeat(201), 'x'.repeat(500), 'a\u0000b', 'a\u0007b']) {
      expect((await search(q)).status, JSON.stringify(q)).toBe(400);
    }
    for (const cursor of ['nope', '1.5_not-a-uuid', `-1_${commentId}`, `1e999999_${commentId}`.repeat(3)]) {
      expect((await search('newark', cursor)).status, cursor).toBe(400);
    }
    // A cursor of the right form that matches nothing is just an empty page.
    expect((await search('newark', `0_${commentId}`)).body.results).toEqual([]);
    expect((await search('newark', `1e-40_${commentId}`)).status).toBe(200);
  });

  it('keeps in the vocabulary only words two people wrote in visible posts and comments', async () => {
    const db = getDb();
    const terms = async () =>
      (
        await queryRows<{ lexeme: string }>(
          db,
          sql`select lexeme from community_search_terms where language = 'ht' order by lexeme`,
        )
      ).map((row) => row.lexeme);
    expect(await terms()).toContain('imigrasyon');
    // Only one person wrote "avoka" and "bibliyotek": a name or an address written once is never in it.
    expect(await terms()).not.toContain('avoka');
    expect(await terms()).not.toContain('bibliyotek');
    // A second person's hidden post does not count either.
    await insertPost(db, { authorUserId: reader.id, body: 'Avoka a', language: 'ht', status: 'hidden' });
    await rebuildSearchTerms(db);
    expect(await terms()).not.toContain('avoka');
    expect(await terms()).toContain('imigrasyon');
  });

  it('does not correct a word nobody else wrote, and finds nothing for it', async () => {
    expect((await search('bibliyotex')).body.results).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await search('newark', undefined, null)).status).toBe(401);
  });

  it('pages through many results in order without repeating one', async () => {
    const db = getDb();
    for (let index = 0; index < 27; index++) {
      await insertPost(db, {
        authorUserId: author.id,
        body: `Vaccination clinic ${'open '.repeat(index % 5)}number ${index}`,
      });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await search('vaccination clinic', cursor);
      expect(response.status).toBe(200);
      seen.push(...response.body.results.map((result) => result.post_id));
      cursor = response.body.next_cursor ?? undefined;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(27);
    expect(new Set(seen).size).toBe(27);
  });
});

describe('highlight segments', () => {
  it('splits at the markers and keeps the text whole', () => {
    expect(highlightSegments(`a ${MATCH_START}b${MATCH_END} c ${MATCH_START}d${MATCH_END}`)).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c ', match: false },
      { text: 'd', match: true },
    ]);
    expect(highlightSegments('')).toEqual([]);
    expect(highlightSegments(`${MATCH_START}x${MATCH_END}${MATCH_START}y${MATCH_END}`)).toEqual([
      { text: 'xy', match: true },
    ]);
  });
});

describe('completing an excerpt', () => {
  const segments = (...parts: [string, boolean][]) => parts.map(([text, match]) => ({ text, match }));
  it('gives back leading punctuation and marks cuts with an ellipsis', () => {
    expect(completeExcerpt(segments(['Dónde ', false], ['renuevo', true]), '¿Dónde renuevo?')).toEqual(
      segments(['¿Dónde ', false], ['renuevo', true], [' …', false]),
    );
    expect(
      completeExcerpt(segments(['renuevo', true], [' hoy', false]), 'Pregunta: ¿dónde renuevo hoy'),
    ).toEqual(segments(['… ', false], ['renuevo', true], [' hoy', false]));
    expect(completeExcerpt(segments(['todo', true]), 'todo')).toEqual(segments(['todo', true]));
    expect(completeExcerpt([], 'algo')).toEqual([]);
  });
});

describe('search windows and words', () => {
  it('looks for rare words everywhere at once, common ones in the newest days first', () => {
    expect(windowsFor(0, 365)).toEqual([null]);
    expect(windowsFor(500, 365)).toEqual([null]);
    const days = Math.ceil((2 * CANDIDATES_MAX * 365) / 13_000);
    expect(windowsFor(13_000, 365)).toEqual([days, days * 8, null]);
    // A young community: the first window would cover everything.
    expect(windowsFor(13_000, 9)).toEqual([1, 8, null]);
    expect(windowsFor(13_000, 5)).toEqual([1, null]);
    expect(windowsFor(3_000, 1)).toEqual([null]);
  });

  it('corrects words of three letters or more, each once, at most six', () => {
    expect(correctableWords('Imigrasyom, IMIGRASYOM et de la')).toEqual(['imigrasyom']);
    expect(correctableWords('تصريح العمل')).toEqual(['تصريح', 'العمل']);
    expect(correctableWords('a b c 🙂')).toEqual([]);
    expect(correctableWords('one two three four five six seven eight')).toHaveLength(6);
  });
});
