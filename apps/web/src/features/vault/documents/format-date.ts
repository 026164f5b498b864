// Dates in the reader's language and calendar conventions.

export function formatDate(isoDate: string, language: string): string {
  // A YYYY-MM-DD date is a calendar day: format it at noon UTC in UTC so no time zone moves it to another day.
  const date = isoDate.length === 10 ? new Date(`${isoDate}T12:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: isoDate.length === 10 ? 'UTC' : undefined,
  }).format(date);
}
