import {
  type PreviewFamilyInvitationResponse,
  ZPreviewFamilyInvitationResponse,
} from '@amparo/contract/family/preview-family-invitation';
import { publicApiRequest } from '../../../lib/api-request.ts';

/**
 * What an invitation link says (who invites whom, until when, whether it still works), asked without signing in:
 * the person opening the link may not have an account yet. The token goes in the body, never in a URL.
 */
export function previewInvitation(
  token: string,
  send: typeof fetch = fetch,
): Promise<PreviewFamilyInvitationResponse> {
  return publicApiRequest(
    '/family/invitations/preview',
    ZPreviewFamilyInvitationResponse,
    { method: 'POST', body: { token } },
    send,
  );
}
