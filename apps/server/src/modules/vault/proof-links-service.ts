import { randomBytes } from 'node:crypto';
import type { CreateProofLinkRequest, PublicProofLinkResponse } from '@amparo/contract/vault/proof-links';
import { PROOF_LINK_EXPIRED, PROOF_LINK_REVOKED } from '@amparo/contract/vault/vault-errors';
import type { ProofLink } from '@amparo/contract/vault/vault-models';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { VersionContent } from './content-service.ts';
import { findOwnDocument } from './documents-repo.ts';
import {
  countProofLinkView,
  findProofLink,
  insertProofLink,
  listLinkDocumentIds,
  listOpenableLinkDocuments,
  listOwnProofLinks,
  type ProofLinkRow,
  revokeOwnProofLink,
  toProofLinkResponse,
} from './proof-links-repo.ts';
import type { VaultDependencies } from './vault-dependencies.ts';
import { documentNotFound, proofLinkNotFound, versionChanged } from './vault-http-errors.ts';
import { streamVersion } from './version-objects.ts';

// Proof-of-status links: a lawyer or an officer opens `/proof/<id>#<link key>` without an account. The key
// never reaches the server; it keeps each file key wrapped by it, enforces the expiry and counts the views.

const HOUR_MS = 60 * 60 * 1000;

export async function createProofLink(
  db: Database,
  input: { userId: string; request: CreateProofLinkRequest; now?: Date },
): Promise<ProofLink> {
  const now = input.now ?? new Date();
  const { request } = input;
  const documentIds = request.documents.map((document) => document.document_id);
  if (new Set(documentIds).size !== documentIds.length) {
    throw new HttpError(400, 'bad_request', 'Each document may be in a link once');
  }
  const row = await db.transaction(async (tx) => {
    for (const entry of request.documents) {
      const document = await findOwnDocument(tx, input.userId, entry.document_id, true);
      if (!document?.currentVersionId) throw documentNotFound();
      if (document.currentVersionId !== entry.version_id) throw versionChanged();
    }
    return insertProofLink(tx, {
      // 128 random bits: the id is the only thing that names the link, so it must not be guessable.
      id: randomBytes(16).toString('base64url'),
      ownerId: input.userId,
      ownerWrappedLinkKey: request.owner_wrapped_link_key,
      expiresAt: new Date(now.getTime() + request.expires_in_hours * HOUR_MS),
      now,
      documents: request.documents.map((entry) => ({
        documentId: entry.document_id,
        wrappedFileKey: entry.wrapped_file_key,
      })),
    });
  });
  return toProofLinkResponse(row, documentIds);
}

export async function listProofLinks(db: Database, userId: string): Promise<ProofLink[]> {
  const rows = await listOwnProofLinks(db, userId);
  const documentIds = await listLinkDocumentIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProofLinkResponse(row, documentIds.get(row.id) ?? []));
}

export async function revokeProofLink(
  db: Database,
  input: { userId: string; linkId: string; now?: Date },
): Promise<void> {
  const revoked = await db.transaction((tx) =>
    revokeOwnProofLink(tx, input.userId, input.linkId, input.now ?? new Date()),
  );
  if (!revoked) throw proofLinkNotFound();
}

/** 404 for no such link, 410 once it is revoked or has expired. */
async function findLiveLink(db: Database, linkId: string, now: Date): Promise<ProofLinkRow> {
  const link = await findProofLink(db, linkId);
  if (!link) throw proofLinkNotFound();
  if (link.revokedAt) throw new HttpError(410, PROOF_LINK_REVOKED, 'This link was turned off by its owner');
  if (link.expiresAt.getTime() <= now.getTime())
    throw new HttpError(410, PROOF_LINK_EXPIRED, 'This link has expired');
  return link;
}

/** What the link shows, never who made it. Each call counts one view. */
export async function openPublicProofLink(
  db: Database,
  input: { linkId: string; now?: Date },
): Promise<PublicProofLinkResponse> {
  const now = input.now ?? new Date();
  const link = await findLiveLink(db, input.linkId, now);
  await countProofLinkView(db, link.id, now);
  const documents = await listOpenableLinkDocuments(db, link.id);
  return {
    expires_at: link.expiresAt.toISOString(),
    documents: documents.map((document) => ({
      document_id: document.documentId,
      version_id: document.version.id,
      encrypted_metadata: document.version.encryptedMetadata ?? '',
      wrapped_file_key: document.wrappedFileKey,
      size: document.version.size,
    })),
  };
}

export async function openPublicProofLinkContent(
  { db, storage }: Pick<VaultDependencies, 'db' | 'storage'>,
  input: { linkId: string; documentId: string; now?: Date },
): Promise<VersionContent> {
  const link = await findLiveLink(db, input.linkId, input.now ?? new Date());
  const [document] = await listOpenableLinkDocuments(db, link.id, input.documentId);
  if (!document) throw documentNotFound();
  return {
    size: document.version.size,
    stream: streamVersion(storage, document.version.id, document.version.partCount ?? 0),
  };
}
