import { File as NodeFile } from 'node:buffer';
import type { CompleteUploadRequest } from '@amparo/contract/vault/uploads';
import type { OutgoingShare, ProofLink } from '@amparo/contract/vault/vault-models';
import { bytesEqual, fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateLinkKey } from '@amparo/vault-crypto/keys';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';
import { generateSharingKeyPair, unwrapKeyFromSender } from '@amparo/vault-crypto/sharing';
import { decryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeVaultStore } from '../../../../lib/vault/offline-store.ts';
import { unwrapFileKey } from '../../../../lib/vault/own-documents.ts';
import { lockVault, type UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { encryptInPage } from '../crypto/encrypt-file-client.ts';
import { DocumentsSection } from '../documents-section.tsx';
import { formatBytes } from '../format-bytes.ts';
import { containsBytes, createFakeVaultServer, type FakeVaultServer } from '../test/fake-vault-server.ts';
import { renderSignedIn } from '../test/render-documents.tsx';
import { sealedDocument, testVault } from '../test/test-vault.ts';

const UPLOAD_SETTINGS = { encryptParts: encryptInPage, partBytes: 4096, retryDelays: [1, 1] };
const RECIPIENT_ID = '00000000-0000-4000-8000-0000000000aa';
const CANARY = 'CANARY-renewed-card-9b1e-never-on-the-server';

function shareOf(documentId: string, id: string, publicKey: Uint8Array): OutgoingShare {
  return {
    id,
    document_id: documentId,
    recipient_user_id: RECIPIENT_ID,
    recipient_label: 'ana@example.com',
    recipient_public_key: toBase64Url(publicKey),
    status: 'accepted',
    created_at: '2026-01-03T00:00:00.000Z',
    accepted_at: '2026-01-03T00:00:00.000Z',
  };
}

async function proofLinkOf(
  vault: UnlockedVault,
  id: string,
  documentId: string,
  linkKey: Uint8Array,
  change: Partial<ProofLink> = {},
): Promise<ProofLink> {
  const ownerCopy = await wrapKey(vault.vaultKey, linkKey, { purpose: 'link-key', userId: vault.userId });
  return {
    id,
    document_ids: [documentId],
    owner_wrapped_link_key: toBase64Url(ownerCopy),
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    revoked_at: null,
    view_count: 0,
    last_viewed_at: null,
    ...change,
  };
}

/** A shared green card in a live proof link (and in a revoked one, which needs no new key). */
async function sharedCard() {
  const vault = testVault();
  const recipient = await generateSharingKeyPair();
  const server = createFakeVaultServer();
  const card = await sealedDocument(vault, {
    title: 'Green card',
    type: 'green_card',
    expires_on: '2026-09-01',
    notes: 'Receipt IOE0912345678',
  });
  card.shares = [shareOf(card.id, '20000000-0000-4000-8000-000000000001', recipient.publicKey)];
  server.documents.set(card.id, card);
  const linkKey = generateLinkKey();
  server.proofLinks.push(
    await proofLinkOf(vault, 'live-link', card.id, linkKey),
    await proofLinkOf(vault, 'revoked-link', card.id, generateLinkKey(), {
      revoked_at: new Date().toISOString(),
    }),
  );
  vi.stubGlobal('fetch', server.fetch);
  return { vault, recipient, server, card, linkKey };
}

function renewedFile(): File {
  const bytes = new TextEncoder().encode(`${CANARY} `.repeat(800));
  return new NodeFile([bytes], `${CANARY}.png`, { type: 'image/png' }) as unknown as File;
}

async function openReplaceDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
  return screen.getByRole('dialog', { name: 'Replace “Green card”' });
}

