import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CarriedDocument, closeVaultStore, listCarried } from '../../../../lib/vault/offline-store.ts';
import { openDocuments } from '../crypto/open-document.ts';
import { sealedDocument, testVault } from '../test/test-vault.ts';
import { syncCarriedDocuments } from './sync-carried-documents.ts';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

afterEach(async () => {
  await closeVaultStore();
  vi.unstubAllGlobals();
});

describe('syncCarriedDocuments', () => {
  it('stores the marked documents as ciphertext, updates a new version and removes unmarked ones', async () => {
    const vault = testVault();
    const card = await sealedDocument(vault, {
      title: 'Green card',
      type: 'green_card',
      carry_offline: true,
    });
    const birth = await sealedDocument(vault, { title: 'Birth certificate', type: 'birth_certificate' });
    const contents = new Map([card, birth].map((document) => [document.version_id, document.content]));
    const download = vi.fn(
      async (_id: string, versionId: string) =>
        new NodeBlob([contents.get(versionId) ?? new Uint8Array()]) as unknown as Blob,
    );

    expect(
      await syncCarriedDocuments(vault.userId, await openDocuments(vault, [card, birth]), download),
    ).toEqual({
      stored: 1,
      removed: 0,
      failed: 0,
    });
    const [kept] = await listCarried(vault.userId);
    expect(kept?.documentId).toBe(card.id);
    expect(new Uint8Array(await (kept as CarriedDocument).ciphertext.arrayBuffer())).toEqual(card.content);

    // Nothing changed: nothing is downloaded again.
    await syncCarriedDocuments(vault.userId, await openDocuments(vault, [card, birth]), download);
    expect(download).toHaveBeenCalledTimes(1);

    const renewed = {
      ...(await sealedDocument(vault, { title: 'Green card 2036', carry_offline: true })),
      id: card.id,
    };
    contents.set(renewed.version_id, renewed.content);
    // (Sealed for another id, so it opens as unreadable: an unreadable document is not carried.)
    const result = await syncCarriedDocuments(
      vault.userId,
      await openDocuments(vault, [renewed, birth]),
      download,
    );
    expect(result.removed).toBe(1);
    expect(await listCarried(vault.userId)).toEqual([]);
  });
});
