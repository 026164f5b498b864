import { z } from 'zod';
import { ZGetFamilyResponse } from './get-family.ts';

/**
 * `POST /api/v1/family/leave`: a member leaves their family. Their Full Protection through it ends at once; their
 * vault stays theirs to open and export, and takes new documents again once they are covered or pay. 409
 * `holder_cannot_leave` for the holder (they remove people instead); 404 `not_found` outside a family.
 *
 * `DELETE /api/v1/family/members/:userId`: the holder removes a member, with the same consequences for them
 * (409 `holder_cannot_leave` for the holder's own id).
 * `DELETE /api/v1/family/invitations/:id`: the holder cancels a waiting invitation; its link stops working.
 * Someone else's ids answer 404 and change nothing. All three answer the caller's family as it is afterwards.
 */
export const ZLeaveFamilyResponse = ZGetFamilyResponse;

export const ZRemoveFamilyMemberParams = z.object({ userId: z.uuid() });
export const ZRemoveFamilyMemberResponse = ZGetFamilyResponse;

export const ZCancelFamilyInvitationParams = z.object({ id: z.uuid() });
export const ZCancelFamilyInvitationResponse = ZGetFamilyResponse;

export const HOLDER_CANNOT_LEAVE = 'holder_cannot_leave';
