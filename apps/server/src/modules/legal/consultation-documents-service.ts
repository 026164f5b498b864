import { SHARE_NOT_FOUND, TOO_MANY_DOCUMENTS } from '@amparo/contract/legal/attach-consultation-document';
import type { Consultation } from '@amparo/contract/legal/consultation-models';
import { MAX_CONSULTATION_DOCUMENTS } from '@amparo/contract/legal/legal-limits';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { markReencryptOnNextEdit } from '../vault/documents-repo.ts';
import { deleteShareOfParty } from '../vault/shares-repo.ts';
import {
  attachOwnShare,
  countDocuments,
  detachShare,
  isShareAttachedElsewhere,
} from './consultations-repo.ts';
import { lockOpenRequestOfClient, readConsultation } from './consultations-service.ts';

// The documents of a consultation are vault shares (issue 13, point 3): the person's browser wraps each document's
// file key for the professional's public key and creates the share through the vault's own routes; here the share
// is only tied to the request. The server checks, in the INSERT itself, that the share is the caller's own and made
// to this request's professional, so nobody can attach another person's share, or one made for someone else.

function shareNotFound(): HttpError {
  return new HttpError(404, SHARE_NOT_FOUND, 'You have not shared such a document with this professional');
}

export async function attachConsultationDocument(
  db: Database,
  input: { userId: string; consultationId: string; shareId: string; now?: Date },
): Promise<Consultation> {
  const now = input.now ?? new Date();
  const request = await db.transaction(async (tx) => {
    const request = await lockOpenRequestOfClient(tx, input.userId, input.consultationId);
    if ((await countDocuments(tx, request.id)) >= MAX_CONSULTATION_DOCUMENTS) {
      throw new HttpError(
        409,
        TOO_MANY_DOCUMENTS,
        `A request can carry at most ${MAX_CONSULTATION_DOCUMENTS} documents`,
      );
    }
    if (!(await attachOwnShare(tx, request, input.shareId, now))) throw shareNotFound();
    return request;
  });
  return readConsultation(db, request, 'client');
}

/**
 * Stops sharing a document for this consultation. Detaching alone would leave the professional able to open it from
 * the vault's "shared with you", which is not what "stop sharing" means, so the share is revoked too, unless another
 * of the person's requests to the same professional still carries it. Allowed whatever the request's status: a
 * person may always take back what they shared.
 */
export async function detachConsultationDocument(
  db: Database,
  input: { userId: string; consultationId: string; shareId: string },
): Promise<Consultation> {
  const request = await db.transaction(async (tx) => {
    const request = await lockOpenRequestOfClient(tx, input.userId, input.consultationId, {
      allowFinished: true,
    });
    if (!(await detachShare(tx, request.id, input.shareId))) throw shareNotFound();
    if (!(await isShareAttachedElsewhere(tx, input.shareId, request.id))) {
      const documentId = await deleteShareOfParty(tx, input.userId, input.shareId);
      // Pending or accepted, the professional could read the wrapped key: the next edit re-encrypts.
      if (documentId) await markReencryptOnNextEdit(tx, documentId);
    }
    return request;
  });
  return readConsultation(db, request, 'client');
}
