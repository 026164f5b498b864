import { z } from 'zod';
import { ZEncryptedMetadata, ZVaultDocument, ZVaultUsage } from './vault-models.ts';

/** `GET /api/v1/vault/documents`: the caller's documents (completed versions only), accepted shares and usage. */
export const ZListDocumentsResponse = z.object({
  documents: z.array(ZVaultDocument),
  usage: ZVaultUsage,
});
export type ListDocumentsResponse = z.infer<typeof ZListDocumentsResponse>;

/**
 * `GET /api/v1/vault/documents/:id/versions/:version_id/content`: the ciphertext stream
 * (application/octet-stream, with content-length). For the owner, and for a recipient whose share is accepted.
 */

/** `PATCH /api/v1/vault/documents/:id`: new metadata sealed with the same file key. 409 `version_changed`. */
export const ZUpdateDocumentRequest = z.object({
  version_id: z.uuid(),
  encrypted_metadata: ZEncryptedMetadata,
});
export type UpdateDocumentRequest = z.infer<typeof ZUpdateDocumentRequest>;
export const ZUpdateDocumentResponse = ZVaultDocument;

/** `DELETE /api/v1/vault/documents/:id` (204): rows, shares, links to it and every stored object go. */
