import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateFileKey, generateVaultKey } from '@amparo/vault-crypto/keys';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { encryptBytes } from '@amparo/vault-crypto/stream-encryption';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';

export const TEST_USER_ID = '00000000-0000-4000-8000-000000000001';

/** An unlocked vault with real random keys (the sharing pair is not needed by these tests). */
export function testVault(): UnlockedVault {
  return {
    userId: TEST_USER_ID,
    vaultKey: generateVaultKey(),
    sharingPublicKey: new Uint8Array(65),
    sharingPrivateKey: new Uint8Array(32),
  };
}

let counter = 0;

/**
 * A document sealed exactly as the upload flow seals one, with its ciphertext, for the fake server. With `id`, a
 * new version of that document (as another device's "Replace" makes one), with a new file key.
 */
export async function sealedDocument(
  vault: UnlockedVault,
  metadata: Partial<DocumentMetadata> & Pick<DocumentMetadata, 'title'>,
  content: Uint8Array = new TextEncoder().encode(`content of ${metadata.title}`),
  { id: existingId }: { id?: string } = {},
): Promise<VaultDocument & { content: Uint8Array }> {
  counter += 1;
  const id = existingId ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const fileKey = generateFileKey();
  const full: DocumentMetadata = {
    type: 'other',
    expires_on: null,
    notes: '',
    file_name: `${metadata.title}.png`,
    mime_type: 'image/png',
    size: content.length,
    carry_offline: false,
    ...metadata,
  };
  const ciphertext = await encryptBytes(fileKey, id, content);
  return {
    id,
    version_id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    encrypted_metadata: toBase64Url(await encryptMetadata(fileKey, id, full)),
    wrapped_file_key: toBase64Url(
      await wrapKey(vault.vaultKey, fileKey, { purpose: 'file-key', userId: vault.userId, objectId: id }),
    ),
    size: ciphertext.length,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    shares: [],
    reencrypt_on_next_edit: false,
    content: ciphertext,
  };
}
