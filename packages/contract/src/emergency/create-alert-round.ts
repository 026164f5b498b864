import type { z } from 'zod';
import { ZCreateIncidentRequest } from './create-incident.ts';
import { ZIncident } from './incident.ts';

/**
 * `POST /api/v1/emergency/incidents/:id/rounds`: "alert everyone again". A new round of alerts on the same
 * incident, to everyone Help Me Now alerts (the contacts with alerts on and the family), with this press's own
 * time and place. `client_id` is made on the phone at the press: the same round sent twice (a retry, the
 * offline copy sent when the network returns) is stored and sent once. 201 when created, 200 when it already
 * existed. 404 for an incident that is not the caller's; 409 `incident_ended` once "I'm safe" ended it; 409
 * `alert_name_required` as for a new incident; 429 `rate_limited` once the incident has sent
 * `MAX_ALERT_ROUNDS` rounds (a hold of Help Me Now then starts a new incident).
 */
export const ZCreateAlertRoundRequest = ZCreateIncidentRequest;

export const ZCreateAlertRoundResponse = ZIncident;

export type CreateAlertRoundRequest = z.infer<typeof ZCreateAlertRoundRequest>;
export type CreateAlertRoundResponse = z.infer<typeof ZCreateAlertRoundResponse>;

export const INCIDENT_ENDED = 'incident_ended';
