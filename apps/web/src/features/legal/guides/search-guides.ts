import type { LegalGuide, LegalGuideId } from '@amparo/contract/legal/legal-guides-content';
import { foldText, type HighlightPart, highlight, queryWords } from '../../../lib/text-search.ts';

// Search over the legal guides in the reader's own language, in the browser; how text and query are folded (accents,
// Arabic and Urdu letter forms, hyphens) is lib/text-search.ts.

/** A statement that matched, with where it sits (its section, or the guide's checklist when `sectionId` is null). */
export type MatchedStatement = {
  sectionId: string | null;
  heading: string | null;
  parts: HighlightPart[];
};

export type GuideHit = {
  id: LegalGuideId;
  title: HighlightPart[];
  summary: HighlightPart[];
  matches: MatchedStatement[];
};

/** Statements shown under a guide in the results: enough to see why it matched, few enough to scan. */
export const MATCHES_PER_GUIDE = 3;
// Where a word is found says how much the guide is about it: its title most, a heading next, its text least.
const WEIGHT = { title: 8, heading: 4, summary: 2, text: 1 } as const;

type IndexedText = { text: string; folded: string };
type IndexedStatement = IndexedText & { sectionId: string | null; heading: string | null };

/** A guide's texts folded once, so each keystroke only compares strings. */
export type IndexedGuide = {
  guide: LegalGuide;
  title: IndexedText;
  summary: IndexedText;
  headings: IndexedText[];
  statements: IndexedStatement[];
};

function indexed(text: string): IndexedText {
  return { text, folded: foldText(text).folded };
}

export function indexGuides(guides: readonly LegalGuide[]): IndexedGuide[] {
  return guides.map((guide) => ({
    guide,
    title: indexed(guide.title),
    summary: indexed(guide.summary),
    headings: guide.sections.map((section) => indexed(section.heading)),
    statements: [
      ...(guide.checklist ?? []).map((statement) => ({
        ...indexed(statement.text),
        sectionId: null,
        heading: null,
      })),
      ...guide.sections.flatMap((section) =>
        section.statements.map((statement) => ({
          ...indexed(statement.text),
          sectionId: section.id,
          heading: section.heading,
        })),
      ),
    ],
  }));
}

/** How strongly a guide is about `word`: the weight of the best place it occurs, 0 when it does not. */
function wordWeight(entry: IndexedGuide, word: string): number {
  if (entry.title.folded.includes(word)) return WEIGHT.title;
  if (entry.headings.some((heading) => heading.folded.includes(word))) return WEIGHT.heading;
  if (entry.summary.folded.includes(word)) return WEIGHT.summary;
  if (entry.statements.some((statement) => statement.folded.includes(word))) return WEIGHT.text;
  return 0;
}

/**
 * The guides that contain every word of the query, best first (a word in the title counts more than one in a
 * heading, which counts more than one in the text), each with the statements that show why it matched. An empty
 * query finds nothing: the page then lists every guide.
 */
export function searchGuides(index: readonly IndexedGuide[], query: string): GuideHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { hit: GuideHit; score: number; order: number }[] = [];
  index.forEach((entry, order) => {
    const weights = words.map((word) => wordWeight(entry, word));
    if (weights.some((weight) => weight === 0)) return;
    const statements = entry.statements
      .map((statement, position) => ({
        statement,
        position,
        found: words.filter((word) => statement.folded.includes(word)).length,
      }))
      .filter(({ found }) => found > 0);
    // A statement holding every word is worth more than one holding some, and breaks ties between guides.
    const complete = statements.filter(({ found }) => found === words.length).length;
    const score = weights.reduce((sum, weight) => sum + weight, 0) + Math.min(complete, 5) / 10;
    const matches = statements
      .sort((a, b) => b.found - a.found || a.position - b.position)
      .slice(0, MATCHES_PER_GUIDE)
      .map(({ statement }) => ({
        sectionId: statement.sectionId,
        heading: statement.heading,
        parts: highlight(statement.text, words),
      }));
    scored.push({
      hit: {
        id: entry.guide.id,
        title: highlight(entry.title.text, words),
        summary: highlight(entry.summary.text, words),
        matches,
      },
      score,
      order,
    });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ hit }) => hit);
}
