// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { type LegalGuide, ZLegalGuidesContent } from '@amparo/contract/legal/legal-guides-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, highlight, queryWords } from '../../../lib/text-search.ts';
import { indexGuides, searchGuides } from './search-guides.ts';

// The search is run against the real guides of each language, so a reviewer's rewording that makes a guide
// unfindable by its own obvious word fails here.

const srcDir = fileURLToPath(new URL('../../../', import.meta.url));

function guidesIn(code: string) {
  const content = ZLegalGuidesContent.parse(
    JSON.parse(readFileSync(join(srcDir, 'content/legal-guides', `${code}.json`), 'utf8')),
  );
  return indexGuides(content.guides);
}

function firstHit(code: string, query: string) {
  return searchGuides(guidesIn(code), query)[0]?.id;
}

function marked(parts: { text: string; match: boolean }[]) {
  return parts.filter((part) => part.match).map((part) => part.text);
}

describe('searching the guides in the reader’s language', () => {
  it.each([
    ['en', 'AR-11', 'keeping-status'],
    ['en', 'visa bulletin', 'family-petitions'],
    ['en', 'NOTARIO', 'scams-and-notario-fraud'],
    ['en', 'I 130', 'family-petitions'],
    ['es', 'naturalizacion', 'naturalization'],
    ['es', 'fianza', 'after-an-arrest'],
    ['ht', 'eskwokri', 'scams-and-notario-fraud'],
    ['ht', 'renouvelman', 'renewals-and-deadlines'],
    ['ht', 'kosyon', 'after-an-arrest'],
    ['pt', 'naturalizacao', 'naturalization'],
    ['pt', 'PETIÇÕES', 'family-petitions'],
    ['fr', 'delais', 'renewals-and-deadlines'],
    ['fr', 'arnaques', 'scams-and-notario-fraud'],
    ['ar', 'التجنس', 'naturalization'],
    ['ar', 'التَّجَنُّس', 'naturalization'],
    ['ar', 'نشره التاشيرات', 'family-petitions'],
    ['ar', 'الاحـــتيال', 'scams-and-notario-fraud'],
    ['ur', 'نوٹاریو', 'scams-and-notario-fraud'],
    // Urdu typed on an Arabic keyboard: ه for ہ, ي for ی.
    ['ur', 'شهري', 'naturalization'],
    ['ur', 'ضمانت', 'after-an-arrest'],
  ])('in %s, “%s” finds %s first', (code, query, guide) => {
    expect(firstHit(code, query)).toBe(guide);
  });

  it('finds a guide only when every word is in it', () => {
    const index = guidesIn('en');
    expect(searchGuides(index, 'notario').map((hit) => hit.id)).toContain('scams-and-notario-fraud');
    expect(searchGuides(index, 'notario AR-11')).toEqual([]);
    expect(searchGuides(index, 'xylophone')).toEqual([]);
  });

  it('ranks a word in the title above the same word in a heading, and both above the text', () => {
    // "renewals" is the title of one guide; "deadline" is in that title too, while "DACA" is a heading there and
    // only text in others.
    const order = searchGuides(guidesIn('en'), 'DACA').map((hit) => hit.id);
    expect(order[0]).toBe('renewals-and-deadlines');
    expect(order).toContain('work-authorization');
    expect(order.indexOf('renewals-and-deadlines')).toBeLessThan(order.indexOf('work-authorization'));
    expect(searchGuides(guidesIn('en'), 'citizen')[0]?.id).toBe('naturalization');
  });

  it('shows under a guide the statements that matched, with the words marked', () => {
    const [hit] = searchGuides(guidesIn('en'), 'bond');
    expect(hit?.id).toBe('after-an-arrest');
    expect(hit?.matches[0]?.heading).toBe('Help them');
    expect(hit?.matches[0]?.sectionId).toBe('help-them');
    expect(marked(hit?.matches[0]?.parts ?? [])).toEqual(['bond']);
    expect(hit?.matches.length).toBeLessThanOrEqual(3);
  });

  it('gives an empty answer to an empty or punctuation-only query', () => {
    const index = guidesIn('en');
    expect(searchGuides(index, '')).toEqual([]);
    expect(searchGuides(index, '   ')).toEqual([]);
    expect(searchGuides(index, '--- ?!')).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('in %s, each suggestion the empty state offers finds a guide', (code) => {
    const ui = JSON.parse(readFileSync(join(srcDir, 'i18n/locales', code, 'legal-guides.json'), 'utf8')) as {
      list: { empty: Record<string, string> };
    };
    for (const key of ['suggestion1', 'suggestion2', 'suggestion3']) {
      const suggestion = ui.list.empty[key] ?? '';
      expect(searchGuides(guidesIn(code), suggestion).length, `${code} ${suggestion}`).toBeGreaterThan(0);
    }
  });
});

describe('folding and highlighting', () => {
  it('ignores case and accents, and marks the original letters', () => {
    expect(marked(highlight('Petición familiar', queryWords('PETICION')))).toEqual(['Petición']);
    expect(marked(highlight('Kat vèt ou', queryWords('vet')))).toEqual(['vèt']);
  });

  it('folds Arabic letter forms, harakat and tatweel, and keeps the harakat inside the mark', () => {
    expect(foldText('أَإِآٱ').folded).toBe('اااا');
    expect(foldText('مدرسة').folded).toBe(foldText('مدرسه').folded);
    expect(foldText('مدى').folded).toBe(foldText('مدي').folded);
    expect(foldText('كتـــاب').folded).toBe('كتاب');
    expect(marked(highlight('طلب التجنّس اليوم', queryWords('التجنس')))).toEqual(['التجنّس']);
  });

  it('folds Urdu letters to the Arabic keyboard’s and reads Eastern digits', () => {
    expect(foldText('شہری').folded).toBe(foldText('شهري').folded);
    expect(foldText('کارڈ').folded).toBe(foldText('كارڈ').folded);
    expect(foldText('۱۰ دن').folded).toBe('10 دن');
    expect(foldText('١٠').folded).toBe('10');
  });

  it('marks a form number typed without its hyphen, and merges touching matches', () => {
    expect(marked(highlight('File Form I-130 now', queryWords('i130')))).toEqual(['I-130']);
    expect(marked(highlight('green card', queryWords('green card')))).toEqual(['green', 'card']);
    expect(marked(highlight('cardcard', queryWords('card rdca')))).toEqual(['cardcard']);
  });

  it('never throws, and the marked runs always rebuild the original text', () => {
    const index = guidesIn('ar');
    const sample: LegalGuide[] = [];
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: 'binary' }),
        (query, text) => {
          searchGuides(index, query);
          searchGuides(indexGuides(sample), query);
          const parts = highlight(text, queryWords(query));
          expect(parts.map((part) => part.text).join('')).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
    // 300 searches of the whole Arabic index: a few seconds on a busy machine, more than vitest's default 5.
  }, 30_000);
});
