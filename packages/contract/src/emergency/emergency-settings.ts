import { z } from 'zod';
import { text } from '../platform/typed-text.ts';

// What Help Me Now says about the person, prepared calmly in advance: the name contacts will recognise, a
// short message of their own, and whether the alert carries their location.

export const MAX_CUSTOM_MESSAGE_LENGTH = 500;
export const MAX_SENDER_NAME_LENGTH = 80;

export const ZEmergencySettings = z.object({
  sender_name: text().trim().max(MAX_SENDER_NAME_LENGTH),
  custom_message: text({ multiline: true }).trim().max(MAX_CUSTOM_MESSAGE_LENGTH),
  share_location: z.boolean(),
});

export type EmergencySettings = z.infer<typeof ZEmergencySettings>;

/**
 * `GET /api/v1/emergency/settings`. The text is answered as stored: settings saved before a rule was tightened
 * (a tab in the name, say) must still load, or Help Me Now's own settings page would fail.
 */
export const ZGetEmergencySettingsResponse = ZEmergencySettings.extend({
  sender_name: z.string(),
  custom_message: z.string(),
  /**
   * The name this person's family knows them by (`family_members.display_name`), null outside a family. Help Me
   * Now uses it when `sender_name` is empty: it is the name their family sees anyway. Answers only, never saved
   * through PUT (the update request strips it). Defaults keep an answer from an older server readable.
   */
  family_name: z.string().nullable().default(null),
  /** Whether Help Me Now would alert at least one other person of their family (alerts on, reachable). */
  family_alerted: z.boolean().default(false),
});
export type EmergencySettingsView = z.infer<typeof ZGetEmergencySettingsResponse>;
/**
 * `PUT /api/v1/emergency/settings`. The name cannot be emptied once given: without it contacts could not tell
 * who needs help, so Help Me Now would refuse to alert anyone (`ALERT_NAME_REQUIRED`).
 */
export const ZUpdateEmergencySettingsRequest = ZEmergencySettings.extend({
  sender_name: ZEmergencySettings.shape.sender_name.min(1),
});
export const ZUpdateEmergencySettingsResponse = ZGetEmergencySettingsResponse;

/** The answer of `POST /emergency/incidents` while contacts would be alerted but no alert name is set. */
export const ALERT_NAME_REQUIRED = 'alert_name_required';

// The choice of name is plain code in alert-name.ts (read by the /emergency page's first render without zod).
export { alertName, hasAlertName } from './alert-name.ts';

export const DEFAULT_EMERGENCY_SETTINGS: EmergencySettings = {
  sender_name: '',
  custom_message: '',
  share_location: true,
};
