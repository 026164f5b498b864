import type { ListDocumentsResponse, UpdateDocumentRequest } from '@amparo/contract/vault/documents';
import type { OutgoingShare, VaultDocument } from '@amparo/contract/vault/vault-models';
import type { Database } from '../../platform/db/database.ts';
import {
  deleteDocument,
  findOwnCurrentDocument,
  findOwnDocument,
  listOwnCurrentDocuments,
  listVersionIds,
  type OwnDocumentRow,
  readUsedBytes,
  updateVersionMetadata,
} from './documents-repo.ts';
import { listOutgoingShares } from './shares-repo.ts';
import type { VaultDependencies } from './vault-dependencies.ts';
import { documentNotFound, versionChanged } from './vault-http-errors.ts';
import { deleteVersionObjects } from './version-objects.ts';

// The caller's own documents. A document appears only once a version is complete; everything returned is
// ciphertext or a wrapped key the server cannot open.

function toVaultDocument(row: OwnDocumentRow, shares: OutgoingShare[]): VaultDocument {
  const { document, version } = row;
  return {
    id: document.id,
    version_id: version.id,
    encrypted_metadata: version.encryptedMetadata ?? '',
    wrapped_file_key: version.wrappedFileKey ?? '',
    size: version.size,
    created_at: document.createdAt.toISOString(),
    updated_at: (version.completedAt ?? version.updatedAt).toISOString(),
    shares,
    reencrypt_on_next_edit: version.reencryptOnNextEdit || row.endedLinkShowedVersion,
  };
}

export async function readOwnDocument(
  db: Database,
  userId: string,
  documentId: string,
  now = new Date(),
): Promise<VaultDocument> {
  const row = await findOwnCurrentDocument(db, userId, documentId, now);
  if (!row) throw documentNotFound();
  return toVaultDocument(row, await listOutgoingShares(db, userId, [documentId]));
}

export async function listOwnDocuments(
  { db, config }: Pick<VaultDependencies, 'db' | 'config'>,
  userId: string,
  now = new Date(),
): Promise<ListDocumentsResponse> {
  const [rows, usedBytes] = await Promise.all([
    listOwnCurrentDocuments(db, userId, now),
    readUsedBytes(db, userId),
  ]);
  const shares = await listOutgoingShares(
    db,
    userId,
    rows.map((row) => row.document.id),
  );
  return {
    documents: rows.map((row) =>
      toVaultDocument(
        row,
        shares.filter((share) => share.document_id === row.document.id),
      ),
    ),
    usage: { used_bytes: usedBytes, quota_bytes: config.vaultQuotaBytes },
  };
}

/** New metadata sealed with the same file key, for the version the browser had open. */
export async function updateOwnDocument(
  db: Database,
  input: { userId: string; documentId: string; change: UpdateDocumentRequest },
): Promise<VaultDocument> {
  await db.transaction(async (tx) => {
    const document = await findOwnDocument(tx, input.userId, input.documentId, true);
    if (!document?.currentVersionId) throw documentNotFound();
    if (document.currentVersionId !== input.change.version_id) throw versionChanged();
    await updateVersionMetadata(tx, document.currentVersionId, input.change.encrypted_metadata);
  });
  return readOwnDocument(db, input.userId, input.documentId);
}

/** The document, every version and upload of it, its shares and its place in proof links; then its objects. */
export async function deleteOwnDocument(
  { db, storage, log }: Pick<VaultDependencies, 'db' | 'storage' | 'log'>,
  input: { userId: string; documentId: string },
): Promise<void> {
  const versionIds = await db.transaction(async (tx) => {
    const document = await findOwnDocument(tx, input.userId, input.documentId, true);
    if (!document) throw documentNotFound();
    const ids = await listVersionIds(tx, document.id);
    await deleteDocument(tx, input.userId, document.id);
    return ids;
  });
  await deleteVersionObjects(storage, versionIds, log);
}
