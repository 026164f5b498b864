import {
  DEFAULT_LANGUAGE,
  getLanguage,
  isLanguageCode,
  type LanguageCode,
  type TextDirection,
} from '@amparo/contract/i18n/languages';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The spec's storage key: the language choice survives a reload and is read before the first render. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

type Translations = Record<string, unknown>;

// English is the fallback for every missing key, so it ships in the main chunk; every other
// language is one lazy chunk per namespace file, fetched only when chosen. The vault's and the proof page's
// namespaces are the exception: they are large and used by those pages only, so their English travels with the
// page's own chunk (`useEnglishNamespaces`) instead of delaying everyone's first paint.
const englishModules = import.meta.glob<Translations>(
  ['./locales/en/*.json', '!./locales/en/vault*.json', '!./locales/en/proof.json'],
  { eager: true, import: 'default' },
);
const otherModules = import.meta.glob<Translations>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function englishResources(): Resource {
  const bundle: Record<string, Translations> = {};
  for (const [path, data] of Object.entries(englishModules)) bundle[namespaceOf(path)] = data;
  return { en: bundle };
}

/** Loads every namespace file of one language into the instance (a no-op for English). */
export async function loadLanguage(i18n: I18n, code: LanguageCode): Promise<void> {
  const prefix = `./locales/${code}/`;
  const loaders = Object.entries(otherModules).filter(([path]) => path.startsWith(prefix));
  await Promise.all(
    loaders.map(async ([path, load]) => {
      const namespace = namespaceOf(path);
      if (i18n.hasResourceBundle(code, namespace)) return;
      i18n.addResourceBundle(code, namespace, await load(), true, true);
    }),
  );
}

/** Adds English namespaces that a lazily loaded page brought with it; a no-op for those already there. */
export function addEnglishNamespaces(i18n: I18n, bundles: Record<string, Translations>): void {
  for (const [namespace, data] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace))
      i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, data, true, true);
  }
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): LanguageCode {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can throw (private mode, blocked cookies): the app still opens, in English.
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, code: LanguageCode): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice still applies to this visit; it just is not remembered.
  }
}

export function directionOf(code: string): TextDirection {
  return isLanguageCode(code) ? getLanguage(code).dir : 'ltr';
}

/** `<html lang dir>` is what screen readers, fonts and the browser's own bidi layout read. */
export function applyDocumentLanguage(root: HTMLElement, code: LanguageCode): void {
  root.lang = code;
  root.dir = directionOf(code);
}

export type CreateI18nOptions = {
  storage?: Storage;
  documentElement?: HTMLElement;
};

/**
 * Creates the i18next instance with the stored language fully loaded, so the first render is
 * already in the user's language (no flash of English, no Suspense).
 */
export async function createI18n({ storage, documentElement }: CreateI18nOptions = {}): Promise<I18n> {
  const language = readStoredLanguage(storage);
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (documentElement) {
    instance.on('languageChanged', (code) => {
      if (isLanguageCode(code)) applyDocumentLanguage(documentElement, code);
    });
  }
  await instance.init({
    resources: englishResources(),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    ns: Object.keys(englishResources().en ?? {}),
    defaultNS: 'common',
    partialBundledLanguages: true,
    // An empty translation is treated as missing, so English shows instead of a blank.
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  if (documentElement) applyDocumentLanguage(documentElement, DEFAULT_LANGUAGE);
  if (language !== DEFAULT_LANGUAGE) {
    try {
      await loadLanguage(instance, language);
      await instance.changeLanguage(language);
    } catch (error) {
      // A chunk that cannot load (offline on a first visit) must not keep the app from opening.
      console.error(`Could not load the "${language}" translations; showing English`, error);
    }
  }
  return instance;
}

/** Switches language on the user's request: loads it, applies it and remembers it. */
export async function changeLanguage(i18n: I18n, code: LanguageCode, storage?: Storage): Promise<void> {
  await loadLanguage(i18n, code);
  await i18n.changeLanguage(code);
  storeLanguage(storage, code);
}
