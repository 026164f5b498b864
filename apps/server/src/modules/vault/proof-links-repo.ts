import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  vaultDocuments,
  vaultDocumentVersions,
  vaultProofLinkDocuments,
  vaultProofLinks,
} from '../../platform/db/schema/vault.ts';
import type { VersionRow } from './documents-repo.ts';

export type ProofLinkRow = typeof vaultProofLinks.$inferSelect;

export function toProofLinkResponse(row: ProofLinkRow, documentIds: string[]): ProofLink {
  return {
    id: row.id,
    document_ids: documentIds,
    owner_wrapped_link_key: row.ownerWrappedLinkKey,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    view_count: row.viewCount,
    last_viewed_at: row.lastViewedAt?.toISOString() ?? null,
  };
}

export async function insertProofLink(
  db: Database,
  values: {
    id: string;
    ownerId: string;
    ownerWrappedLinkKey: string;
    expiresAt: Date;
    now: Date;
    documents: readonly { documentId: string; wrappedFileKey: string }[];
  },
): Promise<ProofLinkRow> {
  const [row] = await db
    .insert(vaultProofLinks)
    .values({
      id: values.id,
      ownerId: values.ownerId,
      ownerWrappedLinkKey: values.ownerWrappedLinkKey,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('The proof link insert returned no row');
  await db.insert(vaultProofLinkDocuments).values(
    values.documents.map((document, position) => ({
      linkId: values.id,
      documentId: document.documentId,
      wrappedFileKey: document.wrappedFileKey,
      position,
    })),
  );
  return row;
}

/** Document ids of each link, in the order the owner chose them. */
export async function listLinkDocumentIds(
  db: Database,
  linkIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byLink = new Map<string, string[]>(linkIds.map((id) => [id, []]));
  if (linkIds.length === 0) return byLink;
  const rows = await db
    .select({ linkId: vaultProofLinkDocuments.linkId, documentId: vaultProofLinkDocuments.documentId })
    .from(vaultProofLinkDocuments)
    .where(inArray(vaultProofLinkDocuments.linkId, [...linkIds]))
    .orderBy(asc(vaultProofLinkDocuments.position));
  for (const row of rows) byLink.get(row.linkId)?.push(row.documentId);
  return byLink;
}

export async function listOwnProofLinks(db: Database, ownerId: string): Promise<ProofLinkRow[]> {
  return db
    .select()
    .from(vaultProofLinks)
    .where(eq(vaultProofLinks.ownerId, ownerId))
    .orderBy(desc(vaultProofLinks.createdAt), desc(vaultProofLinks.id));
}

/** Revokes the caller's link (a second revoke keeps the first time) and forgets its wrapped keys. */
export async function revokeOwnProofLink(
  db: Database,
  ownerId: string,
  linkId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(vaultProofLinks)
    .set({ revokedAt: sql`coalesce(${vaultProofLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(vaultProofLinks.id, linkId), eq(vaultProofLinks.ownerId, ownerId)))
    .returning({ id: vaultProofLinks.id });
  if (rows.length === 0) return false;
  await db
    .update(vaultProofLinkDocuments)
    .set({ wrappedFileKey: null })
    .where(eq(vaultProofLinkDocuments.linkId, linkId));
  return true;
}

export async function findProofLink(db: Database, linkId: string): Promise<ProofLinkRow | null> {
  const [row] = await db.select().from(vaultProofLinks).where(eq(vaultProofLinks.id, linkId));
  return row ?? null;
}

export async function countProofLinkView(db: Database, linkId: string, now: Date): Promise<void> {
  await db
    .update(vaultProofLinks)
    .set({ viewCount: sql`${vaultProofLinks.viewCount} + 1`, lastViewedAt: now })
    .where(eq(vaultProofLinks.id, linkId));
}

export type LinkDocumentRow = { documentId: string; wrappedFileKey: string; version: VersionRow };

/** The link's documents that can still be opened: each at its current version, with its wrapped key. */
export async function listOpenableLinkDocuments(
  db: Database,
  linkId: string,
  documentId?: string,
): Promise<LinkDocumentRow[]> {
  const conditions = [
    eq(vaultProofLinkDocuments.linkId, linkId),
    isNotNull(vaultProofLinkDocuments.wrappedFileKey),
  ];
  if (documentId) conditions.push(eq(vaultProofLinkDocuments.documentId, documentId));
  const rows = await db
    .select({
      documentId: vaultProofLinkDocuments.documentId,
      wrappedFileKey: vaultProofLinkDocuments.wrappedFileKey,
      version: vaultDocumentVersions,
    })
    .from(vaultProofLinkDocuments)
    .innerJoin(vaultDocuments, eq(vaultDocuments.id, vaultProofLinkDocuments.documentId))
    .innerJoin(
      vaultDocumentVersions,
      and(
        eq(vaultDocumentVersions.id, vaultDocuments.currentVersionId),
        eq(vaultDocumentVersions.status, 'complete'),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(vaultProofLinkDocuments.position));
  return rows.map((row) => ({ ...row, wrappedFileKey: row.wrappedFileKey ?? '' }));
}

/** Links that still show the document: not revoked, not expired, key still held. */
export async function listLiveLinkIdsOfDocument(
  db: Database,
  documentId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: vaultProofLinks.id })
    .from(vaultProofLinkDocuments)
    .innerJoin(vaultProofLinks, eq(vaultProofLinks.id, vaultProofLinkDocuments.linkId))
    .where(
      and(
        eq(vaultProofLinkDocuments.documentId, documentId),
        isNotNull(vaultProofLinkDocuments.wrappedFileKey),
        isNull(vaultProofLinks.revokedAt),
        gt(vaultProofLinks.expiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

export async function replaceLinkDocumentKey(
  db: Database,
  values: { linkId: string; documentId: string; wrappedFileKey: string | null },
): Promise<void> {
  await db
    .update(vaultProofLinkDocuments)
    .set({ wrappedFileKey: values.wrappedFileKey })
    .where(
      and(
        eq(vaultProofLinkDocuments.linkId, values.linkId),
        eq(vaultProofLinkDocuments.documentId, values.documentId),
      ),
    );
}

/** Forgets the wrapped keys of links that have expired or were revoked: nothing can open them any more. */
export async function clearDeadLinkKeys(db: Database, now: Date, documentId?: string): Promise<void> {
  const dead = db
    .select({ id: vaultProofLinks.id })
    .from(vaultProofLinks)
    .where(or(isNotNull(vaultProofLinks.revokedAt), lte(vaultProofLinks.expiresAt, now)));
  const conditions = [
    isNotNull(vaultProofLinkDocuments.wrappedFileKey),
    inArray(vaultProofLinkDocuments.linkId, dead),
  ];
  if (documentId) conditions.push(eq(vaultProofLinkDocuments.documentId, documentId));
  await db
    .update(vaultProofLinkDocuments)
    .set({ wrappedFileKey: null })
    .where(and(...conditions));
}
