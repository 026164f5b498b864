import { z } from 'zod';
import { ZIncident, ZIncidentSummary } from './incident.ts';

/** `GET /api/v1/emergency/incidents`: newest first. */
export const ZListIncidentsResponse = z.object({ incidents: z.array(ZIncidentSummary) });
export type ListIncidentsResponse = z.infer<typeof ZListIncidentsResponse>;

/** `GET /api/v1/emergency/incidents/:id` */
export const ZGetIncidentResponse = ZIncident;

/** `POST /api/v1/emergency/incidents/:id/safe`: ends the incident and tells the same people. */
export const ZMarkSafeResponse = ZIncident;

/** `POST /api/v1/emergency/incidents/:id/alerts/:alertId/retry`: sends a failed alert again now. */
export const ZRetryAlertResponse = ZIncident;

export const ZIncidentParams = z.object({ id: z.uuid() });
export const ZAlertParams = z.object({ id: z.uuid(), alertId: z.uuid() });
