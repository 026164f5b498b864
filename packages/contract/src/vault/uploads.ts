import { z } from 'zod';
import { VAULT_MAX_PARTS } from './vault-limits.ts';
import { ZEncryptedMetadata, ZVaultDocument, ZWrappedKey } from './vault-models.ts';

// An upload is a new version of a document, sent in parts so that memory stays bounded and progress can be shown.
// start → PUT each part (raw ciphertext, application/octet-stream) → complete. Until complete, nothing is
// visible: an interrupted upload leaves no half-document, and the server removes it after a day.

/**
 * `POST /api/v1/vault/uploads` (201). Without `document_id` a new document is made; with it, this upload replaces
 * that document's content when completed. `size` is the ciphertext size the browser will send (checked against
 * the quota now, and against the parts at complete). 403 `quota_exceeded` when it does not fit.
 */
export const ZStartUploadRequest = z.object({
  document_id: z.uuid().optional(),
  size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type StartUploadRequest = z.infer<typeof ZStartUploadRequest>;

export const ZStartUploadResponse = z.object({
  upload_id: z.uuid(),
  /** The document id, needed before encryption: it is the associated data of every chunk. */
  document_id: z.uuid(),
  part_max_bytes: z.number().int().positive(),
});
export type StartUploadResponse = z.infer<typeof ZStartUploadResponse>;

/** `PUT /api/v1/vault/uploads/:upload_id/parts/:part_number` (0-based). Sending a part again replaces it. */
export const ZUploadPartParams = z.object({
  upload_id: z.uuid(),
  part_number: z.coerce
    .number()
    .int()
    .min(0)
    .max(VAULT_MAX_PARTS - 1),
});
export const ZUploadPartResponse = z.object({
  part_number: z.number().int(),
  size: z.number().int(),
});
export type UploadPartResponse = z.infer<typeof ZUploadPartResponse>;

export const ZUploadParams = z.object({ upload_id: z.uuid() });

/**
 * `POST /api/v1/vault/uploads/:upload_id/complete`. Parts 0..part_count-1 must all be there and add up to
 * `size`. When replacing a document that is shared or linked, `share_keys` and `proof_link_keys` must cover every
 * active share and link with the new file key (409 `rewrap_required` otherwise). The previous version's
 * ciphertext is deleted.
 */
export const ZCompleteUploadRequest = z.object({
  part_count: z.number().int().min(1).max(VAULT_MAX_PARTS),
  size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  encrypted_metadata: ZEncryptedMetadata,
  wrapped_file_key: ZWrappedKey,
  share_keys: z
    .array(z.object({ share_id: z.uuid(), wrapped_file_key: ZWrappedKey }))
    .max(100)
    .default([]),
  proof_link_keys: z
    .array(z.object({ link_id: z.string().max(64), wrapped_file_key: ZWrappedKey }))
    .max(100)
    .default([]),
  /**
   * The version this upload was made from, when it must not overwrite a newer one (a re-encrypting edit uploads
   * the content it downloaded): 409 `version_changed` unless it is still the document's current version.
   */
  replaces_version_id: z.uuid().optional(),
});
export type CompleteUploadRequest = z.input<typeof ZCompleteUploadRequest>;
export const ZCompleteUploadResponse = ZVaultDocument;
