import { z } from 'zod';
import { ZFamilyInvitationToken } from './family-invitation-token.ts';
import { ZFamilyName } from './family-models.ts';
import { ZGetFamilyResponse } from './get-family.ts';

/**
 * `POST /api/v1/family/invitations/accept`: the signed-in invitee joins. Errors (all leave everything as it was):
 * 404 `invitation_not_found`; 410 `invitation_expired`, `invitation_used` or `invitation_cancelled`;
 * 403 `invitation_for_someone_else` when the account's email or phone is not the invited address;
 * 409 `family_full`; 409 `already_in_family` (in another family, or holding one with people in it).
 */
export const ZAcceptFamilyInvitationRequest = z.object({
  token: ZFamilyInvitationToken,
  /** The name the family will know them by; the invitation's name when left out. */
  display_name: ZFamilyName.optional(),
});

export type AcceptFamilyInvitationRequest = z.input<typeof ZAcceptFamilyInvitationRequest>;

export const ZAcceptFamilyInvitationResponse = ZGetFamilyResponse;
export type AcceptFamilyInvitationResponse = z.infer<typeof ZAcceptFamilyInvitationResponse>;

export const INVITATION_EXPIRED = 'invitation_expired';
export const INVITATION_USED = 'invitation_used';
export const INVITATION_CANCELLED = 'invitation_cancelled';
export const INVITATION_FOR_SOMEONE_ELSE = 'invitation_for_someone_else';
