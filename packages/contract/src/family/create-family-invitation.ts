import { z } from 'zod';
import { ZLanguageCode } from '../emergency/emergency-contact.ts';
import { FAMILY_INVITATION_CHANNELS } from './family-limits.ts';
import { ZFamilyInvitation, ZFamilyName, ZFamilyPhone } from './family-models.ts';

/**
 * `POST /api/v1/family/invitations`: the holder invites someone by email or text message, in the invitee's
 * language. The family is created with the first invitation or dependent. The answer is the same whether or not
 * the address already has an account. 403 `plan_required` without Full Protection of one's own, 409
 * `family_full` when no place is left, 409 `already_in_family` for a member of another family, 409
 * `cannot_invite_yourself` for the holder's own email or phone, 409 `already_a_member` for the address of someone
 * already in this family.
 */
export const ZCreateFamilyInvitationRequest = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal(FAMILY_INVITATION_CHANNELS[0]),
    address: z.email().trim().max(254),
    invitee_name: ZFamilyName,
    language: ZLanguageCode,
    /** How the holder signs the invitation; saved as their name in the family. */
    inviter_name: ZFamilyName,
  }),
  z.object({
    channel: z.literal(FAMILY_INVITATION_CHANNELS[1]),
    address: ZFamilyPhone,
    invitee_name: ZFamilyName,
    language: ZLanguageCode,
    inviter_name: ZFamilyName,
  }),
]);

export type CreateFamilyInvitationRequest = z.input<typeof ZCreateFamilyInvitationRequest>;

export const ZCreateFamilyInvitationResponse = ZFamilyInvitation;
export type CreateFamilyInvitationResponse = z.infer<typeof ZCreateFamilyInvitationResponse>;

export const FAMILY_FULL = 'family_full';
export const ALREADY_IN_FAMILY = 'already_in_family';
export const CANNOT_INVITE_YOURSELF = 'cannot_invite_yourself';
export const ALREADY_A_MEMBER = 'already_a_member';