function completeRequests(server: FakeVaultServer): CompleteUploadRequest[] {
  return server.requests
    .filter((request) => request.method === 'POST' && request.path.endsWith('/complete'))
    .map((request) => JSON.parse(new TextDecoder().decode(request.body)) as CompleteUploadRequest);
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

describe('Replace', () => {
  it('sends the new version under a new file key, wrapped for the vault, the person shared with and the link', async () => {
    const { vault, recipient, server, card, linkKey } = await sharedCard();
    const oldFileKey = await unwrapFileKey(vault, card.id, card.wrapped_file_key);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const dialog = await openReplaceDialog();
    expect(within(dialog).getByText(/People you shared it with and your proof links/)).toBeTruthy();

    const file = renewedFile();
    fireEvent.change(within(dialog).getByLabelText('Choose a file'), { target: { files: [file] } });
    // The details carry over from the old version, ready to change.
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Green card');
    expect((within(dialog).getByLabelText('Notes (optional)') as HTMLInputElement).value).toBe(
      'Receipt IOE0912345678',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encrypt and replace' }));
    expect(await within(dialog).findByText('Saved in your vault.')).toBeTruthy();

    const canary = new TextEncoder().encode(CANARY);
    for (const request of server.requests) expect(containsBytes(request.body, canary)).toBe(false);
    const start = server.requests.find((request) => request.method === 'POST' && request.path === '/uploads');
    expect(JSON.parse(new TextDecoder().decode(start?.body)).document_id).toBe(card.id);

    const [complete] = completeRequests(server);
    if (!complete) throw new Error('The upload was never completed');
    const newFileKey = await unwrapFileKey(vault, card.id, complete.wrapped_file_key);
    expect(bytesEqual(newFileKey, oldFileKey)).toBe(false);

    expect(complete.share_keys?.map((entry) => entry.share_id)).toEqual([card.shares[0]?.id]);
    const forRecipient = await unwrapKeyFromSender(
      recipient.privateKey,
      recipient.publicKey,
      fromBase64Url(complete.share_keys?.[0]?.wrapped_file_key ?? ''),
      { recipientUserId: RECIPIENT_ID, documentId: card.id },
    );
    expect(bytesEqual(forRecipient, newFileKey)).toBe(true);

    const forLink = complete.proof_link_keys?.find((entry) => entry.link_id === 'live-link');
    const fromLink = await unwrapKey(linkKey, fromBase64Url(forLink?.wrapped_file_key ?? ''), {
      purpose: 'proof-link/file-key',
      objectId: card.id,
    });
    expect(bytesEqual(fromLink, newFileKey)).toBe(true);

    // The server holds the new file, which opens with the new key and no other.
    const stored = server.documents.get(card.id);
    if (!stored) throw new Error('The document is gone');
    expect(stored.version_id).not.toBe(card.version_id);
    expect(new TextDecoder().decode(await decryptBytes(newFileKey, card.id, stored.content))).toBe(
      `${CANARY} `.repeat(800),
    );
    await expect(decryptBytes(oldFileKey, card.id, stored.content)).rejects.toThrow();
    const metadata = await decryptMetadata(newFileKey, card.id, fromBase64Url(stored.encrypted_metadata));
    expect(metadata).toMatchObject({
      title: 'Green card',
      type: 'green_card',
      expires_on: '2026-09-01',
      file_name: `${CANARY}.png`,
      size: file.size,
    });

    // The list reads the new version: its size is the new file's.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const list = await screen.findByRole('list', { name: 'Your documents' });
    await waitFor(() =>
      expect(within(list).getByText(new RegExp(formatBytes(file.size, 'en')))).toBeTruthy(),
    );
  });

  it('wraps the new key for a share made on another device after the list was loaded', async () => {
    const { vault, server, card } = await sharedCard();
    const other = await generateSharingKeyPair();
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const dialog = await openReplaceDialog();
    server.documents
      .get(card.id)
      ?.shares.push(shareOf(card.id, '20000000-0000-4000-8000-000000000002', other.publicKey));

    fireEvent.change(within(dialog).getByLabelText('Choose a file'), { target: { files: [renewedFile()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encrypt and replace' }));
    expect(await within(dialog).findByText('Saved in your vault.')).toBeTruthy();
    const [complete] = completeRequests(server);
    expect(complete?.share_keys?.map((entry) => entry.share_id).sort()).toEqual([
      '20000000-0000-4000-8000-000000000001',
      '20000000-0000-4000-8000-000000000002',
    ]);
  });

  it('explains a refused re-wrap, keeps the document as it was, and succeeds on Try again', async () => {
    const { vault, server, card } = await sharedCard();
    server.failNext('POST', /\/complete$/, 409, 'rewrap_required');
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const dialog = await openReplaceDialog();
    fireEvent.change(within(dialog).getByLabelText('Choose a file'), { target: { files: [renewedFile()] } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Green card 2036' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encrypt and replace' }));

    expect(
      await within(dialog).findByText(
        "Someone's access to this document changed while you were saving. Please try again.",
      ),
    ).toBeTruthy();
    expect(server.documents.get(card.id)?.version_id).toBe(card.version_id);
    expect(server.documents.get(card.id)?.encrypted_metadata).toBe(card.encrypted_metadata);
    // The unfinished upload was dropped, and what was typed is still there.
    expect(server.uploads.size).toBe(0);
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Green card 2036');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Saved in your vault.')).toBeTruthy();
    expect(server.documents.get(card.id)?.version_id).not.toBe(card.version_id);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Green card 2036' })).toBeTruthy();
  });

  it('says so in Arabic when the re-wrap is refused', async () => {
    const { vault, server } = await sharedCard();
    server.failNext('POST', /\/complete$/, 409, 'rewrap_required');
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />, {
      language: 'ar',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'استبدال' }));
    const dialog = screen.getByRole('dialog', { name: 'استبدال «Green card»' });
    fireEvent.change(within(dialog).getByLabelText('اختيار ملف'), { target: { files: [renewedFile()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تشفير واستبدال' }));
    expect(
      await within(dialog).findByText(
        'تغيّر وصول أحد الأشخاص إلى هذا المستند أثناء الحفظ. يرجى المحاولة مرة أخرى.',
      ),
    ).toBeTruthy();
  });
});
