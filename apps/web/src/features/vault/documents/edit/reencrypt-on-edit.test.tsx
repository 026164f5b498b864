import type { UpdateDocumentRequest } from '@amparo/contract/vault/documents';
import type { CompleteUploadRequest } from '@amparo/contract/vault/uploads';
import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { bytesEqual, fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateLinkKey } from '@amparo/vault-crypto/keys';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';
import { decryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeVaultStore } from '../../../../lib/vault/offline-store.ts';
import { unwrapFileKey } from '../../../../lib/vault/own-documents.ts';
import { lockVault } from '../../../../lib/vault/vault-session.ts';
import { encryptInPage } from '../crypto/encrypt-file-client.ts';
import { DocumentsSection } from '../documents-section.tsx';
import { containsBytes, createFakeVaultServer, type FakeVaultServer } from '../test/fake-vault-server.ts';
import { renderSignedIn } from '../test/render-documents.tsx';
import { sealedDocument, testVault } from '../test/test-vault.ts';

// After a share or a proof link was revoked, "Edit details" must not seal the new details with the old file key
// (the person who lost access may have kept it): it uploads the same file again under a fresh key.

const UPLOAD_SETTINGS = { encryptParts: encryptInPage, partBytes: 4096, retryDelays: [1, 1] };
const CANARY = 'CANARY-reencrypted-3d7a-never-on-the-server';

async function passport({ revoked }: { revoked: boolean }) {
  const vault = testVault();
  const server = createFakeVaultServer();
  // Several parts' worth, so the new version is really streamed part by part.
  const content = new TextEncoder().encode(`${CANARY} scan `.repeat(400));
  const document = await sealedDocument(
    vault,
    {
      title: 'Passport',
      type: 'passport',
      expires_on: '2027-01-15',
      notes: 'Old notes',
      file_name: 'passport-scan.png',
      mime_type: 'image/png',
    },
    content,
  );
  document.reencrypt_on_next_edit = revoked;
  server.documents.set(document.id, document);
  // A link that is still live must get the new key, as with Replace.
  const linkKey = generateLinkKey();
  const link: ProofLink = {
    id: 'live-link',
    document_ids: [document.id],
    owner_wrapped_link_key: toBase64Url(
      await wrapKey(vault.vaultKey, linkKey, { purpose: 'link-key', userId: vault.userId }),
    ),
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    revoked_at: null,
    view_count: 1,
    last_viewed_at: null,
  };
  server.proofLinks.push(link);
  vi.stubGlobal('fetch', server.fetch);
  return { vault, server, document, content, linkKey };
}

function sent<T>(server: FakeVaultServer, method: string, path: RegExp): T[] {
  return server.requests
    .filter((request) => request.method === method && path.test(request.path))
    .map((request) => JSON.parse(new TextDecoder().decode(request.body)) as T);
}

function field(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText(label) as HTMLInputElement;
}

async function editTitle(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit “Passport”' });
  fireEvent.change(field(dialog, 'Title'), { target: { value: title } });
  fireEvent.change(field(dialog, 'Notes (optional)'), { target: { value: 'New notes' } });
  return dialog;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

afterEach(async () => {
  lockVault('manual');
  await closeVaultStore();
  vi.unstubAllGlobals();
});

describe('Edit details after access was revoked', () => {
  it('uploads the same file as a new version under a fresh key, with the new details', async () => {
    const { vault, server, document, content, linkKey } = await passport({ revoked: true });
    const oldKey = await unwrapFileKey(vault, document.id, document.wrapped_file_key);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const dialog = await editTitle('Passport 2037');
    expect(
      within(dialog).getByText(
        'Someone you shared this document with no longer has access, so saving will also lock the file with a new key. This can take a moment.',
      ),
    ).toBeTruthy();
    const release = server.holdParts();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Re-encrypting…' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Re-encrypting…' })).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { name: 'Passport 2037' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(server, 'PATCH', /./)).toEqual([]);
    const [complete] = sent<CompleteUploadRequest>(server, 'POST', /\/complete$/);
    if (!complete) throw new Error('Nothing was completed');
    // Made from the version that was open, so it cannot overwrite a newer file.
    expect(complete.replaces_version_id).toBe(document.version_id);

    const stored = server.documents.get(document.id);
    if (!stored) throw new Error('The document is gone');
    expect(stored.version_id).not.toBe(document.version_id);
    expect(stored.reencrypt_on_next_edit).toBe(false);
    const newKey = await unwrapFileKey(vault, document.id, stored.wrapped_file_key);
    expect(bytesEqual(newKey, oldKey)).toBe(false);
    expect(bytesEqual(await decryptBytes(newKey, document.id, stored.content), content)).toBe(true);
    await expect(decryptBytes(oldKey, document.id, stored.content)).rejects.toThrow();

    const metadata = await decryptMetadata(newKey, document.id, fromBase64Url(stored.encrypted_metadata));
    expect(metadata).toEqual({
      type: 'passport',
      title: 'Passport 2037',
      expires_on: '2027-01-15',
      notes: 'New notes',
      carry_offline: false,
      file_name: 'passport-scan.png',
      mime_type: 'image/png',
      size: content.length,
    });

    // The live link can open the new version: its copy of the key is the new one.
    const linkCopy = complete.proof_link_keys?.find((entry) => entry.link_id === 'live-link');
    if (!linkCopy) throw new Error('The live link got no key');
    const fromLink = await unwrapKey(linkKey, fromBase64Url(linkCopy.wrapped_file_key), {
      purpose: 'proof-link/file-key',
      objectId: document.id,
    });
    expect(bytesEqual(fromLink, newKey)).toBe(true);

    // Nothing readable left the browser.
    const canary = new TextEncoder().encode(CANARY);
    for (const request of server.requests) expect(containsBytes(request.body, canary)).toBe(false);
  });

  it('keeps what was typed when the file changed on another device meanwhile', async () => {
    const { vault, server, document } = await passport({ revoked: true });
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const dialog = await editTitle('Passport 2037');
    server.failNext('POST', /\/complete$/, 409, 'version_changed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(
      await within(dialog).findByText(
        'This document was changed on another device. We loaded the newest version; please try again.',
      ),
    ).toBeTruthy();
    expect(field(dialog, 'Title').value).toBe('Passport 2037');
    expect(server.documents.get(document.id)?.version_id).toBe(document.version_id);
    // The unfinished upload was removed.
    await waitFor(() => expect(server.uploads.size).toBe(0));
  });

  it('without a revocation, is still a PATCH with the same key', async () => {
    const { vault, server, document } = await passport({ revoked: false });
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const dialog = await editTitle('Passport 2037');
    expect(within(dialog).queryByText(/no longer has access/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [patch] = sent<UpdateDocumentRequest>(server, 'PATCH', /./);
    expect(patch?.version_id).toBe(document.version_id);
    expect(sent(server, 'POST', /^\/uploads/)).toEqual([]);
    expect(server.documents.get(document.id)?.wrapped_file_key).toBe(document.wrapped_file_key);
  });
});
