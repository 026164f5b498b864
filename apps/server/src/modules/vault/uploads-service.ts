import type { Readable } from 'node:stream';
import type {
  CompleteUploadRequest,
  StartUploadRequest,
  StartUploadResponse,
  UploadPartResponse,
} from '@amparo/contract/vault/uploads';
import { VAULT_REWRAP_REQUIRED, VAULT_UPLOAD_INCOMPLETE } from '@amparo/contract/vault/vault-errors';
import { VAULT_PART_MAX_BYTES } from '@amparo/contract/vault/vault-limits';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { ObjectTooLargeError } from '../../platform/storage/object-storage.ts';
import {
  deleteEmptyDocuments,
  findOwnDocument,
  insertDocument,
  lockUserForQuota,
  readUsedBytes,
  setCurrentVersion,
} from './documents-repo.ts';
import { readOwnDocument } from './documents-service.ts';
import { partObjectKey } from './object-keys.ts';
import { clearDeadLinkKeys, listLiveLinkIdsOfDocument, replaceLinkDocumentKey } from './proof-links-repo.ts';
import { listShareIdsOfDocument, replaceShareKey } from './shares-repo.ts';
import { sweepStaleUploads } from './stale-upload-sweep.ts';
import {
  deletePart,
  deleteVersion,
  findOwnUpload,
  insertUpload,
  listParts,
  markVersionComplete,
  readReceivedBytes,
  savePart,
} from './uploads-repo.ts';
import type { VaultDependencies } from './vault-dependencies.ts';
import { documentNotFound, quotaExceeded, uploadNotFound, versionChanged } from './vault-http-errors.ts';
import { deleteVersionObjects } from './version-objects.ts';

// An upload is a version with status 'uploading': start → parts → complete. Nothing is visible until complete,
// and the quota is enforced on the bytes the storage actually wrote, never on what the browser claims.

export async function startUpload(
  deps: VaultDependencies,
  input: { userId: string; request: StartUploadRequest; now?: Date },
): Promise<StartUploadResponse> {
  const now = input.now ?? new Date();
  // The person's own abandoned uploads give their room back before this one is counted.
  await sweepStaleUploads(deps, { now, userId: input.userId });
  const upload = await deps.db.transaction(async (tx) => {
    await lockUserForQuota(tx, input.userId);
    const documentId = input.request.document_id;
    const document = documentId
      ? await findOwnDocument(tx, input.userId, documentId, true)
      : await insertDocument(tx, input.userId, now);
    if (!document) throw documentNotFound();
    const usedBytes = await readUsedBytes(tx, input.userId);
    if (usedBytes + input.request.size > deps.config.vaultQuotaBytes) {
      throw quotaExceeded(deps.config.vaultQuotaBytes);
    }
    return insertUpload(tx, { documentId: document.id, userId: input.userId, size: input.request.size, now });
  });
  return { upload_id: upload.id, document_id: upload.documentId, part_max_bytes: VAULT_PART_MAX_BYTES };
}

function cutOff(): HttpError {
  return new HttpError(400, 'bad_request', 'The part ended before all of it arrived; send it again');
}

function tooLarge(): HttpError {
  return new HttpError(413, 'payload_too_large', `A part may hold at most ${VAULT_PART_MAX_BYTES} bytes`);
}

/**
 * Streams one part straight into storage. The most it may hold is the smaller of the part limit and what is
 * left of the quota; after it is stored, the total is checked again under a lock, so parts sent at the same
 * time cannot add up past the quota together.
 */
export async function uploadPart(
  deps: VaultDependencies,
  input: {
    userId: string;
    uploadId: string;
    partNumber: number;
    body: Readable;
    declaredLength: number | undefined;
    now?: Date;
  },
): Promise<UploadPartResponse> {
  const { db, storage, config } = deps;
  const upload = await findOwnUpload(db, input.userId, input.uploadId);
  if (!upload) throw uploadNotFound();

  const [usedElsewhere, receivedOtherParts] = await Promise.all([
    readUsedBytes(db, input.userId, upload.id),
    readReceivedBytes(db, upload.id, input.partNumber),
  ]);
  const roomLeft = Math.max(0, config.vaultQuotaBytes - usedElsewhere - receivedOtherParts);
  const maxBytes = Math.min(VAULT_PART_MAX_BYTES, roomLeft);
  const limitIsQuota = roomLeft < VAULT_PART_MAX_BYTES;
  const refuse = () => (limitIsQuota ? quotaExceeded(config.vaultQuotaBytes) : tooLarge());
  // A declared length over the limit is refused before a byte is read.
  if (input.declaredLength !== undefined && input.declaredLength > VAULT_PART_MAX_BYTES) throw tooLarge();
  if (input.declaredLength !== undefined && input.declaredLength > maxBytes) throw refuse();

  const key = partObjectKey(upload.id, input.partNumber);
  let size: number;
  try {
    size = await storage.put(key, input.body, { maxBytes });
  } catch (error) {
    if (error instanceof ObjectTooLargeError) throw refuse();
    // The connection dropped mid-part: nothing was stored, and the browser sends the part again.
    if (input.body.destroyed && !input.body.readableEnded) throw cutOff();
    throw error;
  }

  const now = input.now ?? new Date();
  try {
    await db.transaction(async (tx) => {
      await lockUserForQuota(tx, input.userId);
      if (!(await findOwnUpload(tx, input.userId, upload.id, true))) throw uploadNotFound();
      await savePart(tx, { versionId: upload.id, partNumber: input.partNumber, size, now });
      if ((await readUsedBytes(tx, input.userId)) > config.vaultQuotaBytes) {
        throw quotaExceeded(config.vaultQuotaBytes);
      }
    });
  } catch (error) {
    // The stored bytes replaced any earlier copy of this part, so the part is gone either way: forget it.
    await storage.delete([key]);
    await deletePart(db, upload.id, input.partNumber);
    throw error;
  }
  return { part_number: input.partNumber, size };
}

