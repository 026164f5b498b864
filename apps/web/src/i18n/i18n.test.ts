import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './i18n.ts';

function storageWith(value: string | null): Storage {
  const storage = window.localStorage;
  storage.clear();
  if (value !== null) storage.setItem(LANGUAGE_STORAGE_KEY, value);
  return storage;
}

describe('language at start', () => {
  it('reads the stored choice', () => {
    expect(readStoredLanguage(storageWith('ht'))).toBe('ht');
  });

  it.each([null, '', 'de', 'EN', 'ar-EG', '{"code":"ar"}'])('falls back to English for %j', (value) => {
    expect(readStoredLanguage(storageWith(value))).toBe('en');
  });

  it('falls back to English when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredLanguage(throwing)).toBe('en');
  });

  it('starts in the stored language, with its translations already loaded', async () => {
    const i18n = await createI18n({ storage: storageWith('es'), documentElement: document.documentElement });
    expect(i18n.language).toBe('es');
    expect(i18n.t('loading.page')).toBe('Cargando página...');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it.each(['ar', 'ur'] as const)('sets <html dir="rtl"> for %s', async (code) => {
    await createI18n({ storage: storageWith(code), documentElement: document.documentElement });
    expect(document.documentElement.lang).toBe(code);
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('changing language', () => {
  it('loads, applies and remembers the new language', async () => {
    const storage = storageWith(null);
    const i18n = await createI18n({ storage, documentElement: document.documentElement });
    expect(document.documentElement.dir).toBe('ltr');

    await changeLanguage(i18n, 'ar', storage);
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('errors.title')).toBe('حدث خطأ ما');

    await changeLanguage(i18n, 'fr', storage);
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('missing translations', () => {
  it('fall back to English, then to the key itself', async () => {
    const i18n = await createI18n({ storage: storageWith('pt'), documentElement: document.documentElement });
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    i18n.addResource('pt', 'common', 'emptyInPortuguese', '');
    i18n.addResource('en', 'common', 'emptyInPortuguese', 'Shown in English');

    expect(i18n.t('update.prompt')).toBe('Há conteúdo novo disponível. Atualizar a página?');
    // These keys exist only at run time, so they are outside the typed key set on purpose.
    const t = i18n.t as (key: string) => string;
    expect(t('onlyInEnglish')).toBe('Only in English');
    expect(t('emptyInPortuguese')).toBe('Shown in English');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
  });
});
