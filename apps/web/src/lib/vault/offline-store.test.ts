import { Blob as NodeBlob } from 'node:buffer';
import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CarriedDocument,
  clearCarried,
  closeVaultStore,
  deleteCarried,
  forgetVaultDevice,
  listCarried,
  loadKeyring,
  putCarried,
  saveKeyring,
} from './offline-store.ts';

const keyring: VaultKeyring = {
  kdf: {
    algorithm: 'argon2id',
    salt: 'c2FsdHNhbHRzYWx0c2FsdA',
    memory_kib: 65_536,
    iterations: 3,
    parallelism: 1,
  },
  wrapped_by_passphrase: 'AQID',
  wrapped_by_recovery: 'BAUG',
  public_key: 'BwgJ',
  wrapped_private_key: 'CgsM',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function carried(userId: string, documentId: string): CarriedDocument {
  return {
    userId,
    documentId,
    versionId: `${documentId}-v1`,
    wrappedFileKey: 'AQID',
    encryptedMetadata: 'BAUG',
    // Node's Blob: happy-dom's own cannot pass through structuredClone, which fake-indexeddb uses (browsers can).
    ciphertext: new NodeBlob([new Uint8Array([1, 2, 3])]) as unknown as Blob,
  };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

afterEach(async () => {
  await closeVaultStore();
  vi.unstubAllGlobals();
});

describe('the vault offline store', () => {
  it('keeps one keyring per user', async () => {
    expect(await loadKeyring('user-a')).toBeNull();
    await saveKeyring('user-a', keyring);
    expect(await loadKeyring('user-a')).toEqual(keyring);
    expect(await loadKeyring('user-b')).toBeNull();
  });

  it('lists only the carried documents of the user who asks', async () => {
    await putCarried(carried('user-a', 'doc-1'));
    await putCarried(carried('user-a', 'doc-2'));
    await putCarried(carried('user-b', 'doc-3'));
    const mine = await listCarried('user-a');
    expect(mine.map((document) => document.documentId).sort()).toEqual(['doc-1', 'doc-2']);
    expect(mine[0]?.versionId).toMatch(/-v1$/);
    expect(new Uint8Array(await (mine[0] as CarriedDocument).ciphertext.arrayBuffer())).toEqual(
      new Uint8Array([1, 2, 3]),
    );

    await deleteCarried('doc-1');
    expect((await listCarried('user-a')).map((document) => document.documentId)).toEqual(['doc-2']);

    await clearCarried('user-a');
    expect(await listCarried('user-a')).toEqual([]);
    expect((await listCarried('user-b')).map((document) => document.documentId)).toEqual(['doc-3']);
  });

  it('forgets every keyring and carried document on sign-out', async () => {
    await saveKeyring('user-a', keyring);
    await saveKeyring('user-b', keyring);
    await putCarried(carried('user-a', 'doc-1'));
    await forgetVaultDevice();
    expect(await loadKeyring('user-a')).toBeNull();
    expect(await loadKeyring('user-b')).toBeNull();
    expect(await listCarried('user-a')).toEqual([]);
  });

  it('rejects reads without IndexedDB, and forgetting still succeeds', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(loadKeyring('user-a')).rejects.toThrow(/not available/);
    await expect(forgetVaultDevice()).resolves.toBeUndefined();
  });
});
