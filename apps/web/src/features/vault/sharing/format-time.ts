import { intlLocale } from '../../../lib/intl-locale.ts';

export type TimeLeft = { unit: 'days' | 'hours' | 'minutes'; count: number };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What is left before `target`, in the largest whole unit; never "0 minutes" while it still works. */
export function timeUntil(target: Date, now: Date): TimeLeft {
  const remaining = target.getTime() - now.getTime();
  if (remaining >= DAY) return { unit: 'days', count: Math.floor(remaining / DAY) };
  if (remaining >= HOUR) return { unit: 'hours', count: Math.floor(remaining / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.ceil(remaining / 60_000)) };
}

export function formatDateTime(value: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    value,
  );
}
