import { z } from 'zod';
import { NOTIFICATION_KINDS } from './community-limits.ts';

/** The caller as a community member. */
export const ZCommunityMember = z.object({
  member_id: z.uuid(),
  display_name: z.string(),
  notification_settings: z.object({ push: z.array(z.enum(NOTIFICATION_KINDS)) }),
  /** A banned member reads but cannot post, comment or react. */
  banned: z.boolean(),
  /** Manages a listing Amparo verified, or is Amparo's owner: may post official alerts and decide enforcement reports. */
  verified_organization: z.object({ name: z.string() }).nullable(),
  can_moderate: z.boolean(),
});
export type CommunityMember = z.infer<typeof ZCommunityMember>;

/**
 * `GET /api/v1/community/me`: `member` is null until the person chooses a display name (PUT the same path,
 * put-community-member.ts); reading the feed needs none, writing does.
 */
export const ZGetCommunityMemberResponse = z.object({ member: ZCommunityMember.nullable() });
export type GetCommunityMemberResponse = z.infer<typeof ZGetCommunityMemberResponse>;
