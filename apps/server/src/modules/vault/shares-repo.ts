import type { IncomingShare, OutgoingShare } from '@amparo/contract/vault/vault-models';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import {
  vaultDocuments,
  vaultDocumentVersions,
  vaultKeyrings,
  vaultShares,
} from '../../platform/db/schema/vault.ts';

export type ShareRow = typeof vaultShares.$inferSelect;

/** How an account is named to the other side of a share: its email, or its phone for a phone-only account. */
function accountLabel(users: { email: AnyPgColumn; phone: AnyPgColumn }) {
  return sql<string>`coalesce(${users.email}, ${users.phone}, '')`;
}

const recipients = alias(authUsers, 'recipients');
const owners = alias(authUsers, 'owners');

function outgoingQuery(db: Database) {
  return db
    .select({ share: vaultShares, label: accountLabel(recipients), publicKey: vaultKeyrings.publicKey })
    .from(vaultShares)
    .innerJoin(recipients, eq(recipients.id, vaultShares.recipientId))
    .innerJoin(vaultKeyrings, eq(vaultKeyrings.userId, vaultShares.recipientId));
}

type OutgoingRow = { share: ShareRow; label: string; publicKey: string };

function toOutgoingShare(row: OutgoingRow): OutgoingShare {
  return {
    id: row.share.id,
    document_id: row.share.documentId,
    recipient_user_id: row.share.recipientId,
    recipient_label: row.label,
    recipient_public_key: row.publicKey,
    status: row.share.status,
    created_at: row.share.createdAt.toISOString(),
    accepted_at: row.share.acceptedAt?.toISOString() ?? null,
  };
}

export async function listOutgoingShares(
  db: Database,
  ownerId: string,
  documentIds?: readonly string[],
): Promise<OutgoingShare[]> {
  if (documentIds?.length === 0) return [];
  const conditions = [eq(vaultShares.ownerId, ownerId)];
  if (documentIds) conditions.push(inArray(vaultShares.documentId, [...documentIds]));
  const rows = await outgoingQuery(db)
    .where(and(...conditions))
    .orderBy(asc(vaultShares.createdAt), asc(vaultShares.id));
  return rows.map(toOutgoingShare);
}

export async function findOutgoingShare(
  db: Database,
  ownerId: string,
  shareId: string,
): Promise<OutgoingShare | null> {
  const [row] = await outgoingQuery(db).where(
    and(eq(vaultShares.id, shareId), eq(vaultShares.ownerId, ownerId)),
  );
  return row ? toOutgoingShare(row) : null;
}

/**
 * How the owner is named to a recipient. A legal professional learns who shared only once they accepted a
 * consultation with that person (decision 028): before that, and after a decline, the label is empty and the
 * screens say "a person on Amparo", as the consultation itself does.
 */
function ownerLabelForRecipient() {
  return sql<string>`case
    when exists (select 1 from legal_professionals lp where lp.user_id = ${vaultShares.recipientId})
      and not exists (
        select 1 from consultation_requests c
        where c.client_user_id = ${vaultShares.ownerId} and c.professional_user_id = ${vaultShares.recipientId}
          and c.status in ('accepted', 'done')
      )
    then ''
    else ${accountLabel(owners)}
  end`;
}

function incomingQuery(db: Database) {
  return db
    .select({ share: vaultShares, version: vaultDocumentVersions, label: ownerLabelForRecipient() })
    .from(vaultShares)
    .innerJoin(vaultDocuments, eq(vaultDocuments.id, vaultShares.documentId))
    .innerJoin(
      vaultDocumentVersions,
      and(
        eq(vaultDocumentVersions.id, vaultDocuments.currentVersionId),
        eq(vaultDocumentVersions.status, 'complete'),
      ),
    )
    .innerJoin(owners, eq(owners.id, vaultShares.ownerId));
}

function toIncomingShare(row: {
  share: ShareRow;
  version: typeof vaultDocumentVersions.$inferSelect;
  label: string;
}): IncomingShare {
  return {
    id: row.share.id,
    document_id: row.share.documentId,
    version_id: row.version.id,
    owner_label: row.label,
    status: row.share.status,
    encrypted_metadata: row.version.encryptedMetadata ?? '',
    wrapped_file_key: row.share.wrappedFileKey,
    size: row.version.size,
    created_at: row.share.createdAt.toISOString(),
    accepted_at: row.share.acceptedAt?.toISOString() ?? null,
  };
}

