import { z } from 'zod';

// What Help Me Now says about the person, prepared calmly in advance: the name contacts will recognise, a
// short message of their own, and whether the alert carries their location.

export const MAX_CUSTOM_MESSAGE_LENGTH = 500;
export const MAX_SENDER_NAME_LENGTH = 80;

export const ZEmergencySettings = z.object({
  sender_name: z.string().trim().max(MAX_SENDER_NAME_LENGTH),
  custom_message: z.string().trim().max(MAX_CUSTOM_MESSAGE_LENGTH),
  share_location: z.boolean(),
});

export type EmergencySettings = z.infer<typeof ZEmergencySettings>;

/** `GET /api/v1/emergency/settings` */
export const ZGetEmergencySettingsResponse = ZEmergencySettings;
/** `PUT /api/v1/emergency/settings` */
export const ZUpdateEmergencySettingsRequest = ZEmergencySettings;
export const ZUpdateEmergencySettingsResponse = ZEmergencySettings;

export const DEFAULT_EMERGENCY_SETTINGS: EmergencySettings = {
  sender_name: '',
  custom_message: '',
  share_location: true,
};
