import { z } from 'zod';

// A moment in a consultation (a preferred time, a proposed or agreed time): ISO 8601 with its offset, so the
// server and the other side read the same instant whatever their time zone, and the person's own offset is kept
// to show it as they chose it. Whether it is still ahead is the server's check, with its own clock (TIME_IN_PAST).

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** How far ahead a time may be: a year, which is more than any consultation is planned. */
export const CONSULTATION_TIME_MAX_DAYS_AHEAD = 366;

export const ZConsultationTime = z
  .string()
  .max(40)
  .regex(ISO_WITH_OFFSET, 'must be an ISO 8601 date and time with its offset, like 2030-05-01T15:30:00-05:00')
  .refine(isRealDateTime, 'must be a real date and time');

/**
 * The calendar day and the clock as written exist: `Date.parse` rolls 2027-02-30 over to March 2 and 24:00 to the
 * next day, so each part is checked against the calendar rather than trusted to the parser.
 */
function isRealDateTime(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!parts || Number.isNaN(Date.parse(value))) return false;
  // Real offsets run from -12:00 to +14:00.
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(value);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3]);
    if (Number(offset[3]) > 59 || minutes > (offset[1] === '+' ? 14 * 60 : 12 * 60)) return false;
  }
  const [year, month, day, hour, minute, second] = parts
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const calendar = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return (
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === (month ?? 1) - 1 &&
    calendar.getUTCDate() === day &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59
  );
}