export async function listIncomingShares(db: Database, recipientId: string): Promise<IncomingShare[]> {
  const rows = await incomingQuery(db)
    .where(eq(vaultShares.recipientId, recipientId))
    .orderBy(desc(vaultShares.createdAt), desc(vaultShares.id));
  return rows.map(toIncomingShare);
}

export async function findIncomingShare(
  db: Database,
  recipientId: string,
  shareId: string,
): Promise<IncomingShare | null> {
  const [row] = await incomingQuery(db).where(
    and(eq(vaultShares.id, shareId), eq(vaultShares.recipientId, recipientId)),
  );
  return row ? toIncomingShare(row) : null;
}

/** Null when the document is already shared with that person. */
export async function insertShare(
  db: Database,
  values: { documentId: string; ownerId: string; recipientId: string; wrappedFileKey: string; now: Date },
): Promise<ShareRow | null> {
  const [row] = await db
    .insert(vaultShares)
    .values({
      documentId: values.documentId,
      ownerId: values.ownerId,
      recipientId: values.recipientId,
      wrappedFileKey: values.wrappedFileKey,
      status: 'pending',
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function markShareAccepted(
  db: Database,
  recipientId: string,
  shareId: string,
  now: Date,
): Promise<void> {
  await db
    .update(vaultShares)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(
        eq(vaultShares.id, shareId),
        eq(vaultShares.recipientId, recipientId),
        eq(vaultShares.status, 'pending'),
      ),
    );
}

/**
 * The owner revokes or the recipient declines: either side may delete, nobody else. Returns the shared
 * document's id, or null when there was no such share for this person.
 */
export async function deleteShareOfParty(
  db: Database,
  userId: string,
  shareId: string,
): Promise<string | null> {
  const [row] = await db
    .delete(vaultShares)
    .where(
      and(
        eq(vaultShares.id, shareId),
        or(eq(vaultShares.ownerId, userId), eq(vaultShares.recipientId, userId)),
      ),
    )
    .returning({ documentId: vaultShares.documentId });
  return row?.documentId ?? null;
}

export async function listShareIdsOfDocument(db: Database, documentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: vaultShares.id })
    .from(vaultShares)
    .where(eq(vaultShares.documentId, documentId));
  return rows.map((row) => row.id);
}

export async function replaceShareKey(
  db: Database,
  documentId: string,
  shareId: string,
  wrappedFileKey: string,
): Promise<void> {
  await db
    .update(vaultShares)
    .set({ wrappedFileKey })
    .where(and(eq(vaultShares.id, shareId), eq(vaultShares.documentId, documentId)));
}

export async function hasAcceptedShare(
  db: Database,
  recipientId: string,
  documentId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: vaultShares.id })
    .from(vaultShares)
    .where(
      and(
        eq(vaultShares.documentId, documentId),
        eq(vaultShares.recipientId, recipientId),
        eq(vaultShares.status, 'accepted'),
      ),
    );
  return row !== undefined;
}

/** An account with a vault, by its (lower-cased) email. */
export async function findRecipientByEmail(
  db: Database,
  email: string,
): Promise<{ userId: string; label: string; publicKey: string } | null> {
  const [row] = await db
    .select({ userId: authUsers.id, label: accountLabel(authUsers), publicKey: vaultKeyrings.publicKey })
    .from(authUsers)
    .innerJoin(vaultKeyrings, eq(vaultKeyrings.userId, authUsers.id))
    .where(eq(authUsers.email, email.toLowerCase()));
  return row ?? null;
}

export async function findRecipientById(
  db: Database,
  userId: string,
): Promise<{ userId: string; label: string; publicKey: string } | null> {
  const [row] = await db
    .select({ userId: authUsers.id, label: accountLabel(authUsers), publicKey: vaultKeyrings.publicKey })
    .from(authUsers)
    .innerJoin(vaultKeyrings, eq(vaultKeyrings.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row ?? null;
}
