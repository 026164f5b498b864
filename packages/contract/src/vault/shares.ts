import { z } from 'zod';
import { ZIncomingShare, ZOutgoingShare, ZPublicKey, ZWrappedKey } from './vault-models.ts';

/**
 * `POST /api/v1/vault/recipients/lookup`: finds a person to share with by email. Answers only for accounts that
 * have set up a vault; 404 `recipient_not_found` otherwise (one answer for "no account" and "no vault").
 * POST so the email never sits in a URL or an access log. Rate-limited.
 */
export const ZLookupRecipientRequest = z.object({ email: z.email().max(320) });
export type LookupRecipientRequest = z.infer<typeof ZLookupRecipientRequest>;
export const ZLookupRecipientResponse = z.object({
  user_id: z.uuid(),
  label: z.string(),
  public_key: ZPublicKey,
});
export type LookupRecipientResponse = z.infer<typeof ZLookupRecipientResponse>;

/**
 * `POST /api/v1/vault/documents/:id/shares` (201): a share request. The file key is wrapped for the recipient's
 * public key; `version_id` must be the current version (409 `version_changed`).
 */
export const ZCreateShareRequest = z.object({
  recipient_user_id: z.uuid(),
  version_id: z.uuid(),
  wrapped_file_key: ZWrappedKey,
});
export type CreateShareRequest = z.infer<typeof ZCreateShareRequest>;
export const ZCreateShareResponse = ZOutgoingShare;

/** `GET /api/v1/vault/shares`: what the caller shared (outgoing) and what others shared with them (incoming). */
export const ZListSharesResponse = z.object({
  outgoing: z.array(ZOutgoingShare),
  incoming: z.array(ZIncomingShare),
});
export type ListSharesResponse = z.infer<typeof ZListSharesResponse>;

export const ZShareParams = z.object({ id: z.uuid() });

/** `POST /api/v1/vault/shares/:id/accept`: the recipient accepts; the document then opens for them. */
export const ZAcceptShareResponse = ZIncomingShare;

/**
 * `DELETE /api/v1/vault/shares/:id` (204): the owner revokes, or the recipient declines or removes it. The
 * wrapped key is deleted with the row.
 */
