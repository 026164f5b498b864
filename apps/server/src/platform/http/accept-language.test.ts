import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languagesByPreference } from './accept-language.ts';

describe('languagesByPreference', () => {
  it('orders by weight, keeps the order of equal weights and drops q=0 and malformed weights', () => {
    expect(languagesByPreference('de;q=0.5, fr-CA, es;q=0.9, en;q=0, ar;q=x, ur;q=0.9')).toEqual([
      'fr-CA',
      'es',
      'ur',
      'de',
    ]);
    expect(languagesByPreference(undefined)).toEqual([]);
    expect(languagesByPreference('')).toEqual([]);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pt-BR,pt;q=0.9,en-US;q=0.8', 'pt'],
    ['ar-EG', 'ar'],
    ['fr-CA', 'fr'],
    ['ht', 'ht'],
    ['HT', 'ht'],
    ['ur-PK, en;q=0.5', 'ur'],
    ['de-DE, es;q=0.7', 'es'],
    ['en;q=0.4, es;q=0.8', 'es'],
    ['es;q=0, en', 'en'],
    ['de, zh-CN', 'en'],
    ['*', 'en'],
    ['\r\nSet-Cookie: x=1', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('reads only the first ranges of a huge header', () => {
    expect(languageFromAcceptLanguage(`${'de, '.repeat(100_000)}fr`)).toBe('en');
  });
});
