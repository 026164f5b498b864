import { randomBytes, randomUUID } from 'node:crypto';
import type { ListDocumentsResponse } from '@amparo/contract/vault/documents';
import type { ListProofLinksResponse } from '@amparo/contract/vault/proof-links';
import type { ListSharesResponse } from '@amparo/contract/vault/shares';
import type { StartUploadResponse } from '@amparo/contract/vault/uploads';
import type { OutgoingShare, ProofLink, VaultKeyring } from '@amparo/contract/vault/vault-models';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  fakeKeyring,
  opaque,
  putPart,
  signUpVaultPerson,
  startVaultTestApp,
  uploadDocument,
  type VaultPerson,
  type VaultTestApp,
  vaultApi,
} from './vault-test-app.ts';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; payload?: unknown };

// A valid request to every authenticated vault route, so that a refusal can only come from who is asking.
function everyVaultRoute(ids: {
  document: string;
  version: string;
  upload: string;
  share: string;
  link: string;
}) {
  const calls: Call[] = [
    { method: 'GET', path: '/vault/keyring' },
    { method: 'POST', path: '/vault/keyring', payload: fakeKeyring() },
    { method: 'PATCH', path: '/vault/keyring', payload: { wrapped_by_recovery: opaque() } },
    { method: 'POST', path: '/vault/uploads', payload: { size: 10 } },
    { method: 'PUT', path: `/vault/uploads/${ids.upload}/parts/0` },
    {
      method: 'POST',
      path: `/vault/uploads/${ids.upload}/complete`,
      payload: { part_count: 1, size: 10, encrypted_metadata: opaque(), wrapped_file_key: opaque() },
    },
    { method: 'DELETE', path: `/vault/uploads/${ids.upload}` },
    { method: 'GET', path: '/vault/documents' },
    { method: 'GET', path: `/vault/documents/${ids.document}/versions/${ids.version}/content` },
    {
      method: 'PATCH',
      path: `/vault/documents/${ids.document}`,
      payload: { version_id: ids.version, encrypted_metadata: opaque() },
    },
    { method: 'DELETE', path: `/vault/documents/${ids.document}` },
    { method: 'POST', path: '/vault/recipients/lookup', payload: { email: 'someone@example.org' } },
    {
      method: 'POST',
      path: `/vault/documents/${ids.document}/shares`,
      payload: { recipient_user_id: randomUUID(), version_id: ids.version, wrapped_file_key: opaque() },
    },
    { method: 'GET', path: '/vault/shares' },
    { method: 'GET', path: '/vault/family-recipients' },
    { method: 'POST', path: `/vault/shares/${ids.share}/accept` },
    { method: 'DELETE', path: `/vault/shares/${ids.share}` },
    {
      method: 'POST',
      path: '/vault/proof-links',
      payload: {
        expires_in_hours: 24,
        documents: [{ document_id: ids.document, version_id: ids.version, wrapped_file_key: opaque() }],
        owner_wrapped_link_key: opaque(),
      },
    },
    { method: 'GET', path: '/vault/proof-links' },
    { method: 'DELETE', path: `/vault/proof-links/${ids.link}` },
  ];
  return calls;
}

async function send(vault: VaultTestApp, person: VaultPerson | null, call: Call) {
  if (call.method === 'PUT' && person) {
    const upload = call.path.split('/')[3] as string;
    return putPart(vault.app, person, upload, 0, randomBytes(10));
  }
  return vaultApi(vault.app, person)(call.method, call.path, call.payload);
}

