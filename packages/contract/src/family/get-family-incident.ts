import { z } from 'zod';
import { ALERT_CHANNELS, ALERT_KINDS, ALERT_STATUSES } from '../emergency/incident.ts';
import { ZFamilyIncidentSummary } from './list-family-incidents.ts';

/** One alert of a family member's incident: who it went to and whether it arrived, never the address itself. */
export const ZFamilyIncidentAlert = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  channel: z.enum(ALERT_CHANNELS),
  /** The contact's name, or the family member's as the family knows them. */
  name: z.string(),
  /** The alert went to someone in the family (the caller among them when `is_me`). */
  is_family: z.boolean(),
  is_me: z.boolean(),
  status: z.enum(ALERT_STATUSES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});

export type FamilyIncidentAlert = z.infer<typeof ZFamilyIncidentAlert>;

export const ZFamilyIncident = ZFamilyIncidentSummary.extend({ alerts: z.array(ZFamilyIncidentAlert) });

export type FamilyIncident = z.infer<typeof ZFamilyIncident>;

/**
 * `GET /api/v1/family/incidents/:id`: one of them, with who was alerted and the delivery of each alert. 404
 * `not_found` for the caller's own incident (it is on /emergency/incidents), for anyone else's outside the
 * caller's family, and once it ended more than 24 hours ago. Read-only: nobody ends another person's incident.
 */
export const ZGetFamilyIncidentResponse = ZFamilyIncident;

export const ZFamilyIncidentParams = z.object({ id: z.uuid() });