/**
 * Locks the document, then the upload: the order every transaction that touches both follows (deleting a
 * document locks it before its versions go), so two requests about the same document wait rather than deadlock.
 */
async function lockUploadAndDocument(tx: Database, userId: string, uploadId: string) {
  const found = await findOwnUpload(tx, userId, uploadId);
  if (!found) throw uploadNotFound();
  const document = await findOwnDocument(tx, userId, found.documentId, true);
  const upload = document ? await findOwnUpload(tx, userId, uploadId, true) : null;
  if (!document || !upload) throw uploadNotFound();
  return { upload, document };
}

function incomplete(message: string): HttpError {
  return new HttpError(409, VAULT_UPLOAD_INCOMPLETE, message);
}

/**
 * Makes the upload the document's current version, in one transaction with the re-wrapped keys of every
 * share and live proof link; the previous version's ciphertext is deleted after the commit.
 */
export async function completeUpload(
  deps: VaultDependencies,
  input: { userId: string; uploadId: string; request: CompleteUploadRequest; now?: Date },
): Promise<VaultDocument> {
  const now = input.now ?? new Date();
  const request = input.request;
  const shareKeys = new Map(
    (request.share_keys ?? []).map((entry) => [entry.share_id, entry.wrapped_file_key]),
  );
  const linkKeys = new Map(
    (request.proof_link_keys ?? []).map((entry) => [entry.link_id, entry.wrapped_file_key]),
  );

  const { documentId, previousVersionId } = await deps.db.transaction(async (tx) => {
    const { upload, document } = await lockUploadAndDocument(tx, input.userId, input.uploadId);
    if (request.replaces_version_id && request.replaces_version_id !== document.currentVersionId) {
      throw versionChanged();
    }

    if (request.size !== upload.size) {
      throw incomplete(`The upload was started for ${upload.size} bytes, not ${request.size}`);
    }
    const parts = await listParts(tx, upload.id);
    const numbers = parts.map((part) => part.partNumber);
    const missing = Array.from({ length: request.part_count }, (_, index) => index).filter(
      (index) => !numbers.includes(index),
    );
    if (missing.length > 0)
      throw incomplete(`Parts ${missing.slice(0, 10).join(', ')} have not been received`);
    if (parts.length !== request.part_count) {
      throw incomplete(`More than ${request.part_count} parts were received`);
    }
    const received = parts.reduce((total, part) => total + part.size, 0);
    if (received !== request.size) throw incomplete(`The parts hold ${received} bytes, not ${request.size}`);

    // Every share and live link must open the new version; ids that are not this document's are ignored.
    const shareIds = await listShareIdsOfDocument(tx, document.id);
    const liveLinkIds = await listLiveLinkIdsOfDocument(tx, document.id, now);
    const unwrapped = [
      ...shareIds.filter((id) => !shareKeys.has(id)),
      ...liveLinkIds.filter((id) => !linkKeys.has(id)),
    ];
    if (unwrapped.length > 0) {
      throw new HttpError(
        409,
        VAULT_REWRAP_REQUIRED,
        `The new file key must be wrapped for every share and proof-of-status link (${unwrapped.length} missing)`,
      );
    }
    for (const shareId of shareIds) {
      await replaceShareKey(tx, document.id, shareId, shareKeys.get(shareId) as string);
    }
    for (const linkId of liveLinkIds) {
      await replaceLinkDocumentKey(tx, {
        linkId,
        documentId: document.id,
        wrappedFileKey: linkKeys.get(linkId) as string,
      });
    }
    await clearDeadLinkKeys(tx, now, document.id);

    await markVersionComplete(tx, upload.id, {
      partCount: request.part_count,
      encryptedMetadata: request.encrypted_metadata,
      wrappedFileKey: request.wrapped_file_key,
      now,
    });
    await setCurrentVersion(tx, document.id, upload.id);
    const previous = document.currentVersionId;
    if (previous && previous !== upload.id) await deleteVersion(tx, previous);
    return { documentId: document.id, previousVersionId: previous };
  });

  if (previousVersionId && previousVersionId !== input.uploadId) {
    await deleteVersionObjects(deps.storage, [previousVersionId], deps.log);
  }
  return readOwnDocument(deps.db, input.userId, documentId, now);
}

/** Abandons an upload: its parts go, and a new document that never got a version goes with it. */
export async function abortUpload(
  deps: VaultDependencies,
  input: { userId: string; uploadId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { upload } = await lockUploadAndDocument(tx, input.userId, input.uploadId);
    await deleteVersion(tx, upload.id);
    await deleteEmptyDocuments(tx, [upload.documentId]);
  });
  await deleteVersionObjects(deps.storage, [input.uploadId], deps.log);
}
