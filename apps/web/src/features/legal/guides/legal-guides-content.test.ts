// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import {
  LEGAL_GUIDE_IDS,
  type LegalGuidesContent,
  legalGuideStatements,
  ZLegalGuidesContent,
} from '@amparo/contract/legal/legal-guides-content';
import { describe, expect, it } from 'vitest';

// Every language's guides must say the same things as the English ones: the same guides, sections and
// checklists, the same number of statements in each (so a reviewer's edit cannot silently drop advice), each
// statement backed by the same sources, the review date and the legal notice.

const contentDir = fileURLToPath(new URL('../../../content/legal-guides/', import.meta.url));

function read(code: string): unknown {
  return JSON.parse(readFileSync(join(contentDir, `${code}.json`), 'utf8'));
}

const english = ZLegalGuidesContent.parse(read('en'));

function shape(content: LegalGuidesContent) {
  return {
    guides: content.guides.map((guide) => ({
      id: guide.id,
      checklist: guide.checklist?.length ?? 0,
      sections: guide.sections.map((section) => `${section.id}: ${section.statements.length}`),
    })),
    sources: content.sources.map((source) => `${source.id} ${source.url}`),
  };
}

/** Each statement's place with the ids of its sources: the same facts must rest on the same pages. */
function sourcesByStatement(content: LegalGuidesContent) {
  return legalGuideStatements(content).map(
    ({ path, statement }) => `${path.join('.')}: ${statement.sources.join(', ')}`,
  );
}

describe.each(LANGUAGE_CODES)('the %s legal guides', (code) => {
  it('match the content schema', () => {
    expect(ZLegalGuidesContent.safeParse(read(code)).error?.issues ?? []).toEqual([]);
  });

  it('are written in their own language, reviewed on 2026-12-07, with the legal notice', () => {
    const content = ZLegalGuidesContent.parse(read(code));
    expect(content.language).toBe(code);
    expect(content.lastReviewed).toBe('2026-12-07');
    expect(content.notice.length).toBeGreaterThan(40);
  });

  it('have every guide, section and checklist of the English guides, point for point, with the same sources', () => {
    const content = ZLegalGuidesContent.parse(read(code));
    expect(content.guides.map((guide) => guide.id)).toEqual([...LEGAL_GUIDE_IDS]);
    expect(shape(content)).toEqual(shape(english));
    expect(sourcesByStatement(content)).toEqual(sourcesByStatement(english));
  });

  it('back every statement with a source from their own list', () => {
    // Read without the schema, so this test names the statement even if the schema's own check were dropped.
    const content = read(code) as LegalGuidesContent;
    const listed = new Set(content.sources.map((source) => source.id));
    const statements = legalGuideStatements(content);
    expect(statements.length).toBeGreaterThan(80);
    const unresolved = statements.flatMap(({ path, statement }) =>
      (statement.sources ?? []).length === 0
        ? [`${path.join('.')}: no source`]
        : statement.sources.filter((id) => !listed.has(id)).map((id) => `${path.join('.')}: ${id}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('are translated: no title, summary or statement is left identical to the English', () => {
    if (code === 'en') return;
    const content = ZLegalGuidesContent.parse(read(code));
    expect(content.notice).not.toBe(english.notice);
    const englishTexts = new Set([
      ...english.guides.flatMap((guide) => [guide.title, guide.summary]),
      ...english.guides.flatMap((guide) => guide.sections.map((section) => section.heading)),
      ...legalGuideStatements(english).map(({ statement }) => statement.text),
    ]);
    const texts = [
      ...content.guides.flatMap((guide) => [guide.title, guide.summary]),
      ...content.guides.flatMap((guide) => guide.sections.map((section) => section.heading)),
      ...legalGuideStatements(content).map(({ statement }) => statement.text),
    ];
    // A heading that is only a program's name ("DACA") is the same in every language.
    expect(texts.filter((text) => englishTexts.has(text) && /\s/.test(text))).toEqual([]);
  });

  it('stay small enough to download on a weak network (under 20 KB as sent, compressed)', () => {
    // Each language is its own lazy chunk, served precompressed (decision 016): what a phone downloads is the
    // compressed size. Arabic and Urdu take two bytes a letter, so their raw size says little about that.
    const file = readFileSync(join(contentDir, `${code}.json`));
    expect(gzipSync(file, { level: 9 }).byteLength).toBeLessThan(20 * 1024);
  });
});

describe('the French legal guides', () => {
  // French typography, as in the app's own French strings (check-i18n). Addresses are left as they are.
  it("write only the typographic apostrophe (’), outside their sources' addresses", () => {
    const straight: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        if (value.includes("'") && !path.endsWith('.url') && !path.includes('sources.')) straight.push(path);
      } else if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
      }
    };
    walk(read('fr'), '');
    expect(straight).toEqual([]);
  });
});

describe('the legal guides schema', () => {
  it('refuses guides out of order or missing', () => {
    const swapped = structuredClone(read('en')) as LegalGuidesContent;
    [swapped.guides[0], swapped.guides[1]] = [swapped.guides[1], swapped.guides[0]] as [
      LegalGuidesContent['guides'][number],
      LegalGuidesContent['guides'][number],
    ];
    expect(ZLegalGuidesContent.safeParse(swapped).success).toBe(false);

    const missing = structuredClone(read('en')) as LegalGuidesContent;
    missing.guides.pop();
    expect(ZLegalGuidesContent.safeParse(missing).success).toBe(false);
  });

  it('refuses a statement without a source, or citing a source the file does not list', () => {
    const bare = structuredClone(read('en')) as LegalGuidesContent;
    const first = bare.guides[2]?.sections[0]?.statements[0];
    if (first) first.sources = [];
    expect(ZLegalGuidesContent.safeParse(bare).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'guides.2.sections.0.statements.0.sources',
    ]);

    const unknown = structuredClone(read('en')) as LegalGuidesContent;
    const step = unknown.guides[0]?.checklist?.[0];
    if (step) step.sources = ['a-blog-nobody-checked'];
    expect(ZLegalGuidesContent.safeParse(unknown).error?.issues.map((issue) => issue.message)).toContain(
      'Source "a-blog-nobody-checked" is not in the guide\'s source list',
    );
  });

  it('refuses a listed source that no statement cites, and a section listed twice', () => {
    const extra = structuredClone(read('en')) as LegalGuidesContent;
    extra.sources.push({
      id: 'unused',
      title: 'A page nobody cites',
      url: 'https://example.org/',
      publisher: 'Nobody',
    });
    expect(ZLegalGuidesContent.safeParse(extra).error?.issues.map((issue) => issue.message)).toEqual([
      'Source "unused" is cited by no statement',
    ]);

    const twice = structuredClone(read('en')) as LegalGuidesContent;
    const sections = twice.guides[0]?.sections;
    if (sections?.[0] && sections[1]) sections[1].id = sections[0].id;
    expect(ZLegalGuidesContent.safeParse(twice).success).toBe(false);
  });

  it('refuses a source address that is not https', () => {
    const plain = structuredClone(read('en')) as LegalGuidesContent;
    if (plain.sources[0]) plain.sources[0].url = 'http://www.uscis.gov/ar-11';
    expect(ZLegalGuidesContent.safeParse(plain).success).toBe(false);
  });
});
