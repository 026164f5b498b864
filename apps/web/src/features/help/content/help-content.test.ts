// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_TOPIC_IDS, type HelpContent, ZHelpContent } from '@amparo/contract/help/help-content';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';

// Every language's answers must say the same things as the English ones: the same topics and questions, in the
// same order, with the same links, sources and hotlines, so a reviewer's edit cannot drop an answer or a source.

const contentDir = fileURLToPath(new URL('../../../content/help/', import.meta.url));
const read = (code: string): unknown => JSON.parse(readFileSync(join(contentDir, `${code}.json`), 'utf8'));
const english = ZHelpContent.parse(read('en'));

function shape(content: HelpContent) {
  return content.topics.map((topic) => ({
    id: topic.id,
    entries: topic.entries.map((entry) => ({
      id: entry.id,
      paragraphs: entry.answer.length,
      links: entry.links?.map((link) => link.to) ?? [],
      sources: entry.sources ?? [],
      hotlines: entry.hotlines ?? false,
    })),
  }));
}

describe.each(LANGUAGE_CODES)('the %s help answers', (code) => {
  it('match the content schema, in their own language, with the review date and the notice', () => {
    const parsed = ZHelpContent.safeParse(read(code));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const content = ZHelpContent.parse(read(code));
    expect(content.language).toBe(code);
    expect(content.lastReviewed).toBe(english.lastReviewed);
    expect(content.notice.length).toBeGreaterThan(60);
  });

  it('have every topic and answer of the English ones, with the same links, sources and hotlines', () => {
    const content = ZHelpContent.parse(read(code));
    expect(content.topics.map((topic) => topic.id)).toEqual([...HELP_TOPIC_IDS]);
    expect(shape(content)).toEqual(shape(english));
    expect(content.sources).toEqual(english.sources);
  });
});

describe('the help content schema', () => {
  it('refuses an answer about rights without a source, and a source that is not listed', () => {
    const copy = structuredClone(english);
    const rights = copy.topics.find((topic) => topic.id === 'rights');
    if (!rights?.entries[0]) throw new Error('The rights topic is missing');
    rights.entries[0].sources = [];
    const messages = ZHelpContent.safeParse(copy).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.some((message) => message.includes('must cite a source'))).toBe(true);
    rights.entries[0].sources = ['no-such-source'];
    expect(ZHelpContent.safeParse(copy).error?.issues[0]?.message).toContain('is not listed');
  });

  it('covers every area of the app', () => {
    const ids = english.topics.flatMap((topic) => topic.entries.map((entry) => entry.id));
    for (const id of [
      'help-me-now',
      'hotlines',
      'rights-card',
      'forgot-passphrase',
      'share-document',
      'proof-link',
      'family-protection',
      'plans-difference',
      'community-what',
      'find-lawyer',
      'free-legal-help',
      'devices-signed-in',
      'two-step',
      'passkeys',
      'quick-exit',
      'export-data',
      'delete-account',
      'change-language',
      'contact-support',
    ]) {
      expect(ids).toContain(id);
    }
  });
});
