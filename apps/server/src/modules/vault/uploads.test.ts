import { randomBytes } from 'node:crypto';
import type { ListDocumentsResponse } from '@amparo/contract/vault/documents';
import type { StartUploadResponse } from '@amparo/contract/vault/uploads';
import { VAULT_PART_MAX_BYTES } from '@amparo/contract/vault/vault-limits';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { sweepStaleUploads, sweepVault } from './stale-upload-sweep.ts';
import {
  opaque,
  putPart,
  signUpVaultPerson,
  startVaultTestApp,
  uploadDocument,
  type VaultTestApp,
  vaultApi,
} from './vault-test-app.ts';

const MIB = 1024 * 1024;

describeEachDatabase('vault uploads and documents', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  it('lists a document only once its upload is complete, streams it back in order, and deletes it whole', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    const parts = [randomBytes(1000), randomBytes(10), randomBytes(777)];

    const started = await api<StartUploadResponse>('POST', '/vault/uploads', { size: 1787 });
    expect(started.status).toBe(201);
    expect(started.body.part_max_bytes).toBe(VAULT_PART_MAX_BYTES);
    const { upload_id: uploadId, document_id: documentId } = started.body;
    // Parts may arrive in any order.
    for (const index of [2, 0, 1]) {
      const sent = await putPart(vault.app, person, uploadId, index, parts[index] as Uint8Array);
      expect(sent).toMatchObject({ status: 200, body: { part_number: index, size: parts[index]?.length } });
    }
    const before = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(before.body.documents).toEqual([]);
    expect(before.body.usage.used_bytes).toBe(1787);

    const metadata = opaque(300);
    const completed = await api<VaultDocument>('POST', `/vault/uploads/${uploadId}/complete`, {
      part_count: 3,
      size: 1787,
      encrypted_metadata: metadata,
      wrapped_file_key: opaque(),
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      id: documentId,
      version_id: uploadId,
      encrypted_metadata: metadata,
      size: 1787,
      shares: [],
    });

    const listed = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(listed.body.documents.map((document) => document.id)).toEqual([documentId]);
    expect(listed.body.usage).toEqual({ used_bytes: 1787, quota_bytes: vault.config.vaultQuotaBytes });

    const content = await api<Buffer>('GET', `/vault/documents/${documentId}/versions/${uploadId}/content`);
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe('application/octet-stream');
    expect(content.headers['content-length']).toBe('1787');
    expect(content.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(content.body, Buffer.concat(parts))).toBe(0);

    expect(await vault.storage.list(`vault/${uploadId}/`)).toHaveLength(3);
    expect((await api('DELETE', `/vault/documents/${documentId}`)).status).toBe(204);
    expect(await vault.storage.list(`vault/${uploadId}/`)).toEqual([]);
    const after = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(after.body).toMatchObject({ documents: [], usage: { used_bytes: 0 } });
    expect((await api('GET', `/vault/documents/${documentId}/versions/${uploadId}/content`)).status).toBe(
      404,
    );
    expect((await api('DELETE', `/vault/documents/${documentId}`)).status).toBe(404);
  });

  it('replaces a document: the new version is current, the old ciphertext is gone', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    const first = await uploadDocument(vault.app, person, [randomBytes(100)]);
    const second = await uploadDocument(vault.app, person, [randomBytes(50), randomBytes(60)], {
      documentId: first.id,
    });
    expect(second.id).toBe(first.id);
    expect(second.version_id).not.toBe(first.version_id);
    expect(await vault.storage.list(`vault/${first.version_id}/`)).toEqual([]);
    expect(await vault.storage.list(`vault/${second.version_id}/`)).toHaveLength(2);
    const listed = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(listed.body.documents).toHaveLength(1);
    expect(listed.body.usage.used_bytes).toBe(110);
    expect(
      (await api('GET', `/vault/documents/${first.id}/versions/${first.version_id}/content`)).status,
    ).toBe(404);
  });

  it('changes the metadata of the current version only', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    const document = await uploadDocument(vault.app, person, [randomBytes(10)]);
    const metadata = opaque(80);
    const patched = await api<VaultDocument>('PATCH', `/vault/documents/${document.id}`, {
      version_id: document.version_id,
      encrypted_metadata: metadata,
    });
    expect(patched).toMatchObject({ status: 200, body: { encrypted_metadata: metadata } });
    const replaced = await uploadDocument(vault.app, person, [randomBytes(10)], { documentId: document.id });
    const stale = await api('PATCH', `/vault/documents/${document.id}`, {
      version_id: document.version_id,
      encrypted_metadata: opaque(),
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_changed' } });
    const listed = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(listed.body.documents[0]?.encrypted_metadata).toBe(replaced.encrypted_metadata);
  });

  it('refuses to complete an upload whose parts are missing, extra or do not add up', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    const started = await api<StartUploadResponse>('POST', '/vault/uploads', { size: 30 });
    const uploadId = started.body.upload_id;
    await putPart(vault.app, person, uploadId, 0, randomBytes(10));
    await putPart(vault.app, person, uploadId, 2, randomBytes(10));
    const complete = (partCount: number, size: number) =>
      api('POST', `/vault/uploads/${uploadId}/complete`, {
        part_count: partCount,
        size,
        encrypted_metadata: opaque(),
        wrapped_file_key: opaque(),
      });
    expect(await complete(3, 30)).toMatchObject({ status: 409, body: { code: 'upload_incomplete' } });
    expect(await complete(1, 30)).toMatchObject({ status: 409, body: { code: 'upload_incomplete' } });
    await putPart(vault.app, person, uploadId, 1, randomBytes(9));
    expect(await complete(3, 30)).toMatchObject({ status: 409, body: { code: 'upload_incomplete' } });
    expect(await complete(3, 29)).toMatchObject({ status: 409, body: { code: 'upload_incomplete' } });
    // Sending a part again replaces it.
    await putPart(vault.app, person, uploadId, 1, randomBytes(10));
    expect((await complete(3, 30)).status).toBe(200);
    // A completed upload is no longer an upload.
    expect((await complete(3, 30)).status).toBe(404);
    expect((await putPart(vault.app, person, uploadId, 0, randomBytes(10))).status).toBe(404);
  });

  it('abandons an upload on request, and a new document that never completed leaves no trace', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    const started = await api<StartUploadResponse>('POST', '/vault/uploads', { size: 10 });
    await putPart(vault.app, person, started.body.upload_id, 0, randomBytes(10));
    expect((await api('DELETE', `/vault/uploads/${started.body.upload_id}`)).status).toBe(204);
    expect(await vault.storage.list(`vault/${started.body.upload_id}/`)).toEqual([]);
    expect((await api('DELETE', `/vault/uploads/${started.body.upload_id}`)).status).toBe(404);
    // The document made for it is gone too: a new version of it cannot be started.
    const again = await api('POST', '/vault/uploads', { size: 10, document_id: started.body.document_id });
    expect(again.status).toBe(404);
    const listed = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(listed.body.usage.used_bytes).toBe(0);
  });

  it('sweeps interrupted uploads after a day: rows, objects and the empty document go', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    const kept = await uploadDocument(vault.app, person, [randomBytes(20)]);
    const replacing = await api<StartUploadResponse>('POST', '/vault/uploads', {
      size: 5,
      document_id: kept.id,
    });
    await putPart(vault.app, person, replacing.body.upload_id, 0, randomBytes(5));
    const fresh = await api<StartUploadResponse>('POST', '/vault/uploads', { size: 7 });
    await putPart(vault.app, person, fresh.body.upload_id, 0, randomBytes(7));

    const listed = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(listed.body.documents.map((document) => document.id)).toEqual([kept.id]);
    expect(listed.body.usage.used_bytes).toBe(32);

    const deps = { db: getDb(), storage: vault.storage };
    // Not yet stale.
    expect(await sweepStaleUploads(deps, { now: new Date(Date.now() + 23 * 3600_000) })).toBe(0);
    expect(await sweepVault(deps, new Date(Date.now() + 25 * 3600_000))).toBeGreaterThanOrEqual(2);

    expect(await vault.storage.list(`vault/${replacing.body.upload_id}/`)).toEqual([]);
    expect(await vault.storage.list(`vault/${fresh.body.upload_id}/`)).toEqual([]);
    expect(await vault.storage.list(`vault/${kept.version_id}/`)).toHaveLength(1);
    const after = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(after.body.documents.map((document) => document.id)).toEqual([kept.id]);
    expect(after.body.usage.used_bytes).toBe(20);
    expect((await putPart(vault.app, person, fresh.body.upload_id, 1, randomBytes(1))).status).toBe(404);
    // The new document went with its upload; the replaced one stays as it was.
    expect(
      (await api('POST', '/vault/uploads', { size: 1, document_id: fresh.body.document_id })).status,
    ).toBe(404);
    expect((await api('POST', '/vault/uploads', { size: 1, document_id: kept.id })).status).toBe(201);
  });

  it('refuses a part larger than the part limit with 413, before or while it is read', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    const started = await api<StartUploadResponse>('POST', '/vault/uploads', { size: 20 * MIB });
    const tooBig = await putPart(
      vault.app,
      person,
      started.body.upload_id,
      0,
      new Uint8Array(VAULT_PART_MAX_BYTES + 1),
    );
    expect(tooBig).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    expect(await vault.storage.list(`vault/${started.body.upload_id}/`)).toEqual([]);
    const exact = await putPart(
      vault.app,
      person,
      started.body.upload_id,
      0,
      new Uint8Array(VAULT_PART_MAX_BYTES),
    );
    expect(exact.status).toBe(200);
  });
});

