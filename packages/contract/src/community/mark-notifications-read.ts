import { z } from 'zod';

/** At most this many ids in one request (a page or two of the Alerts tab). */
export const MARK_READ_IDS_MAX = 100;

/**
 * `POST /api/v1/community/notifications/read`: `ids` (entries of the caller's Alerts tab; an official alert's id
 * marks it and every older official alert read) or `all: true`. Ids that are not the caller's are ignored, so
 * they cannot be probed.
 */
export const ZMarkNotificationsReadRequest = z
  .object({
    ids: z.array(z.uuid()).max(MARK_READ_IDS_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => body.all === true || (body.ids !== undefined && body.ids.length > 0), {
    message: 'Send ids or all: true',
    path: ['ids'],
  });
export type MarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;

export const ZMarkNotificationsReadResponse = z.object({ unread_count: z.number().int().min(0) });
export type MarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;
