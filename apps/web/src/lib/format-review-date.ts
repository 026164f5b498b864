import { intlLocale } from './intl-locale.ts';

/**
 * "21 November 2026" in the reader's language, for the "last reviewed" line of sourced content (the rights guide,
 * the hotlines, the legal guides). The date is a calendar day, so it is read in UTC.
 */
export function formatReviewDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
