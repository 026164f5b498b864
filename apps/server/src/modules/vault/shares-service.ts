import type {
  CreateShareRequest,
  ListSharesResponse,
  LookupRecipientResponse,
} from '@amparo/contract/vault/shares';
import {
  VAULT_ALREADY_SHARED,
  VAULT_CANNOT_SHARE_WITH_SELF,
  VAULT_RECIPIENT_NOT_FOUND,
} from '@amparo/contract/vault/vault-errors';
import type { IncomingShare, OutgoingShare } from '@amparo/contract/vault/vault-models';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findOwnDocument, markReencryptOnNextEdit } from './documents-repo.ts';
import {
  deleteShareOfParty,
  findIncomingShare,
  findOutgoingShare,
  findRecipientByEmail,
  findRecipientById,
  insertShare,
  listIncomingShares,
  listOutgoingShares,
  markShareAccepted,
} from './shares-repo.ts';
import { documentNotFound, shareNotFound, versionChanged } from './vault-http-errors.ts';

// Sharing a document with another Amparo account (a family member, a chosen lawyer): the browser wraps the
// file key for the recipient's public key; the server keeps the wrapped key and decides who may fetch what.

function recipientNotFound(): HttpError {
  return new HttpError(404, VAULT_RECIPIENT_NOT_FOUND, 'Nobody with a vault in Amparo has that email');
}

function cannotShareWithSelf(): HttpError {
  return new HttpError(400, VAULT_CANNOT_SHARE_WITH_SELF, 'This is your own account');
}

async function readOwnEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
  return row?.email ?? null;
}

/** One answer for "no account" and "no vault", so the lookup does not tell who uses Amparo without a vault. */
export async function lookUpRecipient(
  db: Database,
  input: { userId: string; email: string },
): Promise<LookupRecipientResponse> {
  const email = input.email.trim().toLowerCase();
  if ((await readOwnEmail(db, input.userId)) === email) throw cannotShareWithSelf();
  const recipient = await findRecipientByEmail(db, email);
  if (!recipient) throw recipientNotFound();
  return { user_id: recipient.userId, label: recipient.label, public_key: recipient.publicKey };
}

export async function shareOwnDocument(
  db: Database,
  input: { userId: string; documentId: string; request: CreateShareRequest; now?: Date },
): Promise<OutgoingShare> {
  const { request } = input;
  if (request.recipient_user_id === input.userId) throw cannotShareWithSelf();
  const shareId = await db.transaction(async (tx) => {
    const document = await findOwnDocument(tx, input.userId, input.documentId, true);
    if (!document?.currentVersionId) throw documentNotFound();
    if (document.currentVersionId !== request.version_id) throw versionChanged();
    if (!(await findRecipientById(tx, request.recipient_user_id))) throw recipientNotFound();
    const share = await insertShare(tx, {
      documentId: document.id,
      ownerId: input.userId,
      recipientId: request.recipient_user_id,
      wrappedFileKey: request.wrapped_file_key,
      now: input.now ?? new Date(),
    });
    if (!share) {
      throw new HttpError(409, VAULT_ALREADY_SHARED, 'This document is already shared with that person');
    }
    return share.id;
  });
  const share = await findOutgoingShare(db, input.userId, shareId);
  if (!share) throw shareNotFound();
  return share;
}

export async function listOwnShares(db: Database, userId: string): Promise<ListSharesResponse> {
  const [outgoing, incoming] = await Promise.all([
    listOutgoingShares(db, userId),
    listIncomingShares(db, userId),
  ]);
  return { outgoing, incoming };
}

/** The recipient accepts; accepting twice keeps the first time. */
export async function acceptIncomingShare(
  db: Database,
  input: { userId: string; shareId: string; now?: Date },
): Promise<IncomingShare> {
  if (!(await findIncomingShare(db, input.userId, input.shareId))) throw shareNotFound();
  await markShareAccepted(db, input.userId, input.shareId, input.now ?? new Date());
  const share = await findIncomingShare(db, input.userId, input.shareId);
  if (!share) throw shareNotFound();
  return share;
}

/**
 * The owner revokes or the recipient declines; the wrapped key goes with the row. Pending or accepted, the
 * recipient could already read that key (pending shares are listed to them with it), so the document's current
 * version is marked to be re-encrypted on its next edit, in the same transaction.
 */
export async function deleteShare(db: Database, input: { userId: string; shareId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const documentId = await deleteShareOfParty(tx, input.userId, input.shareId);
    if (!documentId) throw shareNotFound();
    await markReencryptOnNextEdit(tx, documentId);
  });
}
