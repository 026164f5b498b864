import { z } from 'zod';
import { VAULT_DEFAULT_IDLE_LOCK_MINUTES, VAULT_IDLE_LOCK_MINUTES } from '../vault/vault-limits.ts';
import { DEFAULT_TEXT_SIZE, TEXT_SIZES, type TextSize } from './text-sizes.ts';

// The person's own settings that follow them from device to device (decision 036): how the app looks, how soon the
// vault locks, and how they want to hear about things. Always the caller's own row: the user id comes from the
// access token, never from the request.

export { DEFAULT_TEXT_SIZE, TEXT_SIZES, type TextSize } from './text-sizes.ts';

export type VaultLockMinutes = (typeof VAULT_IDLE_LOCK_MINUTES)[number];

/**
 * The messages Amparo sends to the person themselves by email or text message, and which of the two they want.
 * - `family_alerts`: someone in their family pressed Help Me Now, or is safe again. At least one channel stays on.
 * - `consultations`: a lawyer answered, accepted or declined a consultation request.
 * Community alerts come as web pushes and are chosen in the community's own settings.
 */
export const NOTIFICATION_PREFERENCE_KINDS = ['family_alerts', 'consultations'] as const;
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The answer when both channels of family alerts would be off. */
export const FAMILY_ALERTS_CHANNEL_REQUIRED = 'family_alerts_channel_required';

const ZChannels = z.strictObject({ email: z.boolean(), sms: z.boolean() });
const ZChannelsChange = z.strictObject({ email: z.boolean().optional(), sms: z.boolean().optional() });

export const ZTextSize = z.union(TEXT_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<TextSize>]);
export const ZVaultLockMinutes = z.union(
  VAULT_IDLE_LOCK_MINUTES.map((minutes) => z.literal(minutes)) as [z.ZodLiteral<VaultLockMinutes>],
);

export const ZPreferences = z.object({
  text_size: ZTextSize,
  high_contrast: z.boolean(),
  vault_lock_minutes: ZVaultLockMinutes,
  notifications: z.object({ family_alerts: ZChannels, consultations: ZChannels }),
});
export type Preferences = z.infer<typeof ZPreferences>;

export const DEFAULT_PREFERENCES: Preferences = {
  text_size: DEFAULT_TEXT_SIZE,
  high_contrast: false,
  vault_lock_minutes: VAULT_DEFAULT_IDLE_LOCK_MINUTES,
  notifications: {
    family_alerts: { email: true, sms: true },
    consultations: { email: true, sms: true },
  },
};

/** `GET /api/v1/settings/preferences`: the caller's settings; the defaults and a null `updated_at` before any save. */
export const ZGetPreferencesResponse = ZPreferences.extend({ updated_at: z.string().nullable() });
export type GetPreferencesResponse = z.infer<typeof ZGetPreferencesResponse>;

/**
 * `PATCH /api/v1/settings/preferences`: only what is sent changes (one channel of one kind, say). Unknown keys are
 * refused, so a typing mistake is a 400, not a silent no-op. At least one field.
 */
export const ZPatchPreferencesRequest = z
  .strictObject({
    text_size: ZTextSize.optional(),
    high_contrast: z.boolean().optional(),
    vault_lock_minutes: ZVaultLockMinutes.optional(),
    notifications: z
      .strictObject({ family_alerts: ZChannelsChange.optional(), consultations: ZChannelsChange.optional() })
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one setting to change' });
export type PatchPreferencesRequest = z.infer<typeof ZPatchPreferencesRequest>;
export const ZPatchPreferencesResponse = ZGetPreferencesResponse;
