import { z } from 'zod';
import { ZLanguageCode } from './emergency-contact.ts';

// A Help Me Now incident and the alerts it sent: what /emergency-response shows as its timeline. An incident
// sends its alerts in rounds: the first when it starts, one more each time the person chooses "alert everyone
// again" (decision 043), each round with its own time and place, on the same incident.

export const ALERT_KINDS = ['help', 'safe'] as const;
export const ALERT_CHANNELS = ['sms', 'email'] as const;
export const ALERT_STATUSES = ['queued', 'sent', 'failed'] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const ZIncidentLocation = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().nonnegative().max(1_000_000).optional(),
});

export type IncidentLocation = z.infer<typeof ZIncidentLocation>;

/** One round of alerts: the first when the incident started, then each "alert everyone again". */
export const ZAlertRound = z.object({
  /** 1 for the incident's own start, then 2, 3… */
  number: z.number().int().positive(),
  /** Made on the phone when the person pressed: the same round sent twice is stored once. */
  client_id: z.uuid(),
  /** The phone's time of the press. */
  started_at: z.string(),
  /** When the server heard of it: later than started_at when it waited on the phone for a network. */
  received_at: z.string(),
  location: ZIncidentLocation.nullable(),
  map_url: z.string().nullable(),
});

export type AlertRound = z.infer<typeof ZAlertRound>;

export const ZIncidentAlert = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  channel: z.enum(ALERT_CHANNELS),
  contact_id: z.uuid().nullable(),
  contact_name: z.string(),
  /** The phone number or email address, partly hidden: enough to recognise it on a shared screen. */
  recipient_hint: z.string(),
  language: ZLanguageCode,
  /** The round this alert belongs to; an "I'm safe" message carries the number of the last round. */
  round: z.number().int().positive(),
  status: z.enum(ALERT_STATUSES),
  attempts: z.number().int().nonnegative(),
  /** When a failed attempt will be tried again; null when none is planned. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});

export type IncidentAlert = z.infer<typeof ZIncidentAlert>;

export const ZIncident = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  status: z.enum(['active', 'ended']),
  started_at: z.string(),
  /** When the server heard of it: later than started_at when it waited on the phone for a network. */
  received_at: z.string(),
  ended_at: z.string().nullable(),
  location: ZIncidentLocation.nullable(),
  map_url: z.string().nullable(),
  /** Oldest first; the first is the incident's own start (its time and place are the incident's). */
  rounds: z.array(ZAlertRound),
  alerts: z.array(ZIncidentAlert),
});

export type Incident = z.infer<typeof ZIncident>;

/** The list of past and active incidents: the timeline's alerts and rounds are left out. */
export const ZIncidentSummary = ZIncident.omit({ alerts: true, rounds: true }).extend({
  alerts_total: z.number().int().nonnegative(),
  alerts_sent: z.number().int().nonnegative(),
  alerts_failed: z.number().int().nonnegative(),
  /** How many times everyone was alerted: 1, then one more per "alert everyone again". */
  rounds_total: z.number().int().positive(),
  /** When the server received the last round. */
  last_alerted_at: z.string(),
});

export type IncidentSummary = z.infer<typeof ZIncidentSummary>;

/** A link to the place on OpenStreetMap: a link in a message, never a map loaded into our pages. */
export function mapUrl(location: { lat: number; lng: number }): string {
  const lat = location.lat.toFixed(5);
  const lng = location.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
