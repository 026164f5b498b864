import { randomBytes } from 'node:crypto';
import type { ListDocumentsResponse } from '@amparo/contract/vault/documents';
import type { OutgoingShare, ProofLink, VaultDocument } from '@amparo/contract/vault/vault-models';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { listOwnDocuments } from './documents-service.ts';
import { sweepVault } from './stale-upload-sweep.ts';
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

// "A document shared and later revoked is re-encrypted on next edit" (ARCHITECTURE.md §5): the server cannot
// re-encrypt, so it tells the owner's browser, through `reencrypt_on_next_edit`, that someone who may have kept
// the current file key has lost access; a new version (a new key) clears it.

const HOUR_MS = 60 * 60 * 1000;

describeEachDatabase('re-encrypt on next edit', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  async function personWithVault(): Promise<VaultPerson> {
    const person = await signUpVaultPerson(vault.app, getDb());
    expect((await vaultApi(vault.app, person)('POST', '/vault/keyring', fakeKeyring())).status).toBe(201);
    return person;
  }

  async function flagOf(person: VaultPerson, documentId: string, now?: Date): Promise<boolean | undefined> {
    const list = now
      ? await listOwnDocuments({ db: getDb(), config: vault.config }, person.id, now)
      : (await vaultApi(vault.app, person)<ListDocumentsResponse>('GET', '/vault/documents')).body;
    return list.documents.find((document) => document.id === documentId)?.reencrypt_on_next_edit;
  }

  async function shareWith(owner: VaultPerson, recipient: VaultPerson, document: VaultDocument) {
    const created = await vaultApi(vault.app, owner)<OutgoingShare>(
      'POST',
      `/vault/documents/${document.id}/shares`,
      { recipient_user_id: recipient.id, version_id: document.version_id, wrapped_file_key: opaque() },
    );
    expect(created.status).toBe(201);
    return created.body;
  }

  async function linkTo(owner: VaultPerson, document: VaultDocument, hours = 48) {
    const created = await vaultApi(vault.app, owner)<ProofLink>('POST', '/vault/proof-links', {
      expires_in_hours: hours,
      documents: [{ document_id: document.id, version_id: document.version_id, wrapped_file_key: opaque() }],
      owner_wrapped_link_key: opaque(),
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  it('is false for a new document, a live share, a live link, and after a details edit alone', async () => {
    const owner = await personWithVault();
    const recipient = await personWithVault();
    const document = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    expect(document.reencrypt_on_next_edit).toBe(false);
    const share = await shareWith(owner, recipient, document);
    expect((await vaultApi(vault.app, recipient)('POST', `/vault/shares/${share.id}/accept`)).status).toBe(
      200,
    );
    await linkTo(owner, document);
    expect(await flagOf(owner, document.id)).toBe(false);
    const patched = await vaultApi(vault.app, owner)<VaultDocument>(
      'PATCH',
      `/vault/documents/${document.id}`,
      {
        version_id: document.version_id,
        encrypted_metadata: opaque(),
      },
    );
    expect(patched).toMatchObject({ status: 200, body: { reencrypt_on_next_edit: false } });
  });

  it('is set when the owner revokes a pending or an accepted share, and a new version clears it', async () => {
    const owner = await personWithVault();
    const recipient = await personWithVault();
    const ownerApi = vaultApi(vault.app, owner);
    const pendingDocument = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const acceptedDocument = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const untouched = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const pending = await shareWith(owner, recipient, pendingDocument);
    const accepted = await shareWith(owner, recipient, acceptedDocument);
    await shareWith(owner, recipient, untouched);
    expect((await vaultApi(vault.app, recipient)('POST', `/vault/shares/${accepted.id}/accept`)).status).toBe(
      200,
    );

    expect((await ownerApi('DELETE', `/vault/shares/${pending.id}`)).status).toBe(204);
    expect((await ownerApi('DELETE', `/vault/shares/${accepted.id}`)).status).toBe(204);
    expect(await flagOf(owner, pendingDocument.id)).toBe(true);
    expect(await flagOf(owner, acceptedDocument.id)).toBe(true);
    expect(await flagOf(owner, untouched.id)).toBe(false);

    // Editing the details alone keeps the old key, so it keeps the flag; the PATCH answer says so too.
    const patched = await ownerApi<VaultDocument>('PATCH', `/vault/documents/${acceptedDocument.id}`, {
      version_id: acceptedDocument.version_id,
      encrypted_metadata: opaque(),
    });
    expect(patched.body.reencrypt_on_next_edit).toBe(true);

    // A new version has a new file key: the flag is gone, in the complete answer and in the list.
    const replaced = await uploadDocument(vault.app, owner, [randomBytes(80)], {
      documentId: acceptedDocument.id,
    });
    expect(replaced.reencrypt_on_next_edit).toBe(false);
    expect(await flagOf(owner, acceptedDocument.id)).toBe(false);
    expect(await flagOf(owner, pendingDocument.id)).toBe(true);
  });

  it('is set when the recipient removes a share, accepted or not: the key left the owner’s hands', async () => {
    const owner = await personWithVault();
    const recipient = await personWithVault();
    const recipientApi = vaultApi(vault.app, recipient);
    const accepted = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const declined = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const acceptedShare = await shareWith(owner, recipient, accepted);
    const declinedShare = await shareWith(owner, recipient, declined);
    expect((await recipientApi('POST', `/vault/shares/${acceptedShare.id}/accept`)).status).toBe(200);
    expect((await recipientApi('DELETE', `/vault/shares/${acceptedShare.id}`)).status).toBe(204);
    expect((await recipientApi('DELETE', `/vault/shares/${declinedShare.id}`)).status).toBe(204);
    expect(await flagOf(owner, accepted.id)).toBe(true);
    expect(await flagOf(owner, declined.id)).toBe(true);
  });

  it('does not mark anything when the share is not the caller’s to remove', async () => {
    const owner = await personWithVault();
    const recipient = await personWithVault();
    const stranger = await personWithVault();
    const document = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const share = await shareWith(owner, recipient, document);
    expect((await vaultApi(vault.app, stranger)('DELETE', `/vault/shares/${share.id}`)).status).toBe(404);
    expect(await flagOf(owner, document.id)).toBe(false);
  });

  it('is set when a proof link showing the current version is revoked, and a new version clears it', async () => {
    const owner = await personWithVault();
    const ownerApi = vaultApi(vault.app, owner);
    const document = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const other = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const link = await linkTo(owner, document);
    expect((await ownerApi('DELETE', `/vault/proof-links/${link.id}`)).status).toBe(204);
    expect(await flagOf(owner, document.id)).toBe(true);
    expect(await flagOf(owner, other.id)).toBe(false);

    // The dead link's key is not re-wrapped, and the new version was never in a live link: cleared.
    const replaced = await uploadDocument(vault.app, owner, [randomBytes(60)], { documentId: document.id });
    expect(replaced.reencrypt_on_next_edit).toBe(false);
    expect(await flagOf(owner, document.id)).toBe(false);
  });

  it('is set once a link showing the current version expires, also after the sweep forgets its keys', async () => {
    const owner = await personWithVault();
    const document = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const link = await linkTo(owner, document, 1);
    const beforeExpiry = new Date(Date.parse(link.expires_at) - 60_000);
    const afterExpiry = new Date(Date.parse(link.expires_at) + HOUR_MS);
    expect(await flagOf(owner, document.id, beforeExpiry)).toBe(false);
    expect(await flagOf(owner, document.id, afterExpiry)).toBe(true);
    await sweepVault({ db: getDb(), storage: vault.storage }, afterExpiry);
    expect(await flagOf(owner, document.id, afterExpiry)).toBe(true);
  });

  it('is not set by a link that ended before the current version was made', async () => {
    const owner = await personWithVault();
    const ownerApi = vaultApi(vault.app, owner);
    const document = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    const link = await linkTo(owner, document);
    // Replaced while the link was live: the link got the new key, so revoking it later marks the new version.
    const replaced = await uploadDocument(vault.app, owner, [randomBytes(60)], {
      documentId: document.id,
      proofLinkKeys: [{ link_id: link.id, wrapped_file_key: opaque() }],
    });
    expect(replaced.reencrypt_on_next_edit).toBe(false);
    expect((await ownerApi('DELETE', `/vault/proof-links/${link.id}`)).status).toBe(204);
    expect(await flagOf(owner, document.id)).toBe(true);
    // After the next version, the ended link never showed it.
    await uploadDocument(vault.app, owner, [randomBytes(40)], { documentId: document.id });
    expect(await flagOf(owner, document.id)).toBe(false);
  });

  it('refuses to complete a re-encryption over a version it was not made from', async () => {
    const owner = await personWithVault();
    const api = vaultApi(vault.app, owner);
    const document = await uploadDocument(vault.app, owner, [randomBytes(100)]);
    // Another device replaces the file meanwhile.
    const newer = await uploadDocument(vault.app, owner, [randomBytes(50)], { documentId: document.id });
    const started = await api<{ upload_id: string }>('POST', '/vault/uploads', {
      document_id: document.id,
      size: 10,
    });
    expect((await putPart(vault.app, owner, started.body.upload_id, 0, randomBytes(10))).status).toBe(200);
    const complete = (replacesVersionId: string) =>
      api('POST', `/vault/uploads/${started.body.upload_id}/complete`, {
        part_count: 1,
        size: 10,
        encrypted_metadata: opaque(),
        wrapped_file_key: opaque(),
        replaces_version_id: replacesVersionId,
      });
    expect(await complete(document.version_id)).toMatchObject({
      status: 409,
      body: { code: 'version_changed' },
    });
    expect((await api<ListDocumentsResponse>('GET', '/vault/documents')).body.documents[0]?.version_id).toBe(
      newer.version_id,
    );
    expect((await complete(newer.version_id)).status).toBe(200);
  });
});
