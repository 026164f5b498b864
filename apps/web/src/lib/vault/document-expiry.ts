import { VAULT_EXPIRY_REMINDER_DAYS } from '@amparo/contract/vault/vault-limits';

// Expiry dates are calendar dates (YYYY-MM-DD) with no time zone: a passport that "expires on 3 May" expires on
// that day wherever the person is. So days are counted between calendar dates, in the person's own time zone.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reminder band a date falls in: already expired, or within 30, 90 or 180 days. */
export type ExpiryBand = 'expired' | (typeof VAULT_EXPIRY_REMINDER_DAYS)[number];

function calendarDay(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day) / DAY_MS;
}

/** Whole days from `today` (local calendar date) to `isoDate`: 0 on the day itself, negative once past. */
export function daysUntil(isoDate: string, today: Date = new Date()): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return (
    calendarDay(year ?? 1970, (month ?? 1) - 1, day ?? 1) -
    calendarDay(today.getFullYear(), today.getMonth(), today.getDate())
  );
}

/** The smallest band that holds `daysLeft`, or null when the date is further away than every band. */
export function expiryBand(daysLeft: number): ExpiryBand | null {
  if (daysLeft < 0) return 'expired';
  const bands = [...VAULT_EXPIRY_REMINDER_DAYS].sort((a, b) => a - b);
  return bands.find((band) => daysLeft <= band) ?? null;
}
