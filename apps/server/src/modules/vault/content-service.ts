import type { Readable } from 'node:stream';
import { findCurrentDocument } from './documents-repo.ts';
import { hasAcceptedShare } from './shares-repo.ts';
import type { VaultDependencies } from './vault-dependencies.ts';
import { documentNotFound } from './vault-http-errors.ts';
import { streamVersion } from './version-objects.ts';

export type VersionContent = { size: number; stream: Readable };

/**
 * The ciphertext of a document's current version, for its owner or for a recipient whose share is accepted.
 * Anyone else, an old version or an unfinished one, gets the same 404.
 */
export async function openDocumentContent(
  { db, storage }: Pick<VaultDependencies, 'db' | 'storage'>,
  input: { userId: string; documentId: string; versionId: string },
): Promise<VersionContent> {
  const row = await findCurrentDocument(db, input.documentId);
  if (!row || row.version.id !== input.versionId) throw documentNotFound();
  const allowed =
    row.document.userId === input.userId || (await hasAcceptedShare(db, input.userId, row.document.id));
  if (!allowed) throw documentNotFound();
  return {
    size: row.version.size,
    stream: streamVersion(storage, row.version.id, row.version.partCount ?? 0),
  };
}
