import { randomBytes } from 'node:crypto';
import type { ListProofLinksResponse, PublicProofLinkResponse } from '@amparo/contract/vault/proof-links';
import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createProofLink } from './proof-links-service.ts';
import {
  opaque,
  signUpVaultPerson,
  startVaultTestApp,
  uploadDocument,
  type VaultTestApp,
  vaultApi,
} from './vault-test-app.ts';

describeEachDatabase('proof-of-status links', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  // Someone without an account, from an address of their own so per-address limits do not spill over.
  function visitor() {
    const address = uniqueTestAddress();
    return async (path: string) => {
      const response = await vault.app.inject({
        method: 'GET',
        url: `/api/v1/vault/public/proof-links/${path}`,
        headers: { 'x-forwarded-for': address },
      });
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
      return {
        status: response.statusCode,
        body: isJson ? response.json() : response.rawPayload,
        text: response.body,
        headers: response.headers,
      };
    };
  }

  it('shows the live link to anyone, counts views, streams content, and re-wraps on replace', async () => {
    const owner = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, owner);
    const passportBytes = randomBytes(500);
    const passport = await uploadDocument(vault.app, owner, [passportBytes]);
    const card = await uploadDocument(vault.app, owner, [randomBytes(200), randomBytes(100)]);
    const passportKey = opaque();
    const created = await api<ProofLink>('POST', '/vault/proof-links', {
      expires_in_hours: 48,
      documents: [
        { document_id: card.id, version_id: card.version_id, wrapped_file_key: opaque() },
        { document_id: passport.id, version_id: passport.version_id, wrapped_file_key: passportKey },
      ],
      owner_wrapped_link_key: opaque(),
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.body).toMatchObject({
      document_ids: [card.id, passport.id],
      view_count: 0,
      revoked_at: null,
    });
    const hours = (Date.parse(created.body.expires_at) - Date.parse(created.body.created_at)) / 3_600_000;
    expect(hours).toBe(48);

    const open = visitor();
    const manifest = await open(created.body.id);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-store');
    const body = manifest.body as PublicProofLinkResponse;
    expect(body.documents.map((document) => document.document_id)).toEqual([card.id, passport.id]);
    expect(body.documents[1]).toEqual({
      document_id: passport.id,
      version_id: passport.version_id,
      encrypted_metadata: passport.encrypted_metadata,
      wrapped_file_key: passportKey,
      size: 500,
    });
    // Nothing names the owner.
    expect(manifest.text).not.toContain(owner.id);
    expect(manifest.text).not.toContain(owner.email);
    await open(created.body.id);

    const links = await api<ListProofLinksResponse>('GET', '/vault/proof-links');
    expect(links.body.links[0]).toMatchObject({
      id: created.body.id,
      view_count: 2,
      last_viewed_at: expect.any(String),
    });

    const content = await open(`${created.body.id}/documents/${passport.id}/content`);
    expect(content.status).toBe(200);
    expect(content.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(content.body as Buffer, passportBytes)).toBe(0);
    const unlinked = await uploadDocument(vault.app, owner, [randomBytes(10)]);
    expect((await open(`${created.body.id}/documents/${unlinked.id}/content`)).status).toBe(404);

    // A replace must re-wrap the new file key for the live link.
    await expect(
      uploadDocument(vault.app, owner, [randomBytes(10)], { documentId: passport.id }),
    ).rejects.toThrow(/409.*rewrap_required/);
    const newKey = opaque();
    const replaced = await uploadDocument(vault.app, owner, [randomBytes(10)], {
      documentId: passport.id,
      proofLinkKeys: [{ link_id: created.body.id, wrapped_file_key: newKey }],
    });
    const afterReplace = (await open(created.body.id)).body as PublicProofLinkResponse;
    expect(afterReplace.documents[1]).toMatchObject({
      version_id: replaced.version_id,
      wrapped_file_key: newKey,
      size: 10,
    });

    // Deleting a document takes it out of the link.
    expect((await api('DELETE', `/vault/documents/${card.id}`)).status).toBe(204);
    const afterDelete = (await open(created.body.id)).body as PublicProofLinkResponse;
    expect(afterDelete.documents.map((document) => document.document_id)).toEqual([passport.id]);

    // Revoked: 410 at once, and a replace no longer needs a key for it.
    expect((await api('DELETE', `/vault/proof-links/${created.body.id}`)).status).toBe(204);
    expect(await open(created.body.id)).toMatchObject({ status: 410, body: { code: 'link_revoked' } });
    expect(await open(`${created.body.id}/documents/${passport.id}/content`)).toMatchObject({
      status: 410,
      body: { code: 'link_revoked' },
    });
    const revoked = await api<ListProofLinksResponse>('GET', '/vault/proof-links');
    expect(revoked.body.links[0]).toMatchObject({
      revoked_at: expect.any(String),
      document_ids: [passport.id],
    });
    await uploadDocument(vault.app, owner, [randomBytes(10)], { documentId: passport.id });
    expect((await api('DELETE', `/vault/proof-links/${created.body.id}`)).status).toBe(204);
  });

  it('answers 410 link_expired after its hours, and 404 for a link that never was', async () => {
    const owner = await signUpVaultPerson(vault.app, getDb());
    const document = await uploadDocument(vault.app, owner, [randomBytes(10)]);
    const link = await createProofLink(getDb(), {
      userId: owner.id,
      now: new Date(Date.now() - 2 * 3_600_000),
      request: {
        expires_in_hours: 1,
        documents: [
          { document_id: document.id, version_id: document.version_id, wrapped_file_key: opaque() },
        ],
        owner_wrapped_link_key: opaque(),
      },
    });
    const open = visitor();
    expect(await open(link.id)).toMatchObject({ status: 410, body: { code: 'link_expired' } });
    expect(await open(`${link.id}/documents/${document.id}/content`)).toMatchObject({
      status: 410,
      body: { code: 'link_expired' },
    });
    // An expired link needs no key when the document is replaced.
    await uploadDocument(vault.app, owner, [randomBytes(10)], { documentId: document.id });
    expect((await open(randomBytes(16).toString('base64url'))).status).toBe(404);
    expect((await open('not-a-link')).status).toBe(400);
    expect((await open(`${link.id}/documents/not-a-uuid/content`)).status).toBe(400);
  });

  it('refuses links to documents that are not the caller’s, at an old version, or twice over', async () => {
    const owner = await signUpVaultPerson(vault.app, getDb());
    const stranger = await signUpVaultPerson(vault.app, getDb());
    const document = await uploadDocument(vault.app, owner, [randomBytes(10)]);
    const request = (documents: { document_id: string; version_id: string }[]) => ({
      expires_in_hours: 1,
      documents: documents.map((entry) => ({ ...entry, wrapped_file_key: opaque() })),
      owner_wrapped_link_key: opaque(),
    });
    const entry = { document_id: document.id, version_id: document.version_id };
    expect((await vaultApi(vault.app, stranger)('POST', '/vault/proof-links', request([entry]))).status).toBe(
      404,
    );
    const api = vaultApi(vault.app, owner);
    expect((await api('POST', '/vault/proof-links', request([entry, entry]))).status).toBe(400);
    expect(
      await api('POST', '/vault/proof-links', request([{ ...entry, version_id: owner.id }])),
    ).toMatchObject({ status: 409, body: { code: 'version_changed' } });
    expect(
      (await api('POST', '/vault/proof-links', { ...request([entry]), expires_in_hours: 169 })).status,
    ).toBe(400);
    expect((await api('POST', '/vault/proof-links', request([]))).status).toBe(400);
  });

  it('limits the public endpoints per address', async () => {
    const open = visitor();
    const unknown = randomBytes(16).toString('base64url');
    for (let attempt = 0; attempt < 120; attempt++) expect((await open(unknown)).status).toBe(404);
    expect(await open(unknown)).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });
});
