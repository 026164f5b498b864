import { z } from 'zod';
import { FEE_MODELS, PRACTICE_AREAS, SERVICE_LANGUAGE_CODES, US_STATE_CODES } from './legal-limits.ts';
import { ZProfessionalSummary } from './professional-models.ts';

// `GET /api/v1/legal/professionals` (public): verified professionals whose check has not run out, filtered.
//
// The order is fair and says so: nobody pays to be first and nobody is always first. Each day every listing gets
// a place from md5(its id ‖ the day), which no professional can choose or change; the next day shuffles again.
// Pages follow that order with a keyset cursor that carries the day it began, so "Show more" after midnight goes
// on with the same order instead of repeating or skipping people.

export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;

/** `<day>.<md5 of id ‖ day>.<id>`: where the previous page stopped. */
export const SEARCH_CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2})\.([0-9a-f]{32})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const ZBooleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZSearchProfessionalsQuery = z.object({
  /** A language the professional works in (SERVICE_LANGUAGE_CODES). */
  language: z.enum(SERVICE_LANGUAGE_CODES).optional(),
  practice_area: z.enum(PRACTICE_AREAS).optional(),
  /** USPS code: an office in that state, or consultations offered remotely (immigration law is federal). */
  state: z.enum(US_STATE_CODES).optional(),
  /** `true`: only those who offer remote consultations. */
  remote_only: ZBooleanFlag.optional(),
  /** Comma-separated fee models, for example `free,sliding_scale`. */
  fee_models: z
    .string()
    .max(100)
    .transform((value, context) => {
      const models = value.split(',').filter(Boolean);
      for (const model of models) {
        if (!(FEE_MODELS as readonly string[]).includes(model)) {
          context.addIssue({ code: 'custom', message: `Unknown fee model: use ${FEE_MODELS.join(', ')}` });
          return z.NEVER;
        }
      }
      return models as (typeof FEE_MODELS)[number][];
    })
    .optional(),
  /** `true`: free or sliding-scale help only (what /legal-aid shows). */
  low_cost: ZBooleanFlag.optional(),
  cursor: z.string().regex(SEARCH_CURSOR_PATTERN, 'invalid_cursor').optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).optional(),
});
export type SearchProfessionalsQuery = z.input<typeof ZSearchProfessionalsQuery>;

export const ZSearchProfessionalsResponse = z.object({
  professionals: z.array(ZProfessionalSummary),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  /** The day (UTC, YYYY-MM-DD) whose order these results follow. */
  order_day: z.string(),
});
export type SearchProfessionalsResponse = z.infer<typeof ZSearchProfessionalsResponse>;
