import { findBritishSpellings } from '@amparo/contract/i18n/british-spellings';
import { describe, expect, it } from 'vitest';

// Amparo's English is American (issue 24): "license", "organization", "recognize". Every English string the web
// app shows, from the locale files and from the content files (help, rights, legal guides), is checked.

const english = {
  ...import.meta.glob<unknown>('./locales/en/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('../content/*/en.json', { eager: true, import: 'default' }),
};

/** Every string in a JSON value, with where it is ("sections.3.points.1.text"). */
function stringsOf(value: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...path, String(index)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, [...path, key]));
  return [];
}

describe('the English strings', () => {
  it('are found (the check reads real files)', () => {
    expect(Object.keys(english)).toContain('./locales/en/lawyers.json');
    expect(Object.keys(english)).toContain('../content/help/en.json');
  });

  it.each(Object.keys(english))('%s: American spelling', (file) => {
    const british = stringsOf(english[file]).flatMap(({ path, text }) =>
      findBritishSpellings(text).map((found) => `${path}: ${found}`),
    );
    expect(british).toEqual([]);
  });
});
