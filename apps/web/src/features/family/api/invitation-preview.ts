import {
  type PreviewFamilyInvitationResponse,
  ZPreviewFamilyInvitationResponse,
} from '@amparo/contract/family/preview-family-invitation';
import { ZApiError } from '@amparo/contract/platform/api-error';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';

/**
 * What an invitation link says (who invites whom, until when, whether it still works), asked without signing in:
 * the person opening the link may not have an account yet. The token goes in the body, never in a URL.
 */
export async function previewInvitation(
  token: string,
  send: typeof fetch = fetch,
): Promise<PreviewFamilyInvitationResponse> {
  const response = await send('/api/v1/family/invitations/preview', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(response.status, 'unknown', `The request failed (${response.status})`);
  }
  return ZPreviewFamilyInvitationResponse.parse(body);
}
