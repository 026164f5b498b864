export type TextDirection = 'ltr' | 'rtl';

export type Language = {
  code: string;
  /** English name, for logs, admin screens and the server. */
  name: string;
  /** The name in the language itself: what a speaker looks for in a picker. */
  nativeName: string;
  /** The name a phone's top bar has room for, still in the language itself ("Kreyòl" for "Kreyòl ayisyen"). */
  shortName: string;
  dir: TextDirection;
};

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', shortName: 'English', dir: 'ltr' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', shortName: 'Español', dir: 'ltr' },
  { code: 'ht', name: 'Haitian Creole', nativeName: 'Kreyòl ayisyen', shortName: 'Kreyòl', dir: 'ltr' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', shortName: 'Português', dir: 'ltr' },
  { code: 'fr', name: 'French', nativeName: 'Français', shortName: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', shortName: 'العربية', dir: 'rtl' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', shortName: 'اردو', dir: 'rtl' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function isRtl(code: LanguageCode): boolean {
  return getLanguage(code).dir === 'rtl';
}

export function getLanguage(code: LanguageCode): (typeof LANGUAGES)[number] {
  // Every LanguageCode comes from LANGUAGES, so the lookup cannot miss.
  return LANGUAGES.find((language) => language.code === code) as (typeof LANGUAGES)[number];
}
