import { z } from 'zod';
import { NOTIFICATION_KINDS } from './community-limits.ts';
import { ZCommunityMember } from './get-community-member.ts';

/**
 * `PUT /api/v1/community/me/notification-settings`: which kinds also come as a web push on the devices where the
 * person allowed it (every kind always reaches the Alerts tab). 403 `member_required` before a display name.
 */
export const ZPutNotificationSettingsRequest = z.object({
  push: z
    .array(z.enum(NOTIFICATION_KINDS))
    .max(NOTIFICATION_KINDS.length * 2)
    .transform((kinds) => NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind))),
});
export type PutNotificationSettingsRequest = z.input<typeof ZPutNotificationSettingsRequest>;

export const ZPutNotificationSettingsResponse = z.object({ member: ZCommunityMember });
export type PutNotificationSettingsResponse = z.infer<typeof ZPutNotificationSettingsResponse>;

export const MEMBER_REQUIRED = 'member_required';
