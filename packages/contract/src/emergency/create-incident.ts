import { z } from 'zod';
import { ZApiError } from '../platform/api-error.ts';
import { text } from '../platform/typed-text.ts';
import { ZIncident, ZIncidentLocation } from './incident.ts';

/**
 * `POST /api/v1/emergency/incidents`: starts an incident and alerts every contact with alerts on. `client_id`
 * is made on the phone when the person activates Help Me Now: a request sent twice (a retry, or the offline
 * copy sent when the network returns) creates one incident and one set of alerts. 201 when created, 200 when
 * it already existed. 409 `incident_active`, with that incident, while the person has a current one
 * (`isCurrentIncident` in incident-currency.ts): a second hold leads to its "alert everyone again", never to a second incident.
 * 429 `rate_limited` past `MAX_INCIDENTS_PER_DAY`.
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

/** The code of the 409 that says the person already has a current alert; `incident` is that alert. */
export const INCIDENT_ACTIVE = 'incident_active';

/**
 * New incidents one account may start in any 24 hours. Far more than anyone needs (a real second emergency is
 * the second); it only stops a script or a stolen session from alerting everyone over and over.
 */
export const MAX_INCIDENTS_PER_DAY = 10;
export const INCIDENT_LIMIT_WINDOW_MS = 24 * 60 * 60_000;

/** The 409 of `POST /emergency/incidents`: `alert_name_required`, or `incident_active` with the incident. */
export const ZCreateIncidentConflict = ZApiError.extend({ incident: ZIncident.optional() });

export type CreateIncidentConflict = z.infer<typeof ZCreateIncidentConflict>;
