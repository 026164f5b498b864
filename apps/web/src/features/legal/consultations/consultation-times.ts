import { CONSULTATION_TIME_MAX_DAYS_AHEAD } from '@amparo/contract/legal/preferred-time';
import { intlLocale } from '../../../lib/intl-locale.ts';

// Times in a consultation are instants (ISO 8601 with an offset). The person types a day and a time in their own
// time zone; each side reads every time in their own zone, with the zone named, so nobody has to convert.

/** A day (YYYY-MM-DD) and a time (HH:MM) in this device's time zone, as ISO 8601 with the offset it has then. */
export function localTimeToIso(day: string, time: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})/.exec(time);
  if (!dayMatch || !timeMatch) return null;
  const [, year, month, date] = dayMatch.map(Number) as [number, number, number, number];
  const [, hours, minutes] = timeMatch.map(Number) as [number, number, number];
  const local = new Date(year, month - 1, date, hours, minutes);
  if (Number.isNaN(local.getTime()) || local.getMonth() !== month - 1) return null;
  // Built from the instant itself, so a time that does not exist (a clock change) is read as the one that does.
  const offset = -local.getTimezoneOffset();
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  return (
    `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}` +
    `T${pad(local.getHours())}:${pad(local.getMinutes())}:00` +
    `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

export type TimeProblem = 'incomplete' | 'past' | 'far';

/** What is wrong with a day and time the person chose, or null. Both empty is fine (nothing chosen). */
export function timeProblem(day: string, time: string, now = Date.now()): TimeProblem | null {
  if (day === '' && time === '') return null;
  const iso = localTimeToIso(day, time);
  if (!iso) return 'incomplete';
  const at = Date.parse(iso);
  if (at <= now) return 'past';
  if (at > now + CONSULTATION_TIME_MAX_DAYS_AHEAD * 86_400_000) return 'far';
  return null;
}

/** Today in this device's time zone, for a date input's `min`. */
export function todayLocal(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Thursday, May 1, 2031 at 3:30 PM" in the reader's language and time zone. */
export function formatConsultationTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A day, shorter: for lists. */
export function formatConsultationDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** This device's time zone, named the way the reader knows it: "America/New_York (EST)". */
export function timeZoneLabel(language: string, now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const short = new Intl.DateTimeFormat(intlLocale(language), { timeZoneName: 'short' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = zone.replaceAll('_', ' ');
  return short && short !== zone ? `${name} (${short})` : name;
}
