import { ZGetFamilyResponse } from './get-family.ts';

/**
 * `POST /api/v1/family/leave`: a member leaves their family. Their Full Protection through it ends at once; their
 * vault stays theirs to open and export, and takes new documents again once they are covered or pay. 409
 * `holder_cannot_leave` for the holder (they remove people instead); 404 `not_found` outside a family.
 *
 * `DELETE /api/v1/family/members/:userId`: the holder removes a member, with the same consequences for them.
 * `DELETE /api/v1/family/invitations/:id`: the holder cancels a waiting invitation; its link stops working.
 * Someone else's ids answer 404 and change nothing.
 */
export const ZLeaveFamilyResponse = ZGetFamilyResponse;

export const HOLDER_CANNOT_LEAVE = 'holder_cannot_leave';
