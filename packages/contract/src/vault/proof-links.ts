import { z } from 'zod';
import { PROOF_LINK_MAX_DOCUMENTS, PROOF_LINK_MAX_HOURS, PROOF_LINK_MIN_HOURS } from './vault-limits.ts';
import { ZEncryptedMetadata, ZProofLink, ZWrappedKey } from './vault-models.ts';

// A time-limited proof-of-status link: `/proof/<id>#<link key>`. The key stays in the fragment, which browsers
// never send; the server only keeps each file key wrapped by it, enforces the expiry and counts views.

/** The link id: 128 random bits, base64url, made by the server. */
export const ZProofLinkId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const ZProofLinkParams = z.object({ id: ZProofLinkId });
export const ZProofLinkDocumentParams = z.object({ id: ZProofLinkId, document_id: z.uuid() });

/** `POST /api/v1/vault/proof-links` (201). Each document at its current version (409 `version_changed`). */
export const ZCreateProofLinkRequest = z.object({
  expires_in_hours: z.number().int().min(PROOF_LINK_MIN_HOURS).max(PROOF_LINK_MAX_HOURS),
  documents: z
    .array(z.object({ document_id: z.uuid(), version_id: z.uuid(), wrapped_file_key: ZWrappedKey }))
    .min(1)
    .max(PROOF_LINK_MAX_DOCUMENTS),
  owner_wrapped_link_key: ZWrappedKey,
});
export type CreateProofLinkRequest = z.infer<typeof ZCreateProofLinkRequest>;
export const ZCreateProofLinkResponse = ZProofLink;

/** `GET /api/v1/vault/proof-links`: the caller's links, newest first, with their views. */
export const ZListProofLinksResponse = z.object({ links: z.array(ZProofLink) });
export type ListProofLinksResponse = z.infer<typeof ZListProofLinksResponse>;

/** `DELETE /api/v1/vault/proof-links/:id` (204): revoked at once; the wrapped keys are deleted. */

/**
 * `GET /api/v1/vault/public/proof-links/:id`: no account needed. Counts one view. 404 when there is no such link,
 * 410 `link_expired` or `link_revoked`.
 */
export const ZPublicProofLinkResponse = z.object({
  expires_at: z.string(),
  documents: z.array(
    z.object({
      document_id: z.uuid(),
      version_id: z.uuid(),
      encrypted_metadata: ZEncryptedMetadata,
      /** The file key wrapped by the link key. */
      wrapped_file_key: ZWrappedKey,
      size: z.number().int().nonnegative(),
    }),
  ),
});
export type PublicProofLinkResponse = z.infer<typeof ZPublicProofLinkResponse>;

/** `GET /api/v1/vault/public/proof-links/:id/documents/:document_id/content`: the ciphertext, while the link lives. */
