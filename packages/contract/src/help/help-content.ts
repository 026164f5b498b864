import { z } from 'zod';

// The help page's questions and answers (issue 15) are product text that reviewers correct without touching
// components (ARCHITECTURE.md §7), one file per language in apps/web/src/content/help/. This schema is what each
// file must satisfy. An answer about rights or the law names its sources, as the rights guide does, and the file
// carries the date it was last reviewed and the notice that it is information, not legal advice.

/** The topics, in the order the page shows them; each is an anchor (`#topic-<id>`). */
export const HELP_TOPIC_IDS = [
  'start',
  'emergency',
  'rights',
  'vault',
  'family',
  'plans',
  'community',
  'legal',
  'security',
  'account',
  'support',
] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

/** Topics whose answers state the law or people's rights: every answer there must cite a source. */
export const HELP_SOURCED_TOPICS: readonly HelpTopicId[] = ['rights'];

const ZText = z.string().trim().min(1);
/** Entry and source ids: lower-case words joined by hyphens, the same in every language (they are anchors). */
const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const ZHelpLink = z.object({
  /** A path inside the app, such as `/emergency` or `/legal-hub/guides/scams-and-notario-fraud`. */
  to: z.string().regex(/^\/[a-z0-9\-/#]*$/),
  label: ZText,
});
export type HelpLink = z.infer<typeof ZHelpLink>;

export const ZHelpEntry = z.object({
  id: ZSlug,
  question: ZText,
  /** Paragraphs, each short. */
  answer: z.array(ZText).min(1),
  links: z.array(ZHelpLink).optional(),
  /** Ids of the file's `sources`: required for an answer about rights or the law. */
  sources: z.array(ZSlug).optional(),
  /** Shows the national hotlines (the app's one list, src/lib/hotlines.ts) under the answer. */
  hotlines: z.boolean().optional(),
});
export type HelpEntry = z.infer<typeof ZHelpEntry>;

export const ZHelpTopic = z.object({
  id: z.enum(HELP_TOPIC_IDS),
  title: ZText,
  entries: z.array(ZHelpEntry).min(1),
});
export type HelpTopic = z.infer<typeof ZHelpTopic>;

export const ZHelpSource = z.object({ id: ZSlug, title: ZText, url: z.url() });

export const ZHelpContent = z
  .object({
    language: z.string(),
    /** YYYY-MM-DD. */
    lastReviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Information, not legal advice: shown once at the top of the page. */
    notice: ZText,
    topics: z.array(ZHelpTopic),
    sources: z.array(ZHelpSource),
  })
  .superRefine((content, context) => {
    const listed = new Set(content.sources.map((source) => source.id));
    const entryIds = new Set<string>();
    content.topics.forEach((topic, topicIndex) => {
      topic.entries.forEach((entry, entryIndex) => {
        const path = ['topics', topicIndex, 'entries', entryIndex];
        if (entryIds.has(entry.id)) {
          context.addIssue({
            code: 'custom',
            path: [...path, 'id'],
            message: `Entry "${entry.id}" is listed twice`,
          });
        }
        entryIds.add(entry.id);
        if (HELP_SOURCED_TOPICS.includes(topic.id) && !entry.sources?.length) {
          context.addIssue({
            code: 'custom',
            path,
            message: `"${entry.id}" states the law and must cite a source`,
          });
        }
        for (const id of entry.sources ?? []) {
          if (!listed.has(id)) {
            context.addIssue({
              code: 'custom',
              path: [...path, 'sources'],
              message: `Source "${id}" is not listed`,
            });
          }
        }
      });
    });
  });
export type HelpContent = z.infer<typeof ZHelpContent>;
