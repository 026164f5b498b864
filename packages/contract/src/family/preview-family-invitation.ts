import { z } from 'zod';
import { ZLanguageCode } from '../emergency/emergency-contact.ts';
import { ZFamilyInvitationToken } from './family-invitation-token.ts';
import { FAMILY_INVITATION_CHANNELS } from './family-limits.ts';

/**
 * `POST /api/v1/family/invitations/preview` (no sign-in needed: the link's holder opens it first): who invites,
 * whom, until when, and whether it can still be accepted. 404 `invitation_not_found` for a token that matches
 * nothing. The address is shown masked ("m•••@example.com") so the invitee knows which account to use.
 */
export const ZPreviewFamilyInvitationRequest = z.object({ token: ZFamilyInvitationToken });
export type PreviewFamilyInvitationRequest = z.infer<typeof ZPreviewFamilyInvitationRequest>;

export const ZPreviewFamilyInvitationResponse = z.object({
  inviter_name: z.string(),
  invitee_name: z.string(),
  channel: z.enum(FAMILY_INVITATION_CHANNELS),
  masked_address: z.string(),
  language: ZLanguageCode,
  expires_at: z.string(),
  state: z.enum(['pending', 'expired', 'accepted', 'cancelled']),
});

export type PreviewFamilyInvitationResponse = z.infer<typeof ZPreviewFamilyInvitationResponse>;

export const INVITATION_NOT_FOUND = 'invitation_not_found';
