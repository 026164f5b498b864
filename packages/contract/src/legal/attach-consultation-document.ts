import { z } from 'zod';
import { ZConsultation } from './consultation-models.ts';

/**
 * `POST /api/v1/legal/consultations/:id/documents` (person only): attaches a vault share the person made of one of
 * their documents to this consultation's professional (the file key already wrapped for the professional's public
 * key). 404 `share_not_found` unless the share is the caller's own, to that very professional; 409
 * `invalid_transition` once the request is over; 409 `too_many_documents` past MAX_CONSULTATION_DOCUMENTS.
 * Attaching the same share twice changes nothing.
 */
export const ZAttachConsultationDocumentRequest = z.object({ share_id: z.uuid() });
export type AttachConsultationDocumentRequest = z.infer<typeof ZAttachConsultationDocumentRequest>;
export const ZAttachConsultationDocumentResponse = ZConsultation;

/**
 * `DELETE /api/v1/legal/consultations/:id/documents/:share_id` (person only): stops sharing that document for this
 * consultation. The vault share itself is revoked too (its wrapped key deleted, the document marked to be
 * re-encrypted on its next edit) unless another of the person's consultations with the same professional still
 * holds it.
 */
export const ZDetachConsultationDocumentParams = z.object({ id: z.uuid(), share_id: z.uuid() });
export const ZDetachConsultationDocumentResponse = ZConsultation;

export const SHARE_NOT_FOUND = 'share_not_found';
export const TOO_MANY_DOCUMENTS = 'too_many_documents';
