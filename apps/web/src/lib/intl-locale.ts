/**
 * The locale to hand to Intl for one of our languages. Browsers have no Haitian Creole date data and would fall
 * back to English, so Haitian Creole uses French (Haiti) dates, as the emergency timeline does.
 */
export function intlLocale(language: string): string {
  return language === 'ht' ? 'fr-HT' : language;
}
