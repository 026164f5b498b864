import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { vaultDocumentVersions, vaultUploadParts } from '../../platform/db/schema/vault.ts';
import type { VersionRow } from './documents-repo.ts';

export type PartRow = typeof vaultUploadParts.$inferSelect;

export async function insertUpload(
  db: Database,
  values: { documentId: string; userId: string; size: number; now: Date },
): Promise<VersionRow> {
  const [row] = await db
    .insert(vaultDocumentVersions)
    .values({
      documentId: values.documentId,
      userId: values.userId,
      size: values.size,
      status: 'uploading',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('The upload insert returned no row');
  return row;
}

/** The caller's upload that is still in progress; with `lock`, held until the transaction ends. */
export async function findOwnUpload(
  db: Database,
  userId: string,
  uploadId: string,
  lock = false,
): Promise<VersionRow | null> {
  const query = db
    .select()
    .from(vaultDocumentVersions)
    .where(
      and(
        eq(vaultDocumentVersions.id, uploadId),
        eq(vaultDocumentVersions.userId, userId),
        eq(vaultDocumentVersions.status, 'uploading'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listParts(db: Database, versionId: string): Promise<PartRow[]> {
  return db
    .select()
    .from(vaultUploadParts)
    .where(eq(vaultUploadParts.versionId, versionId))
    .orderBy(asc(vaultUploadParts.partNumber));
}

/** Bytes received for the upload, leaving out one part (the one being sent again). */
export async function readReceivedBytes(
  db: Database,
  versionId: string,
  exceptPart: number,
): Promise<number> {
  const parts = await listParts(db, versionId);
  return parts.filter((part) => part.partNumber !== exceptPart).reduce((total, part) => total + part.size, 0);
}

export async function savePart(
  db: Database,
  values: { versionId: string; partNumber: number; size: number; now: Date },
): Promise<void> {
  await db
    .insert(vaultUploadParts)
    .values({ ...values, receivedAt: values.now })
    .onConflictDoUpdate({
      target: [vaultUploadParts.versionId, vaultUploadParts.partNumber],
      set: { size: values.size, receivedAt: values.now },
    });
  await db
    .update(vaultDocumentVersions)
    .set({ updatedAt: values.now })
    .where(eq(vaultDocumentVersions.id, values.versionId));
}

export async function deletePart(db: Database, versionId: string, partNumber: number): Promise<void> {
  await db
    .delete(vaultUploadParts)
    .where(and(eq(vaultUploadParts.versionId, versionId), eq(vaultUploadParts.partNumber, partNumber)));
}

export async function markVersionComplete(
  db: Database,
  versionId: string,
  values: { partCount: number; encryptedMetadata: string; wrappedFileKey: string; now: Date },
): Promise<VersionRow> {
  const [row] = await db
    .update(vaultDocumentVersions)
    .set({
      status: 'complete',
      partCount: values.partCount,
      encryptedMetadata: values.encryptedMetadata,
      wrappedFileKey: values.wrappedFileKey,
      completedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(vaultDocumentVersions.id, versionId))
    .returning();
  if (!row) throw new Error('The completed version was not found');
  return row;
}

export async function deleteVersion(db: Database, versionId: string): Promise<void> {
  await db.delete(vaultDocumentVersions).where(eq(vaultDocumentVersions.id, versionId));
}

/** Uploads nobody has sent a part to since `before`, of one user or of everyone. */
export async function findStaleUploads(
  db: Database,
  before: Date,
  userId?: string,
  limit = 100,
): Promise<{ id: string; documentId: string }[]> {
  const conditions = [
    eq(vaultDocumentVersions.status, 'uploading'),
    lt(vaultDocumentVersions.updatedAt, before),
  ];
  if (userId) conditions.push(eq(vaultDocumentVersions.userId, userId));
  return db
    .select({ id: vaultDocumentVersions.id, documentId: vaultDocumentVersions.documentId })
    .from(vaultDocumentVersions)
    .where(and(...conditions))
    .limit(limit);
}
