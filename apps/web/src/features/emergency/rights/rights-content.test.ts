// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  RIGHTS_PHRASE_IDS,
  RIGHTS_SECTION_IDS,
  RIGHTS_STATUSES,
  type RightsContent,
  rightsStatements,
  ZRightsContent,
} from '@amparo/contract/emergency/rights-content';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';

// Every language's guide must say the same things as the English one: the same sections and statuses, the
// same statements in each (so a reviewer's edit cannot silently drop advice), each statement backed by the same
// sources, the review date and the legal notice.

const contentDir = fileURLToPath(new URL('../../../content/rights/', import.meta.url));

function read(code: string): unknown {
  return JSON.parse(readFileSync(join(contentDir, `${code}.json`), 'utf8'));
}

const english = ZRightsContent.parse(read('en'));

function shape(content: RightsContent) {
  return {
    statuses: Object.fromEntries(
      RIGHTS_STATUSES.map((status) => [status, content.statuses[status].proof.length]),
    ),
    sections: content.sections.map((section) => ({
      id: section.id,
      points: section.points.length,
      byStatus: section.byStatus
        ? Object.fromEntries(RIGHTS_STATUSES.map((status) => [status, section.byStatus?.[status]?.length]))
        : null,
    })),
    phrases: Object.keys(content.phrases).sort(),
    phraseNotes: Object.keys(content.phraseNotes).sort(),
    sources: content.sources.map((source) => `${source.id} ${source.url}`),
  };
}

/** Each statement's place in the guide with the ids of its sources: the same facts must rest on the same pages. */
function sourcesByStatement(content: RightsContent) {
  return rightsStatements(content).map(
    ({ path, statement }) => `${path.join('.')}: ${statement.sources.join(', ')}`,
  );
}

describe.each(LANGUAGE_CODES)('the %s rights guide', (code) => {
  const parsed = ZRightsContent.safeParse(read(code));

  it('matches the content schema', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('is written in its own language, reviewed on 2026-12-07, with the legal notice', () => {
    const content = ZRightsContent.parse(read(code));
    expect(content.language).toBe(code);
    expect(content.lastReviewed).toBe('2026-12-07');
    expect(content.notice.length).toBeGreaterThan(40);
  });

  it('has every section, status and phrase of the English guide, point for point, with the same sources', () => {
    const content = ZRightsContent.parse(read(code));
    expect(shape(content)).toEqual(shape(english));
    expect(content.sections.map((section) => section.id)).toEqual([...RIGHTS_SECTION_IDS]);
    expect(Object.keys(content.phrases).sort()).toEqual([...RIGHTS_PHRASE_IDS].sort());
  });

  it('backs every statement with at least one source from its own source list', () => {
    // Read without the schema, so this test names the statement even if the schema's own check were dropped.
    const content = read(code) as RightsContent;
    const listed = new Set(content.sources.map((source) => source.id));
    const statements = rightsStatements(content);
    expect(statements.length).toBeGreaterThan(60);
    const unsourced = statements
      .filter(({ statement }) => !Array.isArray(statement.sources) || statement.sources.length === 0)
      .map(({ path }) => path.join('.'));
    expect(unsourced).toEqual([]);
    const unresolved = statements.flatMap(({ path, statement }) =>
      (statement.sources ?? []).filter((id) => !listed.has(id)).map((id) => `${path.join('.')}: ${id}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('rests each statement on the same sources as the English guide', () => {
    const content = ZRightsContent.parse(read(code));
    expect(sourcesByStatement(content)).toEqual(sourcesByStatement(english));
  });

  it('is translated: no text of another language is left identical to the English', () => {
    if (code === 'en') return;
    const content = ZRightsContent.parse(read(code));
    expect(content.title).not.toBe(english.title);
    expect(content.notice).not.toBe(english.notice);
    const englishTexts = new Set(rightsStatements(english).map(({ statement }) => statement.text));
    expect(
      rightsStatements(content)
        .map(({ statement }) => statement.text)
        .filter((text) => englishTexts.has(text)),
    ).toEqual([]);
    const englishPhrases = new Set(Object.values(english.phrases));
    expect(Object.values(content.phrases).filter((phrase) => englishPhrases.has(phrase))).toEqual([]);
  });
});

describe('the French rights guide', () => {
  // French typography, as in the app's own French strings (check-i18n): the guide is what a frightened person
  // reads, and it must not look less careful than the buttons around it. Addresses are left as they are.
  it("writes only the typographic apostrophe (’), outside its sources' addresses", () => {
    const straight: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        if (value.includes("'") && !path.endsWith('.url')) straight.push(path);
      } else if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
      }
    };
    walk(read('fr'), '');
    expect(straight).toEqual([]);
  });
});

describe('the content schema', () => {
  it('refuses a guide that drops a status from a status-specific section', () => {
    const broken = structuredClone(read('en')) as RightsContent;
    const duties = broken.sections[0];
    if (duties?.byStatus) delete (duties.byStatus as Partial<typeof duties.byStatus>).tps_daca;
    expect(ZRightsContent.safeParse(broken).success).toBe(false);
  });

  it('refuses sections out of order, empty texts and a guide without sources', () => {
    const swapped = structuredClone(read('en')) as RightsContent;
    [swapped.sections[1], swapped.sections[2]] = [swapped.sections[2], swapped.sections[1]] as [
      RightsContent['sections'][number],
      RightsContent['sections'][number],
    ];
    expect(ZRightsContent.safeParse(swapped).success).toBe(false);

    const empty = structuredClone(read('en')) as RightsContent;
    empty.phrases.lawyer = '  ';
    expect(ZRightsContent.safeParse(empty).success).toBe(false);

    const unsourced = structuredClone(read('en')) as RightsContent;
    unsourced.sources = [];
    expect(ZRightsContent.safeParse(unsourced).success).toBe(false);
  });

  it('refuses a statement without a source, or citing a source the guide does not list', () => {
    const bare = structuredClone(read('en')) as RightsContent;
    const firstPoint = bare.sections[3]?.points[0];
    if (firstPoint) firstPoint.sources = [];
    const bareResult = ZRightsContent.safeParse(bare);
    expect(bareResult.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'sections.3.points.0.sources',
    ]);

    const unknown = structuredClone(read('en')) as RightsContent;
    unknown.phraseNotes.consulate.sources = ['a-blog-nobody-checked'];
    const unknownResult = ZRightsContent.safeParse(unknown);
    expect(unknownResult.error?.issues.map((issue) => issue.message)).toContain(
      'Source "a-blog-nobody-checked" is not in the guide\'s source list',
    );

    const summary = structuredClone(read('en')) as RightsContent;
    summary.statuses.green_card.summary.sources = [];
    expect(ZRightsContent.safeParse(summary).success).toBe(false);
  });

  it('refuses a listed source that no statement cites', () => {
    const extra = structuredClone(read('en')) as RightsContent;
    extra.sources.push({ id: 'unused', title: 'A page nobody cites', url: 'https://example.org/' });
    expect(ZRightsContent.safeParse(extra).error?.issues.map((issue) => issue.message)).toEqual([
      'Source "unused" is cited by no statement',
    ]);
  });
});
