import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateFileKey, generateVaultKey } from '@amparo/vault-crypto/keys';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { generateSharingKeyPair } from '@amparo/vault-crypto/sharing';
import { type OwnDocument, openOwnDocument } from '../../../lib/vault/own-documents.ts';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';

// Real keys and real ciphertext for the sharing tests: what the server would store, made the way the browser does.

export async function makeTestVault(userId: string): Promise<UnlockedVault> {
  const pair = await generateSharingKeyPair();
  return {
    userId,
    vaultKey: generateVaultKey(),
    sharingPublicKey: pair.publicKey,
    sharingPrivateKey: pair.privateKey,
  };
}

export function testMetadata(changes: Partial<DocumentMetadata> = {}): DocumentMetadata {
  return {
    type: 'green_card',
    title: 'Green card',
    expires_on: '2031-05-01',
    notes: '',
    file_name: 'green-card.png',
    mime_type: 'image/png',
    size: 4,
    carry_offline: false,
    ...changes,
  };
}

/** A document of `vault`'s owner as GET /vault/documents returns it, with the file key the test may need. */
export async function sealTestDocument(
  vault: UnlockedVault,
  id: string,
  metadata: DocumentMetadata,
): Promise<{ document: VaultDocument; fileKey: Uint8Array }> {
  const fileKey = generateFileKey();
  const document: VaultDocument = {
    id,
    version_id: '00000000-0000-4000-8000-00000000aaaa',
    encrypted_metadata: toBase64Url(await encryptMetadata(fileKey, id, metadata)),
    wrapped_file_key: toBase64Url(
      await wrapKey(vault.vaultKey, fileKey, { purpose: 'file-key', userId: vault.userId, objectId: id }),
    ),
    size: 100,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    shares: [],
    reencrypt_on_next_edit: false,
  };
  return { document, fileKey };
}

/** The document as the owner's browser opens it; fails the test when it does not open. */
export async function openTestDocument(vault: UnlockedVault, document: VaultDocument): Promise<OwnDocument> {
  const opened = await openOwnDocument(vault, document);
  if (!opened) throw new Error(`Document ${document.id} did not open`);
  return opened;
}

export function only<T>(items: readonly T[], index = 0): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Nothing at ${index}`);
  return item;
}
