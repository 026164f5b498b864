import { z } from 'zod';
import { checkSourceCitations } from '../content/check-source-citations.ts';
import { RIGHTS_STATUSES, type RightsStatus } from './rights-status.ts';

// The know-your-rights content is product text that reviewers correct without touching components
// (ARCHITECTURE.md §7), one file per language in apps/web/src/content/rights/. This schema is what every one of
// those files must satisfy, so a reviewer's edit that drops a section or a status fails a test, not a user.

// The statuses and the choice of guidance are plain data (rights-status.ts, which the /emergency page's first render
// reads without zod); they stay exported from here for the server and the tests.
export { isRightsStatus, RIGHTS_STATUSES, type RightsStatus, rightsStatusFor } from './rights-status.ts';

export const ZRightsStatus = z.enum(RIGHTS_STATUSES);

/** The sections of the guide, in reading order. */
export const RIGHTS_SECTION_IDS = [
  'duties',
  'home',
  'street',
  'car',
  'work',
  'airport',
  'detained',
  'signing',
  'recording',
  'scams',
] as const;

export const ZRightsSectionId = z.enum(RIGHTS_SECTION_IDS);
export type RightsSectionId = z.infer<typeof ZRightsSectionId>;

/** Sections whose advice depends on the status: each must carry a text for every status. */
export const STATUS_SPECIFIC_SECTIONS = ['duties', 'airport'] as const satisfies readonly RightsSectionId[];

/** Phrases a person may say to an officer; the page shows them in English and in the reader's language. */
export const RIGHTS_PHRASE_IDS = [
  'free-to-leave',
  'remain-silent',
  'no-consent',
  'show-warrant',
  'show-proof',
  'lawyer',
  'no-signature',
  'fear-return',
  'consulate',
] as const;

export const ZRightsPhraseId = z.enum(RIGHTS_PHRASE_IDS);
export type RightsPhraseId = z.infer<typeof ZRightsPhraseId>;

const ZText = z.string().trim().min(1);

/** How a statement names its sources: the `id` of an entry in the guide's own source list. */
export const ZRightsSourceId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * Anything the guide tells a person as fact or advice. A statement without a source cannot be checked by a
 * reviewer, so the schema refuses one (issue 10, point 0): each names at least one entry of `sources`.
 */
export const ZRightsStatement = z.object({
  text: ZText,
  sources: z.array(ZRightsSourceId).min(1),
});

export type RightsStatement = z.infer<typeof ZRightsStatement>;

const ZStatements = z.array(ZRightsStatement).min(1);

export const ZRightsStatusVariant = z.object({
  /** "Green card holders (lawful permanent residents)". */
  label: ZText,
  /** One to three sentences on what is particular to this status. */
  summary: ZRightsStatement,
  /** The documents that prove this status, one per item. */
  proof: ZStatements,
});

export const ZRightsSection = z.object({
  id: ZRightsSectionId,
  title: ZText,
  /** Advice for everyone, one short paragraph per item. */
  points: ZStatements,
  /** Present only on STATUS_SPECIFIC_SECTIONS: advice for each status, shown before the shared points. */
  byStatus: z.record(ZRightsStatus, ZStatements).optional(),
});

export type RightsSection = z.infer<typeof ZRightsSection>;

/** Sources are cited by id; the title is the page's own (most are in English), the URL where it is read. */
export const ZRightsSource = z.object({
  id: ZRightsSourceId,
  title: ZText,
  url: z.url({ protocol: /^https$/ }),
});

export type RightsSource = z.infer<typeof ZRightsSource>;

/** Phrases that are safe in one place and harmful in another carry a warning shown beneath them. */
export const RIGHTS_PHRASE_NOTE_IDS = [
  'remain-silent',
  'no-consent',
  'consulate',
] as const satisfies readonly RightsPhraseId[];

export const ZRightsContent = z
  .object({
    language: z.string().min(2).max(3),
    /** The day a person last checked every statement against its sources, YYYY-MM-DD. */
    lastReviewed: z.iso.date(),
    title: ZText,
    intro: ZText,
    /** "Information, not legal advice": shown once per page. */
    notice: ZText,
    statuses: z.record(ZRightsStatus, ZRightsStatusVariant),
    sections: z.array(ZRightsSection).length(RIGHTS_SECTION_IDS.length),
    phrases: z.record(ZRightsPhraseId, ZText),
    phraseNotes: z.record(z.enum(RIGHTS_PHRASE_NOTE_IDS), ZRightsStatement),
    sources: z.array(ZRightsSource).min(1),
  })
  .superRefine((content, context) => {
    content.sections.forEach((section, index) => {
      if (section.id !== RIGHTS_SECTION_IDS[index]) {
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          message: `Expected section "${RIGHTS_SECTION_IDS[index]}" here, found "${section.id}"`,
        });
      }
      const needsStatuses = (STATUS_SPECIFIC_SECTIONS as readonly string[]).includes(section.id);
      if (needsStatuses !== (section.byStatus !== undefined)) {
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'byStatus'],
          message: needsStatuses
            ? `Section "${section.id}" needs advice for every status`
            : `Section "${section.id}" is the same for every status and takes no byStatus`,
        });
      }
    });

    checkSourceCitations(context, content.sources, rightsStatements(content));
  });

export type RightsContent = z.infer<typeof ZRightsContent>;

type StatementsHolder = {
  statuses: Record<RightsStatus, { summary: RightsStatement; proof: RightsStatement[] }>;
  sections: { points: RightsStatement[]; byStatus?: Partial<Record<RightsStatus, RightsStatement[]>> }[];
  phraseNotes: Partial<Record<RightsPhraseNoteId, RightsStatement>>;
};

export type RightsPhraseNoteId = (typeof RIGHTS_PHRASE_NOTE_IDS)[number];

/**
 * Every statement of a guide with where it sits, in reading order: the status summaries and proof lists, each
 * section's advice by status and for everyone, and the warnings under phrases. Used to check sources and to
 * compare languages statement by statement.
 */
export function rightsStatements(
  content: StatementsHolder,
): { path: (string | number)[]; statement: RightsStatement }[] {
  const found: { path: (string | number)[]; statement: RightsStatement }[] = [];
  for (const status of RIGHTS_STATUSES) {
    const variant = content.statuses[status];
    if (!variant) continue;
    found.push({ path: ['statuses', status, 'summary'], statement: variant.summary });
    variant.proof.forEach((statement, index) => {
      found.push({ path: ['statuses', status, 'proof', index], statement });
    });
  }
  content.sections.forEach((section, sectionIndex) => {
    for (const status of RIGHTS_STATUSES) {
      section.byStatus?.[status]?.forEach((statement, index) => {
        found.push({ path: ['sections', sectionIndex, 'byStatus', status, index], statement });
      });
    }
    section.points.forEach((statement, index) => {
      found.push({ path: ['sections', sectionIndex, 'points', index], statement });
    });
  });
  for (const id of RIGHTS_PHRASE_NOTE_IDS) {
    const statement = content.phraseNotes[id];
    if (statement) found.push({ path: ['phraseNotes', id], statement });
  }
  return found;
}
