import { intlLocale } from '../../lib/intl-locale.ts';

/** "28 Nov 2026, 14:05" in the reader's language and time zone. */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
