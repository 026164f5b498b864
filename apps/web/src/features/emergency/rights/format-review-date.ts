/** "21 November 2026" in the reader's language; the date is a calendar day, so it is read in UTC. */
export function formatReviewDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
