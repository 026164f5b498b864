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
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date and time');
