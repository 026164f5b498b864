import { z } from 'zod';
import { ZIncidentLocation } from '../emergency/incident.ts';

// What a family member sees of the others' Help Me Now (issue 12, point 6): read-only, and only while both are
// in the same family. Someone outside that family, or removed from it, gets 404 on every id.

/** An ended incident stays on the others' screens this long after "I'm safe", so they see the person is safe. */
export const FAMILY_INCIDENT_ENDED_VISIBLE_MS = 24 * 60 * 60_000;

export const ZFamilyIncidentSummary = z.object({
  id: z.uuid(),
  status: z.enum(['active', 'ended']),
  /** Who pressed Help Me Now, by the name the family knows them by. */
  person: z.object({ user_id: z.uuid(), display_name: z.string() }),
  started_at: z.string(),
  /** When the server heard of it: later than started_at when it waited on the phone for a network. */
  received_at: z.string(),
  /** When they pressed "I'm safe"; null while active. */
  ended_at: z.string().nullable(),
  /** Only when the person shares their location with Help Me Now. */
  location: ZIncidentLocation.nullable(),
  map_url: z.string().nullable(),
});

export type FamilyIncidentSummary = z.infer<typeof ZFamilyIncidentSummary>;

/**
 * `GET /api/v1/family/incidents`: the incidents of the other people in the caller's family that are active or
 * ended in the last 24 hours, newest first; empty outside a family.
 */
export const ZListFamilyIncidentsResponse = z.object({ incidents: z.array(ZFamilyIncidentSummary) });

export type ListFamilyIncidentsResponse = z.infer<typeof ZListFamilyIncidentsResponse>;
