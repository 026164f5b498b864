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
});
/** `PUT /api/v1/emergency/settings` */
export const ZUpdateEmergencySettingsRequest = ZEmergencySettings;
export const ZUpdateEmergencySettingsResponse = ZGetEmergencySettingsResponse;

export const DEFAULT_EMERGENCY_SETTINGS: EmergencySettings = {
  sender_name: '',
  custom_message: '',
  share_location: true,
};
