import { describe, expect, it } from 'vitest';
import { hasChosenLanguage, preferredLanguage } from './language-choice.ts';

describe('hasChosenLanguage', () => {
  const storageWith = (value: string | null) => ({ getItem: () => value });

  it('is true only for a language Amparo has', () => {
    expect(hasChosenLanguage(storageWith('ur'))).toBe(true);
    expect(hasChosenLanguage(storageWith(null))).toBe(false);
    expect(hasChosenLanguage(storageWith('de'))).toBe(false);
    expect(hasChosenLanguage(undefined)).toBe(false);
    expect(
      hasChosenLanguage({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });
});

describe('preferredLanguage', () => {
  it('takes the first browser language Amparo speaks, by its base code', () => {
    expect(preferredLanguage(['de-DE', 'pt-BR', 'en'])).toBe('pt');
    expect(preferredLanguage(['HT'])).toBe('ht');
    expect(preferredLanguage(['ar-EG'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(preferredLanguage(['de', 'zh-CN'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
  });
});
