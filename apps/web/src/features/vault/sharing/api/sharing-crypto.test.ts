import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateSharingKeyPair, unwrapKeyFromSender } from '@amparo/vault-crypto/sharing';
import { describe, expect, it } from 'vitest';
import { openOwnDocument } from '../../../../lib/vault/own-documents.ts';
import { buildShareRequest, openIncomingShare } from '../../../../lib/vault/share-keys.ts';
import { makeTestVault, only, openTestDocument, sealTestDocument, testMetadata } from '../test-vault.ts';
import { buildProofLinkRequest, proofLinkUrl, rebuildProofLinkUrl } from './proof-links.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const RECIPIENT = '00000000-0000-4000-8000-000000000002';
const DOCUMENT = '00000000-0000-4000-8000-0000000000d1';

describe('sharing crypto', () => {
  it('wraps the file key for the recipient only: their private key opens it, the request never holds it', async () => {
    const owner = await makeTestVault(OWNER);
    const recipient = await generateSharingKeyPair();
    const { document: row, fileKey } = await sealTestDocument(owner, DOCUMENT, testMetadata());
    const opened = await openOwnDocument(owner, row);
    expect(opened?.metadata.title).toBe('Green card');

    const request = await buildShareRequest(await openTestDocument(owner, row), {
      user_id: RECIPIENT,
      label: 'ana@example.org',
      public_key: toBase64Url(recipient.publicKey),
    });
    const sent = JSON.stringify(request);
    expect(sent).not.toContain(toBase64Url(fileKey));
    expect(sent).not.toContain('Green card');
    expect(request).toMatchObject({ recipient_user_id: RECIPIENT, version_id: row.version_id });

    const unwrapped = await unwrapKeyFromSender(
      recipient.privateKey,
      recipient.publicKey,
      fromBase64Url(request.wrapped_file_key),
      { recipientUserId: RECIPIENT, documentId: DOCUMENT },
    );
    expect(toBase64Url(unwrapped)).toBe(toBase64Url(fileKey));
    // The owner's vault key cannot open it: it was wrapped for the recipient.
    await expect(
      unwrapKey(owner.vaultKey, fromBase64Url(request.wrapped_file_key), { purpose: 'file-key' }),
    ).rejects.toThrow();
  });

  it('opens an incoming share with the recipient vault, and reports one it cannot open', async () => {
    const owner = await makeTestVault(OWNER);
    const recipientVault = await makeTestVault(RECIPIENT);
    const { document: row } = await sealTestDocument(owner, DOCUMENT, testMetadata({ title: 'Pasaporte' }));
    const request = await buildShareRequest(await openTestDocument(owner, row), {
      user_id: RECIPIENT,
      label: 'ana@example.org',
      public_key: toBase64Url(recipientVault.sharingPublicKey),
    });
    const share = {
      id: '00000000-0000-4000-8000-0000000000e1',
      document_id: DOCUMENT,
      version_id: row.version_id,
      owner_label: 'owner@example.org',
      status: 'pending' as const,
      encrypted_metadata: row.encrypted_metadata,
      wrapped_file_key: request.wrapped_file_key,
      size: 100,
      created_at: row.created_at,
      accepted_at: null,
    };
    expect((await openIncomingShare(recipientVault, share)).metadata?.title).toBe('Pasaporte');
    const stranger = await makeTestVault(RECIPIENT);
    expect(await openIncomingShare(stranger, share)).toMatchObject({ fileKey: null, metadata: null });
  });

  it('puts the link key only in the fragment; it opens every wrapped file key, and the owner can show it again', async () => {
    const owner = await makeTestVault(OWNER);
    const first = await sealTestDocument(owner, DOCUMENT, testMetadata());
    const second = await sealTestDocument(
      owner,
      '00000000-0000-4000-8000-0000000000d2',
      testMetadata({ title: 'I-94' }),
    );
    const documents = [
      await openTestDocument(owner, first.document),
      await openTestDocument(owner, second.document),
    ];

    const { linkKey, request } = await buildProofLinkRequest(owner, documents, 24);
    const url = proofLinkUrl('https://amparo.example', 'AbCdEfGhIjKlMnOpQrStUv', linkKey);
    const fragment = new URL(url).hash.slice(1);
    expect(url.startsWith('https://amparo.example/proof/AbCdEfGhIjKlMnOpQrStUv#')).toBe(true);
    expect(fragment).toBe(toBase64Url(linkKey));

    const sent = JSON.stringify(request);
    expect(sent).not.toContain(fragment);
    expect(sent).not.toContain(toBase64Url(first.fileKey));
    expect(sent).not.toContain('Green card');
    expect(request.expires_in_hours).toBe(24);

    for (const [index, entry] of request.documents.entries()) {
      const key = await unwrapKey(fromBase64Url(fragment), fromBase64Url(entry.wrapped_file_key), {
        purpose: 'proof-link/file-key',
        objectId: entry.document_id,
      });
      expect(toBase64Url(key)).toBe(toBase64Url(only([first, second], index).fileKey));
    }

    const link: ProofLink = {
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      document_ids: [first.document.id, second.document.id],
      owner_wrapped_link_key: request.owner_wrapped_link_key,
      created_at: '2026-05-01T10:00:00.000Z',
      expires_at: '2026-05-02T10:00:00.000Z',
      revoked_at: null,
      view_count: 0,
      last_viewed_at: null,
    };
    expect(await rebuildProofLinkUrl(owner, link, 'https://amparo.example')).toBe(url);
  });
});