describeEachDatabase('who may use the vault', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  const randomIds = () => ({
    document: randomUUID(),
    version: randomUUID(),
    upload: randomUUID(),
    share: randomUUID(),
    link: randomBytes(16).toString('base64url'),
  });

  it('answers 401 without a signed-in caller, on every route', async () => {
    for (const call of everyVaultRoute(randomIds())) {
      const response = await send(vault, null, call);
      expect({ call: call.path, status: response.status }).toEqual({ call: call.path, status: 401 });
    }
  });

  it('answers 403 plan_required to a Basic account, on every route', async () => {
    const basic = await signUpVaultPerson(vault.app, getDb(), { plan: 'basic' });
    for (const call of everyVaultRoute(randomIds())) {
      const response = await send(vault, basic, call);
      expect({
        call: `${call.method} ${call.path}`,
        status: response.status,
        body: response.body,
      }).toMatchObject({
        status: 403,
        body: { code: 'plan_required' },
      });
    }
  });

  it('answers 403 not_eligible to a profile marked ineligible, on every route', async () => {
    const ineligible = await signUpVaultPerson(vault.app, getDb(), { eligible: false });
    for (const call of everyVaultRoute(randomIds())) {
      const response = await send(vault, ineligible, call);
      expect({
        call: `${call.method} ${call.path}`,
        status: response.status,
        body: response.body,
      }).toMatchObject({
        status: 403,
        body: { code: 'not_eligible' },
      });
    }
  });

  it('sets up, reads and changes a keyring, once per person', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, person);
    // No vault yet is an answer, not an error: 204 and no body.
    const none = await api('GET', '/vault/keyring');
    expect(none.status).toBe(204);
    expect(String(none.body)).toBe('');
    expect(await api('PATCH', '/vault/keyring', { wrapped_by_recovery: opaque() })).toMatchObject({
      status: 404,
      body: { code: 'vault_not_set_up' },
    });
    const keyring = fakeKeyring();
    const created = await api<VaultKeyring>('POST', '/vault/keyring', keyring);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(keyring);
    expect(await api('POST', '/vault/keyring', fakeKeyring())).toMatchObject({
      status: 409,
      body: { code: 'vault_already_set_up' },
    });

    const kdf = { ...keyring.kdf, salt: opaque(16), iterations: 4 };
    const passphrase = opaque();
    const changed = await api<VaultKeyring>('PATCH', '/vault/keyring', {
      kdf,
      wrapped_by_passphrase: passphrase,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      kdf,
      wrapped_by_passphrase: passphrase,
      wrapped_by_recovery: keyring.wrapped_by_recovery,
      public_key: keyring.public_key,
    });
    // A passphrase change without its KDF parameters would leave a key nobody can derive.
    expect((await api('PATCH', '/vault/keyring', { wrapped_by_passphrase: opaque() })).status).toBe(400);
    expect((await api('PATCH', '/vault/keyring', {})).status).toBe(400);
    expect((await api<VaultKeyring>('GET', '/vault/keyring')).body.wrapped_by_passphrase).toBe(passphrase);
  });

  it("answers 404 to another person's ids on every route, and changes nothing", async () => {
    const owner = await signUpVaultPerson(vault.app, getDb());
    const friend = await signUpVaultPerson(vault.app, getDb());
    const stranger = await signUpVaultPerson(vault.app, getDb());
    for (const person of [owner, friend, stranger]) {
      expect((await vaultApi(vault.app, person)('POST', '/vault/keyring', fakeKeyring())).status).toBe(201);
    }
    const ownerApi = vaultApi(vault.app, owner);
    const document = await uploadDocument(vault.app, owner, [randomBytes(40)]);
    const upload = await ownerApi<StartUploadResponse>('POST', '/vault/uploads', {
      size: 10,
      document_id: document.id,
    });
    const share = await ownerApi<OutgoingShare>('POST', `/vault/documents/${document.id}/shares`, {
      recipient_user_id: friend.id,
      version_id: document.version_id,
      wrapped_file_key: opaque(),
    });
    const link = await ownerApi<ProofLink>('POST', '/vault/proof-links', {
      expires_in_hours: 24,
      documents: [{ document_id: document.id, version_id: document.version_id, wrapped_file_key: opaque() }],
      owner_wrapped_link_key: opaque(),
    });
    const snapshot = async () => ({
      documents: (await ownerApi<ListDocumentsResponse>('GET', '/vault/documents')).body,
      shares: (await ownerApi<ListSharesResponse>('GET', '/vault/shares')).body,
      links: (await ownerApi<ListProofLinksResponse>('GET', '/vault/proof-links')).body,
      objects: await vault.storage.list('vault/'),
    });
    const before = await snapshot();

    const ids = {
      document: document.id,
      version: document.version_id,
      upload: upload.body.upload_id,
      share: share.body.id,
      link: link.body.id,
    };
    const ownOnly = new Set([
      '/vault/keyring',
      '/vault/documents',
      '/vault/shares',
      '/vault/proof-links',
      '/vault/family-recipients',
    ]);
    for (const call of everyVaultRoute(ids)) {
      if (ownOnly.has(call.path) || call.path === '/vault/recipients/lookup') continue;
      if (call.method === 'POST' && call.path === '/vault/uploads') {
        call.payload = { size: 10, document_id: document.id };
      }
      const response = await send(vault, stranger, call);
      expect({ call: `${call.method} ${call.path}`, status: response.status }).toEqual({
        call: `${call.method} ${call.path}`,
        status: 404,
      });
    }
    // The stranger's own lists show none of it.
    const strangerApi = vaultApi(vault.app, stranger);
    expect((await strangerApi<ListDocumentsResponse>('GET', '/vault/documents')).body.documents).toEqual([]);
    expect((await strangerApi<ListSharesResponse>('GET', '/vault/shares')).body).toEqual({
      outgoing: [],
      incoming: [],
    });
    expect((await strangerApi<ListProofLinksResponse>('GET', '/vault/proof-links')).body.links).toEqual([]);

    // A pending share does not open the document, and the owner cannot accept their own share.
    const friendApi = vaultApi(vault.app, friend);
    expect(
      (await friendApi('GET', `/vault/documents/${document.id}/versions/${document.version_id}/content`))
        .status,
    ).toBe(404);
    expect((await ownerApi('POST', `/vault/shares/${share.body.id}/accept`)).status).toBe(404);
    // The recipient cannot act as the owner.
    expect(
      (
        await friendApi('PATCH', `/vault/documents/${document.id}`, {
          version_id: document.version_id,
          encrypted_metadata: opaque(),
        })
      ).status,
    ).toBe(404);
    expect((await friendApi('DELETE', `/vault/documents/${document.id}`)).status).toBe(404);
    expect((await friendApi('DELETE', `/vault/proof-links/${link.body.id}`)).status).toBe(404);

    expect(await snapshot()).toEqual(before);
    // The owner's upload still completes.
    expect((await putPart(vault.app, owner, upload.body.upload_id, 0, randomBytes(10))).status).toBe(200);
  });
});
