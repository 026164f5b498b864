// @vitest-environment node
import { ZDocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { fromBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey } from '@amparo/vault-crypto/key-wrap';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';
import { decryptBytes, encryptedSize } from '@amparo/vault-crypto/stream-encryption';
import { describe, expect, it } from 'vitest';
import { createVaultApi } from '../api/vault-api.ts';
import { encryptInPage } from '../crypto/encrypt-file-client.ts';
import { containsBytes, createFakeVaultServer } from '../test/fake-vault-server.ts';
import { testVault } from '../test/test-vault.ts';
import { type UploadProgress, uploadDocument } from './upload-document.ts';

const CANARY = 'CANARY-7f3a9c-the-server-must-never-see-this';
const details = {
  type: 'green_card' as const,
  title: `Green card ${CANARY}`,
  expires_on: '2031-05-03',
  notes: `Receipt ${CANARY}`,
  carry_offline: true,
};

/** A file of `size` bytes with the canary written at its start, middle and end. */
function canaryFile(size: number): File {
  const bytes = new Uint8Array(size).fill(0x2e);
  const canary = new TextEncoder().encode(CANARY);
  for (const at of [0, Math.floor(size / 2), size - canary.length]) bytes.set(canary, at);
  return new File([bytes], `${CANARY}.png`, { type: 'image/png' });
}

describe('uploadDocument', () => {
  it('sends only ciphertext, in several parts, with progress, and the key and details sealed', async () => {
    const server = createFakeVaultServer();
    const api = createVaultApi(() => 'token', server.fetch);
    const vault = testVault();
    const file = canaryFile(2 * 1024 * 1024 + 300);
    const progress: UploadProgress[] = [];

    const saved = await uploadDocument({
      api,
      vault,
      file,
      details,
      encryptParts: encryptInPage,
      partBytes: 700_000,
      onProgress: (step) => progress.push(step),
    });

    const canary = new TextEncoder().encode(CANARY);
    for (const request of server.requests) expect(containsBytes(request.body, canary)).toBe(false);
    const parts = server.requests.filter((request) => request.method === 'PUT');
    expect(parts.length).toBe(Math.ceil(encryptedSize(file.size) / 700_000));
    expect(parts.every((part) => part.body.length <= 700_000)).toBe(true);
    const start = JSON.parse(new TextDecoder().decode(server.requests[0]?.body));
    expect(start).toEqual({ size: encryptedSize(file.size) });

    expect(progress[0]).toEqual({ sentBytes: 0, totalBytes: encryptedSize(file.size) });
    expect(progress.at(-1)).toEqual({
      sentBytes: encryptedSize(file.size),
      totalBytes: encryptedSize(file.size),
    });
    expect(progress.length).toBe(parts.length + 1);

    // The owner's vault key opens what the server holds: the file key, the details and the content.
    const stored = server.documents.get(saved.id);
    const fileKey = await unwrapKey(vault.vaultKey, fromBase64Url(saved.wrapped_file_key), {
      purpose: 'file-key',
      userId: vault.userId,
      objectId: saved.id,
    });
    const metadata = ZDocumentMetadata.parse(
      await decryptMetadata(fileKey, saved.id, fromBase64Url(saved.encrypted_metadata)),
    );
    expect(metadata).toMatchObject({
      ...details,
      file_name: file.name,
      mime_type: 'image/png',
      size: file.size,
    });
    const plaintext = await decryptBytes(fileKey, saved.id, stored?.content ?? new Uint8Array());
    // Buffer.equals: a deep equality over two million elements would take the test's whole time budget.
    expect(Buffer.from(plaintext).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it('sends a failed part again after a pause, and gives up (removing the upload) when it keeps failing', async () => {
    const server = createFakeVaultServer();
    const api = createVaultApi(() => 'token', server.fetch);
    server.failParts(2);
    const saved = await uploadDocument({
      api,
      vault: testVault(),
      file: canaryFile(5000),
      details,
      encryptParts: encryptInPage,
      retryDelays: [1, 1, 1],
    });
    expect(server.documents.has(saved.id)).toBe(true);

    server.failParts(10);
    await expect(
      uploadDocument({
        api,
        vault: testVault(),
        file: canaryFile(5000),
        details,
        encryptParts: encryptInPage,
        retryDelays: [1, 1],
      }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(server.uploads.size).toBe(0);
    expect(server.requests.at(-1)?.method).toBe('DELETE');
    expect(server.documents.size).toBe(1);
  });

  it('stops when cancelled and removes the unfinished upload, which never becomes a document', async () => {
    const server = createFakeVaultServer();
    const api = createVaultApi(() => 'token', server.fetch);
    const controller = new AbortController();
    const release = server.holdParts();
    const running = uploadDocument({
      api,
      vault: testVault(),
      file: canaryFile(3 * 1024 * 1024),
      details,
      encryptParts: encryptInPage,
      partBytes: 1_000_000,
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    release();
    await expect(running).rejects.toThrow();
    expect(server.uploads.size).toBe(0);
    expect(server.documents.size).toBe(0);
    expect(
      server.requests.some((request) => request.method === 'POST' && request.path.endsWith('/complete')),
    ).toBe(false);
  });

  it('explains a full vault: the server refuses at the start and nothing is sent', async () => {
    const server = createFakeVaultServer({ used_bytes: 999_999_000, quota_bytes: 1_000_000_000 });
    const api = createVaultApi(() => 'token', server.fetch);
    await expect(
      uploadDocument({
        api,
        vault: testVault(),
        file: canaryFile(5000),
        details,
        encryptParts: encryptInPage,
      }),
    ).rejects.toMatchObject({ status: 403, code: 'quota_exceeded' });
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
