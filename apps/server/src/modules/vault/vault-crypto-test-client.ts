import type { ListDocumentsResponse } from '@amparo/contract/vault/documents';
import type { StartUploadResponse } from '@amparo/contract/vault/uploads';
import { VAULT_CHUNK_BYTES } from '@amparo/contract/vault/vault-limits';
import type { VaultDocument, VaultKeyring } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateFileKey, generateVaultKey } from '@amparo/vault-crypto/keys';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { derivePassphraseKey, type KdfParams } from '@amparo/vault-crypto/passphrase-key';
import { randomBytes } from '@amparo/vault-crypto/random';
import { deriveRecoveryWrappingKey, generateRecoveryKey } from '@amparo/vault-crypto/recovery-key';
import { generateSharingKeyPair } from '@amparo/vault-crypto/sharing';
import { encryptBytes, encryptedSize } from '@amparo/vault-crypto/stream-encryption';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { putPart, type VaultPerson, vaultApi } from './vault-test-app.ts';

// What the browser does, done in the test with the real vault protocol (@amparo/vault-crypto): the server must
// carry real ciphertext end to end without ever being able to read it.

export type CryptoPerson = VaultPerson & {
  vaultKey: Uint8Array;
  publicKey: Uint8Array;
  privateKey: Uint8Array;
};

const PASSPHRASE = 'a long passphrase only the test knows';

/** Light Argon2id settings (the contract's lowest memory) so the test stays quick. */
function testKdf(): KdfParams {
  return { algorithm: 'argon2id', salt: randomBytes(16), memoryKiB: 19_456, iterations: 1, parallelism: 1 };
}

export async function setUpVault(app: FastifyInstance, person: VaultPerson): Promise<CryptoPerson> {
  const kdf = testKdf();
  const vaultKey = generateVaultKey();
  const passphraseKey = await derivePassphraseKey(PASSPHRASE, kdf);
  const recoveryKey = await deriveRecoveryWrappingKey(generateRecoveryKey());
  const { publicKey, privateKey } = await generateSharingKeyPair();
  const userId = person.id;
  const created = await vaultApi(app, person)('POST', '/vault/keyring', {
    kdf: {
      algorithm: 'argon2id',
      salt: toBase64Url(kdf.salt),
      memory_kib: kdf.memoryKiB,
      iterations: kdf.iterations,
      parallelism: kdf.parallelism,
    },
    wrapped_by_passphrase: toBase64Url(
      await wrapKey(passphraseKey, vaultKey, { purpose: 'vault-key/passphrase', userId }),
    ),
    wrapped_by_recovery: toBase64Url(
      await wrapKey(recoveryKey, vaultKey, { purpose: 'vault-key/recovery', userId }),
    ),
    public_key: toBase64Url(publicKey),
    wrapped_private_key: toBase64Url(await wrapKey(vaultKey, privateKey, { purpose: 'private-key', userId })),
  });
  expect(created.status).toBe(201);
  return { ...person, vaultKey, publicKey, privateKey };
}

/** Opens the vault the way a returning browser does: keyring from the server, passphrase from the person. */
export async function unlockVault(app: FastifyInstance, person: VaultPerson): Promise<Uint8Array> {
  const { body } = await vaultApi(app, person)<VaultKeyring>('GET', '/vault/keyring');
  const passphraseKey = await derivePassphraseKey(PASSPHRASE, {
    algorithm: 'argon2id',
    salt: fromBase64Url(body.kdf.salt),
    memoryKiB: body.kdf.memory_kib,
    iterations: body.kdf.iterations,
    parallelism: body.kdf.parallelism,
  });
  return unwrapKey(passphraseKey, fromBase64Url(body.wrapped_by_passphrase), {
    purpose: 'vault-key/passphrase',
    userId: person.id,
  });
}

export type EncryptedUpload = { document: VaultDocument; fileKey: Uint8Array };

/**
 * Encrypts and uploads a document (or a new version of one) in parts of about one chunk, so that even a small
 * test file crosses part boundaries. `rewrap` gives the keys for shares and links once the new file key exists.
 */
export async function uploadEncrypted(
  app: FastifyInstance,
  person: CryptoPerson,
  plaintext: Uint8Array,
  metadata: Record<string, unknown>,
  options: {
    documentId?: string;
    rewrap?: (
      fileKey: Uint8Array,
      documentId: string,
    ) => Promise<{
      share_keys?: { share_id: string; wrapped_file_key: string }[];
      proof_link_keys?: { link_id: string; wrapped_file_key: string }[];
    }>;
  } = {},
): Promise<EncryptedUpload> {
  const api = vaultApi(app, person);
  const size = encryptedSize(plaintext.length);
  const started = await api<StartUploadResponse>('POST', '/vault/uploads', {
    size,
    ...(options.documentId ? { document_id: options.documentId } : {}),
  });
  expect(started.status).toBe(201);
  const documentId = started.body.document_id;
  const fileKey = generateFileKey();
  const ciphertext = await encryptBytes(fileKey, documentId, plaintext);
  expect(ciphertext.length).toBe(size);
  const partBytes = VAULT_CHUNK_BYTES + 100;
  let partCount = 0;
  for (let offset = 0; offset < ciphertext.length; offset += partBytes) {
    const sent = await putPart(
      app,
      person,
      started.body.upload_id,
      partCount,
      ciphertext.subarray(offset, offset + partBytes),
    );
    expect(sent.status).toBe(200);
    partCount += 1;
  }
  const completed = await api<VaultDocument>('POST', `/vault/uploads/${started.body.upload_id}/complete`, {
    part_count: partCount,
    size,
    encrypted_metadata: toBase64Url(await encryptMetadata(fileKey, documentId, metadata)),
    wrapped_file_key: toBase64Url(
      await wrapKey(person.vaultKey, fileKey, {
        purpose: 'file-key',
        userId: person.id,
        objectId: documentId,
      }),
    ),
    ...(options.rewrap ? await options.rewrap(fileKey, documentId) : {}),
  });
  expect(completed.status).toBe(200);
  return { document: completed.body, fileKey };
}

/** The owner's file key, unwrapped from the document list as the browser does it. */
export async function ownFileKey(
  app: FastifyInstance,
  person: CryptoPerson,
  vaultKey: Uint8Array,
  documentId: string,
): Promise<{ fileKey: Uint8Array; document: VaultDocument }> {
  const listed = await vaultApi(app, person)<ListDocumentsResponse>('GET', '/vault/documents');
  const document = listed.body.documents.find((entry) => entry.id === documentId);
  if (!document) throw new Error('The document is not listed');
  const fileKey = await unwrapKey(vaultKey, fromBase64Url(document.wrapped_file_key), {
    purpose: 'file-key',
    userId: person.id,
    objectId: documentId,
  });
  return { fileKey, document };
}
