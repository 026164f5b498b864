// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  RIGHTS_PHRASE_IDS,
  RIGHTS_SECTION_IDS,
  RIGHTS_STATUSES,
  type RightsContent,
  ZRightsContent,
} from '@amparo/contract/emergency/rights-content';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';

// Every language's guide must say the same things as the English one: the same sections and statuses, the
// same number of points in each (so a reviewer's edit cannot silently drop advice), the same sources, the
// review date and the legal notice.

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
    sources: content.sources.map((source) => source.url),
  };
}

describe.each(LANGUAGE_CODES)('the %s rights guide', (code) => {
  const parsed = ZRightsContent.safeParse(read(code));

  it('matches the content schema', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('is written in its own language, reviewed on 2026-11-21, with the legal notice', () => {
    const content = ZRightsContent.parse(read(code));
    expect(content.language).toBe(code);
    expect(content.lastReviewed).toBe('2026-11-21');
    expect(content.notice.length).toBeGreaterThan(40);
  });

  it('has every section, status and phrase of the English guide, point for point, with the same sources', () => {
    const content = ZRightsContent.parse(read(code));
    expect(shape(content)).toEqual(shape(english));
    expect(content.sections.map((section) => section.id)).toEqual([...RIGHTS_SECTION_IDS]);
    expect(Object.keys(content.phrases).sort()).toEqual([...RIGHTS_PHRASE_IDS].sort());
  });

  it('is translated: no text of another language is left identical to the English', () => {
    if (code === 'en') return;
    const content = ZRightsContent.parse(read(code));
    expect(content.title).not.toBe(english.title);
    expect(content.notice).not.toBe(english.notice);
    const englishPoints = new Set(english.sections.flatMap((section) => section.points));
    expect(content.sections.flatMap((section) => section.points).filter((p) => englishPoints.has(p))).toEqual(
      [],
    );
    const englishPhrases = new Set(Object.values(english.phrases));
    expect(Object.values(content.phrases).filter((phrase) => englishPhrases.has(phrase))).toEqual([]);
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
});
