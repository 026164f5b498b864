import { z } from 'zod';
import { checkSourceCitations } from '../content/check-source-citations.ts';

// The legal hub's plain-language guides are product text that reviewers correct without touching components
// (ARCHITECTURE.md §7), one file per language in apps/web/src/content/legal-guides/. This schema is what every
// one of those files must satisfy, so a reviewer's edit that drops a guide or a source fails a test, not a user.

/** The guides, in the order the hub lists them (issue 13, point 4). */
export const LEGAL_GUIDE_IDS = [
  'keeping-status',
  'renewals-and-deadlines',
  'family-petitions',
  'naturalization',
  'work-authorization',
  'after-an-arrest',
  'scams-and-notario-fraud',
] as const;

export const ZLegalGuideId = z.enum(LEGAL_GUIDE_IDS);
export type LegalGuideId = z.infer<typeof ZLegalGuideId>;

export function isLegalGuideId(value: unknown): value is LegalGuideId {
  return ZLegalGuideId.safeParse(value).success;
}

const ZText = z.string().trim().min(1);

/** Section and source ids: lower-case words joined by hyphens, stable across languages (they are anchors too). */
const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * Anything a guide tells a person as fact or advice. A statement without a source cannot be checked by a
 * reviewer, so the schema refuses one: each names at least one entry of the file's `sources`.
 */
export const ZLegalStatement = z.object({
  text: ZText,
  sources: z.array(ZSlug).min(1),
});

export type LegalStatement = z.infer<typeof ZLegalStatement>;

const ZStatements = z.array(ZLegalStatement).min(1);

export const ZLegalGuideSection = z.object({
  id: ZSlug,
  heading: ZText,
  statements: ZStatements,
});

export type LegalGuideSection = z.infer<typeof ZLegalGuideSection>;

export const ZLegalGuide = z.object({
  id: ZLegalGuideId,
  title: ZText,
  /** One or two sentences: what the guide is for, shown in the list. */
  summary: ZText,
  sections: z.array(ZLegalGuideSection).min(1),
  /** "What to do now": short steps, shown before the sections. */
  checklist: ZStatements.optional(),
});

export type LegalGuide = z.infer<typeof ZLegalGuide>;

/** Titles are the pages' own (most in English): a translated title would name a page that does not exist. */
export const ZLegalSource = z.object({
  id: ZSlug,
  title: ZText,
  url: z.url({ protocol: /^https$/ }),
  publisher: ZText,
});

export type LegalSource = z.infer<typeof ZLegalSource>;

export const ZLegalGuidesContent = z
  .object({
    language: z.string().min(2).max(3),
    /** The day a person last checked every statement against its sources, YYYY-MM-DD. */
    lastReviewed: z.iso.date(),
    /** "Information, not legal advice": shown once per guide page. */
    notice: ZText,
    guides: z.array(ZLegalGuide).length(LEGAL_GUIDE_IDS.length),
    sources: z.array(ZLegalSource).min(1),
  })
  .superRefine((content, context) => {
    content.guides.forEach((guide, index) => {
      if (guide.id !== LEGAL_GUIDE_IDS[index]) {
        context.addIssue({
          code: 'custom',
          path: ['guides', index, 'id'],
          message: `Expected guide "${LEGAL_GUIDE_IDS[index]}" here, found "${guide.id}"`,
        });
      }
      const sectionIds = new Set<string>();
      guide.sections.forEach((section, sectionIndex) => {
        if (sectionIds.has(section.id)) {
          context.addIssue({
            code: 'custom',
            path: ['guides', index, 'sections', sectionIndex, 'id'],
            message: `Section "${section.id}" appears twice in guide "${guide.id}"`,
          });
        }
        sectionIds.add(section.id);
      });
    });

    checkSourceCitations(context, content.sources, legalGuideStatements(content));
  });

export type LegalGuidesContent = z.infer<typeof ZLegalGuidesContent>;

type StatementsHolder = {
  guides: { checklist?: LegalStatement[]; sections: { statements: LegalStatement[] }[] }[];
};

/**
 * Every statement of every guide with where it sits, in reading order (each guide's checklist, then its
 * sections). Used to check sources and to compare languages statement by statement.
 */
export function legalGuideStatements(
  content: StatementsHolder,
): { path: (string | number)[]; statement: LegalStatement }[] {
  const found: { path: (string | number)[]; statement: LegalStatement }[] = [];
  content.guides.forEach((guide, guideIndex) => {
    guide.checklist?.forEach((statement, index) => {
      found.push({ path: ['guides', guideIndex, 'checklist', index], statement });
    });
    guide.sections.forEach((section, sectionIndex) => {
      section.statements.forEach((statement, index) => {
        found.push({
          path: ['guides', guideIndex, 'sections', sectionIndex, 'statements', index],
          statement,
        });
      });
    });
  });
  return found;
}

/** The sources one guide cites, in the order of the file's list: the numbered list at the foot of its page. */
export function sourcesOfGuide(guide: LegalGuide, sources: readonly LegalSource[]): LegalSource[] {
  const cited = new Set<string>();
  for (const statement of [...(guide.checklist ?? []), ...guide.sections.flatMap((s) => s.statements)]) {
    for (const id of statement.sources) cited.add(id);
  }
  return sources.filter((source) => cited.has(source.id));
}
