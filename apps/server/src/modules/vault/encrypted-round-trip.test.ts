import type { PublicProofLinkResponse } from '@amparo/contract/vault/proof-links';
import type { ListSharesResponse } from '@amparo/contract/vault/shares';
import type { OutgoingShare, ProofLink } from '@amparo/contract/vault/vault-models';
import { bytesEqual, fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateLinkKey } from '@amparo/vault-crypto/keys';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';
import { randomBytes } from '@amparo/vault-crypto/random';
import { unwrapKeyFromSender, wrapKeyForRecipient } from '@amparo/vault-crypto/sharing';
import { decryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { ownFileKey, setUpVault, unlockVault, uploadEncrypted } from './vault-crypto-test-client.ts';
import { signUpVaultPerson, startVaultTestApp, type VaultTestApp, vaultApi } from './vault-test-app.ts';

const MIB = 1024 * 1024;

describeEachDatabase('the vault with real ciphertext', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  it('carries a document from one browser to another and to a proof link, and forgets it on delete', async () => {
    const owner = await setUpVault(vault.app, await signUpVaultPerson(vault.app, getDb()));
    const lawyer = await setUpVault(vault.app, await signUpVaultPerson(vault.app, getDb()));
    const ownerApi = vaultApi(vault.app, owner);
    const lawyerApi = vaultApi(vault.app, lawyer);

    // 2.5 MiB: three chunks, spread over three parts.
    const plaintext = randomBytes(2.5 * MIB);
    const metadata = {
      type: 'green_card',
      title: 'Green card',
      expires_on: '2031-05-01',
      notes: '',
      file_name: 'card.pdf',
      mime_type: 'application/pdf',
      size: plaintext.length,
      carry_offline: true,
    };
    const { document } = await uploadEncrypted(vault.app, owner, plaintext, metadata);
    expect(await vault.storage.list(`vault/${document.version_id}/`)).toHaveLength(3);

    // A later session unlocks with the passphrase, reads the list and the content.
    const vaultKey = await unlockVault(vault.app, owner);
    expect(bytesEqual(vaultKey, owner.vaultKey)).toBe(true);
    const { fileKey } = await ownFileKey(vault.app, owner, vaultKey, document.id);
    expect(await decryptMetadata(fileKey, document.id, fromBase64Url(document.encrypted_metadata))).toEqual(
      metadata,
    );
    const content = await ownerApi<Buffer>(
      'GET',
      `/vault/documents/${document.id}/versions/${document.version_id}/content`,
    );
    expect(
      bytesEqual(await decryptBytes(fileKey, document.id, new Uint8Array(content.body)), plaintext),
    ).toBe(true);

    // Shared with the lawyer, who accepts and opens it with their own private key.
    const share = await ownerApi<OutgoingShare>('POST', `/vault/documents/${document.id}/shares`, {
      recipient_user_id: lawyer.id,
      version_id: document.version_id,
      wrapped_file_key: toBase64Url(
        await wrapKeyForRecipient(lawyer.publicKey, fileKey, {
          recipientUserId: lawyer.id,
          documentId: document.id,
        }),
      ),
    });
    expect(share.status).toBe(201);
    expect((await lawyerApi('POST', `/vault/shares/${share.body.id}/accept`)).status).toBe(200);
    const openAsLawyer = async (expected: Uint8Array) => {
      const [incoming] = (await lawyerApi<ListSharesResponse>('GET', '/vault/shares')).body.incoming;
      if (!incoming) throw new Error('Nothing shared with the lawyer');
      const key = await unwrapKeyFromSender(
        lawyer.privateKey,
        lawyer.publicKey,
        fromBase64Url(incoming.wrapped_file_key),
        {
          recipientUserId: lawyer.id,
          documentId: document.id,
        },
      );
      const bytes = await lawyerApi<Buffer>(
        'GET',
        `/vault/documents/${document.id}/versions/${incoming.version_id}/content`,
      );
      expect(bytesEqual(await decryptBytes(key, document.id, new Uint8Array(bytes.body)), expected)).toBe(
        true,
      );
    };
    await openAsLawyer(plaintext);

    // A proof link: its key lives only here (the URL fragment); the visitor opens the document with it.
    const linkKey = generateLinkKey();
    const wrapForLink = async (key: Uint8Array) =>
      toBase64Url(await wrapKey(linkKey, key, { purpose: 'proof-link/file-key', objectId: document.id }));
    const link = await ownerApi<ProofLink>('POST', '/vault/proof-links', {
      expires_in_hours: 24,
      documents: [
        {
          document_id: document.id,
          version_id: document.version_id,
          wrapped_file_key: await wrapForLink(fileKey),
        },
      ],
      owner_wrapped_link_key: toBase64Url(
        await wrapKey(vaultKey, linkKey, { purpose: 'link-key', userId: owner.id }),
      ),
    });
    expect(link.status).toBe(201);
    const openAsVisitor = async (expected: Uint8Array) => {
      const manifest = await vault.app.inject({
        method: 'GET',
        url: `/api/v1/vault/public/proof-links/${link.body.id}`,
      });
      const [entry] = (manifest.json() as PublicProofLinkResponse).documents;
      if (!entry) throw new Error('The link shows nothing');
      const key = await unwrapKey(linkKey, fromBase64Url(entry.wrapped_file_key), {
        purpose: 'proof-link/file-key',
        objectId: entry.document_id,
      });
      const bytes = await vault.app.inject({
        method: 'GET',
        url: `/api/v1/vault/public/proof-links/${link.body.id}/documents/${entry.document_id}/content`,
      });
      expect(
        bytesEqual(await decryptBytes(key, entry.document_id, new Uint8Array(bytes.rawPayload)), expected),
      ).toBe(true);
    };
    await openAsVisitor(plaintext);

    // Replaced with a fresh file key, re-wrapped for the lawyer and the link in the same complete.
    const renewed = randomBytes(700_000);
    const replaced = await uploadEncrypted(
      vault.app,
      owner,
      renewed,
      { ...metadata, size: renewed.length },
      {
        documentId: document.id,
        rewrap: async (newKey, documentId) => ({
          share_keys: [
            {
              share_id: share.body.id,
              wrapped_file_key: toBase64Url(
                await wrapKeyForRecipient(lawyer.publicKey, newKey, {
                  recipientUserId: lawyer.id,
                  documentId,
                }),
              ),
            },
          ],
          proof_link_keys: [{ link_id: link.body.id, wrapped_file_key: await wrapForLink(newKey) }],
        }),
      },
    );
    expect(bytesEqual(replaced.fileKey, fileKey)).toBe(false);
    expect(await vault.storage.list(`vault/${document.version_id}/`)).toEqual([]);
    await openAsLawyer(renewed);
    await openAsVisitor(renewed);

    // Deleted: every stored object is gone.
    expect((await ownerApi('DELETE', `/vault/documents/${document.id}`)).status).toBe(204);
    expect(await vault.storage.list('vault/')).toEqual([]);
  });
});
