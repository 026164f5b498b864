import { z } from 'zod';
import { POST_LANGUAGES, POST_TOPICS } from './community-limits.ts';

// `GET /api/v1/community/events` (text/event-stream): what the server pushes while a community page is open.

/** `event: post`: a post just became visible to everyone (new, or approved by the owner). */
export const ZLivePostEvent = z.object({
  id: z.uuid(),
  topic: z.enum(POST_TOPICS),
  language: z.enum(POST_LANGUAGES),
  created_at: z.iso.datetime({ offset: true }),
});
export type LivePostEvent = z.infer<typeof ZLivePostEvent>;

/**
 * `post`: see above. `notification`: the caller has a new entry in the Alerts tab (data `{}`; read the list).
 * `resync`: the server may have missed events (its database connection came back): ask new-count again.
 * `ready` (data `{}`): this stream now receives events; what happened before it was not sent: ask new-count.
 */
export const LIVE_EVENT_NAMES = ['post', 'notification', 'resync', 'ready'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];
