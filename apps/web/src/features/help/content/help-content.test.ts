// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
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

/** Every string of the app's screens in one language. */
function screenStrings(code: string): Set<string> {
  const localeDir = fileURLToPath(new URL(`../../../i18n/locales/${code}/`, import.meta.url));
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  for (const file of readdirSync(localeDir).filter((name) => name.endsWith('.json'))) {
    collect(JSON.parse(readFileSync(join(localeDir, file), 'utf8')));
  }
  return strings;
}

/** How each language's answers quote a label on screen. */
const QUOTED: Record<string, RegExp> = {
  en: /"([^"]+)"/g,
  es: /«([^»]+)»/g,
  ht: /"([^"]+)"/g,
  pt: /“([^”]+)”/g,
  fr: /« ([^»]+) »/g,
  ar: /«([^»]+)»/g,
  ur: /"([^"]+)"/g,
};
/** Quoted examples that are not labels: the name suggested for a passkey. */
const EXAMPLES = new Set([
  'My phone',
  'Mi teléfono',
  'Telefòn mwen',
  'Meu celular',
  'Mon téléphone',
  'هاتفي',
  'میرا فون',
]);

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

describe.each(LANGUAGE_CODES)('the %s security and account answers', (code) => {
  it('name buttons and sections as the screens say them', () => {
    // A quoted name in these answers is a label on screen ("Sign out all other sessions"): renaming a button
    // without the answer fails here, so the answers cannot drift from the screens (decision 038).
    const onScreen = screenStrings(code);
    const quote = QUOTED[code];
    if (!quote) throw new Error(`No quotation marks for ${code}`);
    const quoted = ZHelpContent.parse(read(code))
      .topics.filter((topic) => topic.id === 'security' || topic.id === 'account')
      .flatMap((topic) => topic.entries.flatMap((entry) => entry.answer))
      .flatMap((paragraph) => [...paragraph.matchAll(quote)].map((match) => match[1] ?? ''));
    expect(quoted.length).toBeGreaterThan(15);
    expect(quoted.filter((name) => !onScreen.has(name) && !EXAMPLES.has(name))).toEqual([]);
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
      'recovery-codes',
      'passkeys',
      'security-activity',
      'quick-exit',
      'wipe-device',
      'text-and-contrast',
      'notifications',
      'export-data',
      'delete-account',
      'change-language',
      'contact-support',
    ]) {
      expect(ids).toContain(id);
    }
  });
});
