import {
  DEFAULT_LANGUAGE,
  getLanguage,
  isLanguageCode,
  type LanguageCode,
  type TextDirection,
} from '@amparo/contract/i18n/languages';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mirrorLanguageCookie } from './language-cookie.ts';

/** The spec's storage key: the language choice survives a reload and is read before the first render. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

type Translations = Record<string, unknown>;

// Every namespace of every language, English included, is its own lazy chunk (a few kilobytes): the first paint
// downloads only the strings of the screen on show (issue 11), and a page's strings arrive with the page, because
// `useTranslation` suspends until its namespaces are loaded (the page's Suspense boundary shows "Loading page...",
// never a key or a flash of English). The service worker precaches every chunk, so all of them work offline.
const localeModules = import.meta.glob<Translations>('./locales/*/*.json', { import: 'default' });

/** Every namespace there is (from the English files, which are the reference). */
export const ALL_NAMESPACES: readonly string[] = Object.keys(localeModules)
  .filter((path) => path.startsWith('./locales/en/'))
  .map(namespaceOf);

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** The lazy chunk of one namespace of one language; undefined when there is none. */
export function localeModulePath(language: string, namespace: string): string {
  return `./locales/${language}/${namespace}.json`;
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeModules[localeModulePath(language, namespace)];
    if (!load) {
      // Not a language or namespace we ship: nothing to load, and nothing to retry.
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data as never),
      // `true` would make i18next retry; a chunk that failed offline is retried on the next language change.
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Loads namespaces of one language into the instance; a no-op for those already there. */
export async function loadNamespaces(
  i18n: I18n,
  code: LanguageCode,
  namespaces: readonly string[],
): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(code, namespace)) return;
      const load = localeModules[localeModulePath(code, namespace)];
      if (!load) return;
      i18n.addResourceBundle(code, namespace, await load(), true, true);
    }),
  );
}

/** The namespaces the app has loaded so far, in any language: a new language needs the same ones. */
function namespacesInUse(i18n: I18n): string[] {
  const inUse = new Set<string>(i18n.options.ns ? [i18n.options.ns].flat() : []);
  for (const code of i18n.languages ?? []) {
    for (const namespace of ALL_NAMESPACES) if (i18n.hasResourceBundle(code, namespace)) inUse.add(namespace);
  }
  return [...inUse];
}

/**
 * Loads one language's texts for every namespace in use (those of the screens seen so far), so switching to it
 * shows the screen at once; other namespaces arrive with their pages.
 */
export async function loadLanguage(i18n: I18n, code: LanguageCode): Promise<void> {
  await loadNamespaces(i18n, code, namespacesInUse(i18n));
}

/** Adds English namespaces that a lazily loaded page brought with it; a no-op for those already there. */
export function addEnglishNamespaces(i18n: I18n, bundles: Record<string, Translations>): void {
  for (const [namespace, data] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace))
      i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, data, true, true);
  }
}

/** The language stored on this device, or null before the person has chosen one. */
export function readChosenLanguage(storage: Pick<Storage, 'getItem'> | undefined): LanguageCode | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : null;
  } catch {
    // Storage can throw (private mode, blocked cookies): the app still opens.
    return null;
  }
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): LanguageCode {
  return readChosenLanguage(storage) ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, code: LanguageCode): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice still applies to this visit; it just is not remembered.
  }
  // The server reads the mirror to send the next visit's first screen already in this language.
  mirrorLanguageCookie(code);
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
  /** The language to start in; by default the stored one. */
  language?: LanguageCode;
  /**
   * The namespaces to load before resolving: the app passes those of the first screen, and the rest load as
   * screens need them. By default every namespace (tests, which render any screen synchronously).
   */
  namespaces?: readonly string[];
  /** Whether `useTranslation` suspends until its namespaces are loaded (the app); tests load everything first. */
  suspend?: boolean;
};

/**
 * Creates the i18next instance with the starting language loaded for the given namespaces, so the first render
 * is already in the person's language (no flash of English).
 */
export async function createI18n({
  storage,
  documentElement,
  language = readStoredLanguage(storage),
  namespaces = ALL_NAMESPACES,
  suspend = false,
}: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(lazyLocaleBackend).use(initReactI18next);
  if (documentElement) {
    instance.on('languageChanged', (code) => {
      if (isLanguageCode(code)) applyDocumentLanguage(documentElement, code);
    });
  }
  try {
    await instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: false,
      ns: [...namespaces],
      defaultNS: 'common',
      partialBundledLanguages: true,
      // An empty translation is treated as missing, so English shows instead of a blank.
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: suspend },
      showSupportNotice: false,
      // Load now rather than on the next timer tick: tests with fake timers, and no tick wasted at start.
      initAsync: false,
    });
  } catch (error) {
    // A chunk that cannot load (offline on a first visit) must not keep the app from opening.
    console.error(`Could not load the "${language}" translations`, error);
  }
  if (language !== DEFAULT_LANGUAGE && !instance.hasResourceBundle(language, 'common')) {
    // Offline on a first visit, in a language never downloaded: English, which the fallback loaded.
    console.error(`Could not load the "${language}" translations; showing English`);
    await instance.changeLanguage(DEFAULT_LANGUAGE);
  }
  if (documentElement && isLanguageCode(instance.language))
    applyDocumentLanguage(documentElement, instance.language);
  return instance;
}

/** Switches language on the person's request: loads it, applies it and remembers it. */
export async function changeLanguage(i18n: I18n, code: LanguageCode, storage?: Storage): Promise<void> {
  await loadLanguage(i18n, code);
  await i18n.changeLanguage(code);
  storeLanguage(storage, code);
}
