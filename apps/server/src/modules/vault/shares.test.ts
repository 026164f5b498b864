import { randomBytes } from 'node:crypto';
import type { ListSharesResponse, LookupRecipientResponse } from '@amparo/contract/vault/shares';
import type { IncomingShare, OutgoingShare, VaultDocument } from '@amparo/contract/vault/vault-models';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  fakeKeyring,
  opaque,
  signUpVaultPerson,
  startVaultTestApp,
  uploadDocument,
  type VaultPerson,
  type VaultTestApp,
  vaultApi,
} from './vault-test-app.ts';

describeEachDatabase('vault sharing', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  async function personWithVault(): Promise<VaultPerson & { publicKey: string }> {
    const person = await signUpVaultPerson(vault.app, getDb());
    const keyring = fakeKeyring();
    expect((await vaultApi(vault.app, person)('POST', '/vault/keyring', keyring)).status).toBe(201);
    return { ...person, publicKey: keyring.public_key };
  }

  it('finds only accounts that have a vault, with one answer for every miss', async () => {
    const owner = await personWithVault();
    const recipient = await personWithVault();
    const withoutVault = await signUpVaultPerson(vault.app, getDb());
    const api = vaultApi(vault.app, owner);
    const found = await api<LookupRecipientResponse>('POST', '/vault/recipients/lookup', {
      email: recipient.email.toUpperCase(),
    });
    expect(found).toMatchObject({
      status: 200,
      body: { user_id: recipient.id, label: recipient.email, public_key: recipient.publicKey },
    });
    for (const email of [withoutVault.email, 'nobody.at.all@example.org']) {
      expect(await api('POST', '/vault/recipients/lookup', { email })).toMatchObject({
        status: 404,
        body: { code: 'recipient_not_found' },
      });
    }
    expect(await api('POST', '/vault/recipients/lookup', { email: owner.email })).toMatchObject({
      status: 400,
      body: { code: 'cannot_share_with_self' },
    });
    expect((await api('POST', '/vault/recipients/lookup', { email: 'not an email' })).status).toBe(400);
  });

  it('limits recipient look-ups per person', async () => {
    const owner = await personWithVault();
    const api = vaultApi(vault.app, owner);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(
        (await api('POST', '/vault/recipients/lookup', { email: `n${attempt}@example.org` })).status,
      ).toBe(404);
    }
    expect(await api('POST', '/vault/recipients/lookup', { email: 'n21@example.org' })).toMatchObject({
      status: 429,
      body: { code: 'rate_limited' },
    });
  });

  it('shares, accepts, opens, re-wraps on replace, and revokes', async () => {
    const owner = await personWithVault();
    const recipient = await personWithVault();
    const other = await personWithVault();
    const withoutVault = await signUpVaultPerson(vault.app, getDb());
    const ownerApi = vaultApi(vault.app, owner);
    const recipientApi = vaultApi(vault.app, recipient);
    const content = randomBytes(300);
    const document = await uploadDocument(vault.app, owner, [content]);
    const shareBody = (extra: Record<string, unknown> = {}) => ({
      recipient_user_id: recipient.id,
      version_id: document.version_id,
      wrapped_file_key: opaque(),
      ...extra,
    });

    expect(
      await ownerApi(
        'POST',
        `/vault/documents/${document.id}/shares`,
        shareBody({ recipient_user_id: owner.id }),
      ),
    ).toMatchObject({ status: 400, body: { code: 'cannot_share_with_self' } });
    expect(
      await ownerApi(
        'POST',
        `/vault/documents/${document.id}/shares`,
        shareBody({ recipient_user_id: withoutVault.id }),
      ),
    ).toMatchObject({ status: 404, body: { code: 'recipient_not_found' } });
    expect(
      await ownerApi('POST', `/vault/documents/${document.id}/shares`, shareBody({ version_id: owner.id })),
    ).toMatchObject({ status: 409, body: { code: 'version_changed' } });

    const wrappedForRecipient = opaque();
    const created = await ownerApi<OutgoingShare>(
      'POST',
      `/vault/documents/${document.id}/shares`,
      shareBody({ wrapped_file_key: wrappedForRecipient }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      document_id: document.id,
      recipient_user_id: recipient.id,
      recipient_label: recipient.email,
      recipient_public_key: recipient.publicKey,
      status: 'pending',
      accepted_at: null,
    });
    expect(await ownerApi('POST', `/vault/documents/${document.id}/shares`, shareBody())).toMatchObject({
      status: 409,
      body: { code: 'already_shared' },
    });
    const otherShare = await ownerApi<OutgoingShare>(
      'POST',
      `/vault/documents/${document.id}/shares`,
      shareBody({ recipient_user_id: other.id }),
    );

    // The recipient reads the title before accepting; the content stays closed until then.
    const incoming = await recipientApi<ListSharesResponse>('GET', '/vault/shares');
    expect(incoming.body.outgoing).toEqual([]);
    expect(incoming.body.incoming).toEqual([
      expect.objectContaining({
        id: created.body.id,
        document_id: document.id,
        version_id: document.version_id,
        owner_label: owner.email,
        status: 'pending',
        encrypted_metadata: document.encrypted_metadata,
        wrapped_file_key: wrappedForRecipient,
        size: 300,
      }),
    ]);
    const contentPath = (versionId: string) =>
      `/vault/documents/${document.id}/versions/${versionId}/content`;
    expect((await recipientApi('GET', contentPath(document.version_id))).status).toBe(404);

    const accepted = await recipientApi<IncomingShare>('POST', `/vault/shares/${created.body.id}/accept`);
    expect(accepted.body).toMatchObject({ status: 'accepted', accepted_at: expect.any(String) });
    const again = await recipientApi<IncomingShare>('POST', `/vault/shares/${created.body.id}/accept`);
    expect(again.body.accepted_at).toBe(accepted.body.accepted_at);
    const opened = await recipientApi<Buffer>('GET', contentPath(document.version_id));
    expect(opened.status).toBe(200);
    expect(Buffer.compare(opened.body, content)).toBe(0);

    // The owner's view shows both shares on the document.
    const listed = await ownerApi<{ documents: VaultDocument[] }>('GET', '/vault/documents');
    expect(listed.body.documents[0]?.shares.map((share) => [share.recipient_user_id, share.status])).toEqual([
      [recipient.id, 'accepted'],
      [other.id, 'pending'],
    ]);

    // Replacing needs the new file key wrapped for every share.
    await expect(
      uploadDocument(vault.app, owner, [randomBytes(10)], {
        documentId: document.id,
        shareKeys: [{ share_id: created.body.id, wrapped_file_key: opaque() }],
      }),
    ).rejects.toThrow(/409.*rewrap_required/);
    const rewrapped = opaque();
    const replacement = randomBytes(20);
    const replaced = await uploadDocument(vault.app, owner, [replacement], {
      documentId: document.id,
      shareKeys: [
        { share_id: created.body.id, wrapped_file_key: rewrapped },
        { share_id: otherShare.body.id, wrapped_file_key: opaque() },
      ],
    });
    const afterReplace = await recipientApi<ListSharesResponse>('GET', '/vault/shares');
    expect(afterReplace.body.incoming[0]).toMatchObject({
      version_id: replaced.version_id,
      wrapped_file_key: rewrapped,
      status: 'accepted',
      size: 20,
    });
    expect((await recipientApi('GET', contentPath(document.version_id))).status).toBe(404);
    const reopened = await recipientApi<Buffer>('GET', contentPath(replaced.version_id));
    expect(Buffer.compare(reopened.body, replacement)).toBe(0);

    // The recipient removes it; the other one is revoked by the owner.
    expect((await recipientApi('DELETE', `/vault/shares/${created.body.id}`)).status).toBe(204);
    expect((await recipientApi('GET', contentPath(replaced.version_id))).status).toBe(404);
    expect((await recipientApi<ListSharesResponse>('GET', '/vault/shares')).body.incoming).toEqual([]);
    expect((await ownerApi('DELETE', `/vault/shares/${otherShare.body.id}`)).status).toBe(204);
    expect((await ownerApi('DELETE', `/vault/shares/${otherShare.body.id}`)).status).toBe(404);
    expect((await ownerApi<ListSharesResponse>('GET', '/vault/shares')).body.outgoing).toEqual([]);

    // With no shares left, a replace needs no keys.
    await uploadDocument(vault.app, owner, [randomBytes(5)], { documentId: document.id });
  });

  it('takes the shares away with the document', async () => {
    const owner = await personWithVault();
    const recipient = await personWithVault();
    const document = await uploadDocument(vault.app, owner, [randomBytes(10)]);
    const ownerApi = vaultApi(vault.app, owner);
    const share = await ownerApi<OutgoingShare>('POST', `/vault/documents/${document.id}/shares`, {
      recipient_user_id: recipient.id,
      version_id: document.version_id,
      wrapped_file_key: opaque(),
    });
    expect(share.status).toBe(201);
    expect((await ownerApi('DELETE', `/vault/documents/${document.id}`)).status).toBe(204);
    const recipientApi = vaultApi(vault.app, recipient);
    expect((await recipientApi<ListSharesResponse>('GET', '/vault/shares')).body.incoming).toEqual([]);
    expect((await recipientApi('POST', `/vault/shares/${share.body.id}/accept`)).status).toBe(404);
  });
});
