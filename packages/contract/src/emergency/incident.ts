import { z } from 'zod';
import { ZLanguageCode } from './emergency-contact.ts';

// A Help Me Now incident and the alerts it sent: what /emergency-response shows as its timeline.

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

export const ZIncidentAlert = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  channel: z.enum(ALERT_CHANNELS),
  contact_id: z.uuid().nullable(),
  contact_name: z.string(),
  /** The phone number or email address, partly hidden: enough to recognise it on a shared screen. */
  recipient_hint: z.string(),
  language: ZLanguageCode,
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
  alerts: z.array(ZIncidentAlert),
});

export type Incident = z.infer<typeof ZIncident>;

/** The list of past and active incidents: the timeline's alerts are left out. */
export const ZIncidentSummary = ZIncident.omit({ alerts: true }).extend({
  alerts_total: z.number().int().nonnegative(),
  alerts_sent: z.number().int().nonnegative(),
  alerts_failed: z.number().int().nonnegative(),
});

export type IncidentSummary = z.infer<typeof ZIncidentSummary>;

/** A link to the place on OpenStreetMap: a link in a message, never a map loaded into our pages. */
export function mapUrl(location: { lat: number; lng: number }): string {
  const lat = location.lat.toFixed(5);
  const lng = location.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
