import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { vaultDocuments, vaultDocumentVersions } from '../../platform/db/schema/vault.ts';

export type DocumentRow = typeof vaultDocuments.$inferSelect;
export type VersionRow = typeof vaultDocumentVersions.$inferSelect;
/** A document with its current, completed version. */
export type CurrentDocumentRow = { document: DocumentRow; version: VersionRow };
/** The same, as its owner sees it. */
export type OwnDocumentRow = CurrentDocumentRow & { endedLinkShowedVersion: boolean };

export async function insertDocument(db: Database, userId: string, now: Date): Promise<DocumentRow> {
  const [row] = await db.insert(vaultDocuments).values({ userId, createdAt: now }).returning();
  if (!row) throw new Error('The document insert returned no row');
  return row;
}

/** The caller's document, listed or not yet; with `lock`, held until the transaction ends. */
export async function findOwnDocument(
  db: Database,
  userId: string,
  documentId: string,
  lock = false,
): Promise<DocumentRow | null> {
  const query = db
    .select()
    .from(vaultDocuments)
    .where(and(eq(vaultDocuments.id, documentId), eq(vaultDocuments.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

function currentDocumentsQuery(db: Database) {
  return db
    .select({ document: vaultDocuments, version: vaultDocumentVersions })
    .from(vaultDocuments)
    .innerJoin(
      vaultDocumentVersions,
      and(
        eq(vaultDocumentVersions.id, vaultDocuments.currentVersionId),
        eq(vaultDocumentVersions.status, 'complete'),
      ),
    );
}

/**
 * True when a proof link showed this version and has since ended (revoked or expired). A link that was live when
 * the version was completed got its key re-wrapped; one made later showed it too. So "it ended after the version
 * was completed, and by now" is exactly "it could open this version and no longer may". Read at list time
 * because nothing happens when a link expires, and the sweep forgets expired links' keys without a new version.
 */
function endedLinkShowedVersion(now: Date) {
  const ended = sql`least(coalesce(l.revoked_at, l.expires_at), l.expires_at)`;
  return sql<boolean>`exists (
    select 1 from vault_proof_link_documents d join vault_proof_links l on l.id = d.link_id
    where d.document_id = ${vaultDocuments.id}
      and ${ended} <= ${now.toISOString()}::timestamptz
      and ${ended} > ${vaultDocumentVersions.completedAt})`.mapWith(Boolean);
}

/** The owner's view: the current version, and whether someone it was shown to has lost access since. */
function ownDocumentsQuery(db: Database, now: Date) {
  return db
    .select({
      document: vaultDocuments,
      version: vaultDocumentVersions,
      endedLinkShowedVersion: endedLinkShowedVersion(now),
    })
    .from(vaultDocuments)
    .innerJoin(
      vaultDocumentVersions,
      and(
        eq(vaultDocumentVersions.id, vaultDocuments.currentVersionId),
        eq(vaultDocumentVersions.status, 'complete'),
      ),
    );
}

export async function listOwnCurrentDocuments(
  db: Database,
  userId: string,
  now: Date,
): Promise<OwnDocumentRow[]> {
  return ownDocumentsQuery(db, now)
    .where(eq(vaultDocuments.userId, userId))
    .orderBy(desc(vaultDocuments.createdAt), desc(vaultDocuments.id));
}

export async function findOwnCurrentDocument(
  db: Database,
  userId: string,
  documentId: string,
  now: Date,
): Promise<OwnDocumentRow | null> {
  const [row] = await ownDocumentsQuery(db, now).where(
    and(eq(vaultDocuments.id, documentId), eq(vaultDocuments.userId, userId)),
  );
  return row ?? null;
}

/** Any owner's document at its current version: for shares and proof links, which check access themselves. */
export async function findCurrentDocument(
  db: Database,
  documentId: string,
): Promise<CurrentDocumentRow | null> {
  const [row] = await currentDocumentsQuery(db).where(eq(vaultDocuments.id, documentId));
  return row ?? null;
}

export async function setCurrentVersion(db: Database, documentId: string, versionId: string): Promise<void> {
  await db
    .update(vaultDocuments)
    .set({ currentVersionId: versionId })
    .where(eq(vaultDocuments.id, documentId));
}

export async function updateVersionMetadata(
  db: Database,
  versionId: string,
  encryptedMetadata: string,
): Promise<void> {
  await db
    .update(vaultDocumentVersions)
    .set({ encryptedMetadata })
    .where(eq(vaultDocumentVersions.id, versionId));
}

/**
 * Someone who could open the document's current version no longer may (a share was revoked or declined): they
 * may have kept its file key, so the next edit must re-encrypt it under a new one.
 */
export async function markReencryptOnNextEdit(db: Database, documentId: string): Promise<void> {
  await db
    .update(vaultDocumentVersions)
    .set({ reencryptOnNextEdit: true })
    .where(
      inArray(
        vaultDocumentVersions.id,
        db
          .select({ id: vaultDocuments.currentVersionId })
          .from(vaultDocuments)
          .where(eq(vaultDocuments.id, documentId)),
      ),
    );
}

export async function listVersionIds(db: Database, documentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: vaultDocumentVersions.id })
    .from(vaultDocumentVersions)
    .where(eq(vaultDocumentVersions.documentId, documentId));
  return rows.map((row) => row.id);
}

/** Deletes the document; its versions, parts, shares and proof-link entries go with it (foreign keys cascade). */
export async function deleteDocument(db: Database, userId: string, documentId: string): Promise<boolean> {
  const rows = await db
    .delete(vaultDocuments)
    .where(and(eq(vaultDocuments.id, documentId), eq(vaultDocuments.userId, userId)))
    .returning({ id: vaultDocuments.id });
  return rows.length > 0;
}

/** Deletes those of the documents that never got a completed version and have no upload left. */
export async function deleteEmptyDocuments(db: Database, documentIds: readonly string[]): Promise<void> {
  if (documentIds.length === 0) return;
  await db
    .delete(vaultDocuments)
    .where(
      and(
        inArray(vaultDocuments.id, [...documentIds]),
        isNull(vaultDocuments.currentVersionId),
        notExists(
          db
            .select({ id: vaultDocumentVersions.id })
            .from(vaultDocumentVersions)
            .where(eq(vaultDocumentVersions.documentId, vaultDocuments.id)),
        ),
      ),
    );
}

/**
 * The ciphertext bytes a user holds. A completed version counts its size; an upload counts the larger of the
 * size it announced and the bytes actually received, so a client that announces little and sends much is still
 * counted by what it sent. `exceptVersionId` leaves one upload out, for the check of that upload's own parts.
 */
export async function readUsedBytes(db: Database, userId: string, exceptVersionId?: string): Promise<number> {
  const except = exceptVersionId ? sql`and v.id <> ${exceptVersionId}` : sql``;
  const [row] = await queryRows<{ used: string | number | null }>(
    db,
    sql`select coalesce(sum(case when v.status = 'complete' then v.size
                                 else greatest(v.size, coalesce(p.received, 0)) end), 0) as used
        from vault_document_versions v
        left join (select version_id, sum(size) as received from vault_upload_parts group by version_id) p
          on p.version_id = v.id
        where v.user_id = ${userId} ${except}`,
  );
  return Number(row?.used ?? 0);
}

/**
 * Holds the user's profile row until the transaction ends, so two uploads of the same person are counted
 * against the quota one after the other and cannot both slip under it.
 */
export async function lockUserForQuota(db: Database, userId: string): Promise<void> {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}
