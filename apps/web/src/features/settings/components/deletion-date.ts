import { intlLocale } from '../../../lib/intl-locale.ts';

/** The day and time a scheduled deletion happens, as the Settings section and the app-wide banner show it. */
export function formatDeletionDate(scheduledFor: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(scheduledFor),
  );
}
