import { FAMILY_INVITATION_TTL_MS } from './family-limits.ts';

/**
 * The last day an invitation link works, as the invitee's message, the holder's list and the join page all name
 * it. Days are counted in Hawaii's time zone, the westernmost of the United States, so the day named is never
 * later than the day the link expires anywhere in the country. Only the calendar date is kept (no time, no
 * zone), so a browser in any time zone shows the same day as the message.
 */
export const INVITATION_DAY_TIME_ZONE = 'Pacific/Honolulu';

/** Hawaii is 10 hours behind UTC all year (no daylight saving time). */
const HAWAII_OFFSET_HOURS = 10;

/**
 * When a link made at `createdAt` stops working: at the end of the 7th day after it, counted in Hawaii. So "until
 * <day>" is true to the letter in every US time zone (the day ends earlier everywhere else), and a link never
 * works less than 7 days; at most a day more.
 */
export function invitationExpiresAt(createdAt: Date, ttlMs = FAMILY_INVITATION_TTL_MS): Date {
  const day = invitationLastDay(new Date(createdAt.getTime() + ttlMs));
  if (!day) throw new Error('Invalid invitation date');
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Midnight at the start of the next day in Hawaii.
  return new Date(Date.UTC(year, month - 1, date + 1, HAWAII_OFFSET_HOURS));
}

/** The last day, `YYYY-MM-DD`, of a link that expires at `expiresAt` (a Date or an ISO string); null if invalid. */
export function invitationLastDay(expiresAt: Date | string): string | null {
  const parsed = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  if (Number.isNaN(parsed.getTime())) return null;
  // The last moment the link still works: an expiry at midnight belongs to the day before.
  const instant = new Date(parsed.getTime() - 1);
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
