import { z } from 'zod';

/**
 * `GET /api/v1/community/blocks`: the members the caller blocked, newest first. Their posts and comments are hidden
 * from the caller; they are not told.
 */
export const ZBlockedMember = z.object({
  member_id: z.uuid(),
  display_name: z.string(),
  blocked_at: z.iso.datetime({ offset: true }),
});
export type BlockedMember = z.infer<typeof ZBlockedMember>;

export const ZListBlockedMembersResponse = z.object({ blocked: z.array(ZBlockedMember) });
export type ListBlockedMembersResponse = z.infer<typeof ZListBlockedMembersResponse>;

/**
 * `PUT` / `DELETE /api/v1/community/blocks/:memberId`: block or unblock, by member id (never an account id); both
 * answer 204 and may be repeated. 404 `member_not_found`; 400 `cannot_block_yourself`.
 */
export const ZBlockMemberParams = z.object({ memberId: z.uuid() });

export const MEMBER_NOT_FOUND = 'member_not_found';
export const CANNOT_BLOCK_YOURSELF = 'cannot_block_yourself';