describe('the vault quota', () => {
  describeEachDatabase('with a 2 MiB quota', (getDb) => {
    let vault: VaultTestApp;
    beforeAll(async () => {
      vault = await startVaultTestApp(getDb(), { vaultQuotaBytes: 2 * MIB });
    });
    afterAll(async () => {
      await vault?.app.close();
    });

    it('refuses an upload announced past the quota, and parts whose real bytes pass it', async () => {
      const person = await signUpVaultPerson(vault.app, getDb());
      const api = vaultApi(vault.app, person);
      expect(await api('POST', '/vault/uploads', { size: 2 * MIB + 1 })).toMatchObject({
        status: 403,
        body: { code: 'quota_exceeded' },
      });

      const document = await uploadDocument(vault.app, person, [randomBytes(MIB)]);
      // The browser claims 1 byte and then sends more than the quota has left: the real bytes count.
      const lying = await api<StartUploadResponse>('POST', '/vault/uploads', { size: 1 });
      expect(lying.status).toBe(201);
      const sent = await putPart(vault.app, person, lying.body.upload_id, 0, new Uint8Array(MIB + 1));
      expect(sent).toMatchObject({ status: 403, body: { code: 'quota_exceeded' } });
      expect(await vault.storage.list(`vault/${lying.body.upload_id}/`)).toEqual([]);
      expect(await api('POST', '/vault/uploads', { size: MIB })).toMatchObject({
        status: 403,
        body: { code: 'quota_exceeded' },
      });

      const usage = await api<ListDocumentsResponse>('GET', '/vault/documents');
      expect(usage.body.usage).toEqual({ used_bytes: MIB + 1, quota_bytes: 2 * MIB });

      // Deleting frees the room again.
      expect((await api('DELETE', `/vault/uploads/${lying.body.upload_id}`)).status).toBe(204);
      expect((await api('DELETE', `/vault/documents/${document.id}`)).status).toBe(204);
      const freed = await api<ListDocumentsResponse>('GET', '/vault/documents');
      expect(freed.body.usage.used_bytes).toBe(0);
      expect((await api('POST', '/vault/uploads', { size: 2 * MIB })).status).toBe(201);
    });
  });
});
