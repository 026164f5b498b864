/**
 * The last day an invitation link works, as the invitee's message, the holder's list and the join page all name
 * it. Days are counted in Hawaii's time zone, the westernmost of the United States, so the day named is never
 * later than the day the link expires anywhere in the country. Only the calendar date is kept (no time, no
 * zone), so a browser in any time zone shows the same day as the message.
 */
export const INVITATION_DAY_TIME_ZONE = 'Pacific/Honolulu';

/** The last day, `YYYY-MM-DD`, of a link that expires at `expiresAt` (a Date or an ISO string); null if invalid. */
export function invitationLastDay(expiresAt: Date | string): string | null {
  const instant = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  if (Number.isNaN(instant.getTime())) return null;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: INVITATION_DAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * That last day written in a language (`locale` as Intl takes it: "en", "ar", "fr-HT"…), e.g. "December 1,
 * 2026", "1 de diciembre de 2026". The date is formatted in UTC from its calendar parts, so the reader's own
 * time zone cannot move it.
 */
export function formatInvitationLastDay(expiresAt: Date | string, locale: string): string | null {
  const day = invitationLastDay(expiresAt);
  if (!day) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
