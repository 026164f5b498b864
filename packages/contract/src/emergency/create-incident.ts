import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { ZIncident, ZIncidentLocation } from './incident.ts';

/**
 * `POST /api/v1/emergency/incidents`: starts an incident and alerts every contact with alerts on. `client_id`
 * is made on the phone when the person activates Help Me Now: a request sent twice (a retry, or the offline
 * copy sent when the network returns) creates one incident and one set of alerts. 201 when created, 200 when
 * it already existed.
 */
export const ZCreateIncidentRequest = z.object({
  client_id: z.uuid(),
  /** The phone's time at activation, kept when the incident waited offline. */
  started_at: z.iso.datetime({ offset: true }),
  location: ZIncidentLocation.nullish(),
  /** An IANA time zone such as America/New_York, so contacts read the local time. */
  time_zone: text().max(64).optional(),
});

export const ZCreateIncidentResponse = ZIncident;

export type CreateIncidentRequest = z.infer<typeof ZCreateIncidentRequest>;
export type CreateIncidentResponse = z.infer<typeof ZCreateIncidentResponse>;
