import { describe, expect, it } from 'vitest';
import { getLanguage, isLanguageCode, isRtl, LANGUAGE_CODES, LANGUAGES } from './languages.ts';

describe('languages', () => {
  it('lists the seven product languages in order', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur']);
  });

  it('marks only Arabic and Urdu as right-to-left', () => {
    expect(LANGUAGES.filter((language) => isRtl(language.code)).map((language) => language.code)).toEqual([
      'ar',
      'ur',
    ]);
  });

  it('accepts only known codes', () => {
    expect(isLanguageCode('ht')).toBe(true);
    expect(isLanguageCode('de')).toBe(false);
    expect(isLanguageCode('EN')).toBe(false);
    expect(isLanguageCode(null)).toBe(false);
  });

  it('gives each language its native name', () => {
    expect(getLanguage('ur').nativeName).toBe('اردو');
    expect(getLanguage('ht').nativeName).toBe('Kreyòl ayisyen');
  });
});
