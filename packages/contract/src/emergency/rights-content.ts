import { z } from 'zod';
import type { CurrentStatus, EntryMethod } from '../profile/profile.ts';

// The know-your-rights content is product text that reviewers correct without touching components
// (ARCHITECTURE.md §7), one file per language in apps/web/src/content/rights/. This schema is what every one of
// those files must satisfy, so a reviewer's edit that drops a section or a status fails a test, not a user.

/**
 * The statuses the guidance is written for. It differs from the profile's `current_status` in one place:
 * refugees and asylees answer "other" (their status is not offered by the onboarding question) and are found
 * through `entry_method`; see `rightsStatusFor`.
 */
export const RIGHTS_STATUSES = [
  'green_card',
  'visa_holder',
  'refugee_asylee',
  'tps_daca',
  'pending_adjustment',
  'other',
] as const;

export const ZRightsStatus = z.enum(RIGHTS_STATUSES);
export type RightsStatus = z.infer<typeof ZRightsStatus>;

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
const ZPoints = z.array(ZText).min(1);

export const ZRightsStatusVariant = z.object({
  /** "Green card holders (lawful permanent residents)". */
  label: ZText,
  /** One or two sentences on what is particular to this status. */
  summary: ZText,
  /** The documents that prove this status, one per item. */
  proof: ZPoints,
});

export const ZRightsSection = z.object({
  id: ZRightsSectionId,
  title: ZText,
  /** Advice for everyone, one short paragraph per item. */
  points: ZPoints,
  /** Present only on STATUS_SPECIFIC_SECTIONS: advice for each status, shown before the shared points. */
  byStatus: z.record(ZRightsStatus, ZPoints).optional(),
});

export type RightsSection = z.infer<typeof ZRightsSection>;

export const ZRightsSource = z.object({
  title: ZText,
  url: z.url({ protocol: /^https$/ }),
});

export type RightsSource = z.infer<typeof ZRightsSource>;

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
  });

export type RightsContent = z.infer<typeof ZRightsContent>;

/**
 * Which guidance fits a profile. Refugees and asylees who have not yet adjusted answer "other" (or nothing) to
 * the status question, so their entry method decides; a refugee who now holds a green card reads the green card
 * guidance. Null when the profile says nothing usable: the page then asks the reader to choose.
 */
export function rightsStatusFor(
  profile: { current_status: CurrentStatus | null; entry_method: EntryMethod | null } | null,
): RightsStatus | null {
  if (!profile) return null;
  switch (profile.current_status) {
    case 'green_card':
      return 'green_card';
    case 'active_visa':
      return 'visa_holder';
    case 'tps_daca':
      return 'tps_daca';
    case 'pending_adjustment':
      return 'pending_adjustment';
    case 'other':
      return profile.entry_method === 'refugee_asylee' ? 'refugee_asylee' : 'other';
    case null:
      return profile.entry_method === 'refugee_asylee' ? 'refugee_asylee' : null;
  }
}
