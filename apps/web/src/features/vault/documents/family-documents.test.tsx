import { File as NodeFile } from 'node:buffer';
import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { fromBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey } from '@amparo/vault-crypto/key-wrap';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeVaultStore } from '../../../lib/vault/offline-store.ts';
import { lockVault } from '../../../lib/vault/vault-session.ts';
import { encryptInPage } from './crypto/encrypt-file-client.ts';
import { DocumentsSection } from './documents-section.tsx';
import { containsBytes, createFakeVaultServer } from './test/fake-vault-server.ts';
import { renderSignedIn } from './test/render-documents.tsx';
import { sealedDocument, testVault } from './test/test-vault.ts';

// Issue 12: documents about a dependent (the label sealed with the rest of the details), and the vault kept
// read-only by someone whose Full Protection has ended.

const UPLOAD_SETTINGS = { encryptParts: encryptInPage, partBytes: 4096, retryDelays: [1, 1] };
const SOFIA = { id: '20000000-0000-4000-8000-000000000001', name: 'Sofia Canary-7f3e' };
const TOMAS = { id: '20000000-0000-4000-8000-000000000002', name: 'Tomás' };

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

afterEach(async () => {
  lockVault('manual');
  await closeVaultStore();
  vi.unstubAllGlobals();
});

describe('documents about a dependent', () => {
  it('seals the label with the details, so no request carries the name, and shows "About" once opened', async () => {
    const vault = testVault();
    const server = createFakeVaultServer();
    server.dependents.push(SOFIA, TOMAS);
    vi.stubGlobal('fetch', server.fetch);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add a document' })).at(-1) as HTMLElement);
    const file = new NodeFile([new Uint8Array(5000)], 'school.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [file] } });
    const about = (await screen.findByLabelText('Who is this document about?')) as HTMLSelectElement;
    expect([...about.options].map((option) => option.textContent)).toEqual(['Me', SOFIA.name, 'Tomás']);
    fireEvent.change(about, { target: { value: SOFIA.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Encrypt and save 1 document' }));
    expect(await screen.findByText('Saved in your vault.')).toBeTruthy();

    // The canary: the dependent's name and id never leave the browser in any request the vault makes.
    const uploads = server.requests.filter((request) => request.method !== 'GET');
    expect(uploads.length).toBeGreaterThan(2);
    for (const needle of [SOFIA.name, 'Sofia', SOFIA.id]) {
      const bytes = new TextEncoder().encode(needle);
      for (const request of uploads) expect(containsBytes(request.body, bytes)).toBe(false);
    }
    // …yet it is inside the sealed details, where the owner's keys find it.
    const [stored] = [...server.documents.values()];
    if (!stored) throw new Error('nothing stored');
    const fileKey = await unwrapKey(vault.vaultKey, fromBase64Url(stored.wrapped_file_key), {
      purpose: 'file-key',
      userId: vault.userId,
      objectId: stored.id,
    });
    const metadata = (await decryptMetadata(
      fileKey,
      stored.id,
      fromBase64Url(stored.encrypted_metadata),
    )) as DocumentMetadata;
    expect(metadata.about).toEqual({ dependent_id: SOFIA.id, name: SOFIA.name });

    const list = await screen.findByRole('list', { name: 'Your documents' });
    expect(await within(list).findByText(`About: ${SOFIA.name}`)).toBeTruthy();
  });

  it('opens documents sealed before labels existed, and filters by person', async () => {
    const vault = testVault();
    const server = createFakeVaultServer();
    for (const metadata of [
      { title: 'My passport', type: 'passport' as const },
      { title: 'Vaccination card', about: { dependent_id: SOFIA.id, name: SOFIA.name } },
      { title: 'Birth certificate', about: { dependent_id: TOMAS.id, name: TOMAS.name } },
    ]) {
      const document = await sealedDocument(vault, metadata);
      server.documents.set(document.id, document);
    }
    vi.stubGlobal('fetch', server.fetch);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const list = await screen.findByRole('list', { name: 'Your documents' });
    const titles = () =>
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent)
        .sort();
    await waitFor(() => expect(titles()).toHaveLength(3));

    const person = screen.getByLabelText('Person') as HTMLSelectElement;
    expect([...person.options].map((option) => option.textContent)).toEqual([
      'Everyone',
      'Me',
      SOFIA.name,
      'Tomás',
    ]);
    fireEvent.change(person, { target: { value: `dependent:${TOMAS.id}` } });
    expect(titles()).toEqual(['Birth certificate']);
    fireEvent.change(person, { target: { value: 'me' } });
    expect(titles()).toEqual(['My passport']);
    fireEvent.change(person, { target: { value: 'all' } });
    expect(titles()).toEqual(['Birth certificate', 'My passport', 'Vaccination card']);
  });
});

describe('a new version of a document about a dependent', () => {
  it('keeps whom it is about when the file is replaced', async () => {
    const vault = testVault();
    const server = createFakeVaultServer();
    server.dependents.push(SOFIA);
    const card = await sealedDocument(vault, {
      title: 'Vaccination card',
      about: { dependent_id: SOFIA.id, name: SOFIA.name },
    });
    server.documents.set(card.id, card);
    vi.stubGlobal('fetch', server.fetch);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace “Vaccination card”' });
    const file = new NodeFile([new Uint8Array(3000)], 'new-scan.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Choose a file'), { target: { files: [file] } });
    expect((within(dialog).getByLabelText('Who is this document about?') as HTMLSelectElement).value).toBe(
      SOFIA.id,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encrypt and replace' }));
    expect(await within(dialog).findByText('Saved in your vault.')).toBeTruthy();

    const stored = server.documents.get(card.id);
    if (!stored) throw new Error('the document is gone');
    expect(stored.version_id).not.toBe(card.version_id);
    const fileKey = await unwrapKey(vault.vaultKey, fromBase64Url(stored.wrapped_file_key), {
      purpose: 'file-key',
      userId: vault.userId,
      objectId: stored.id,
    });
    const metadata = (await decryptMetadata(
      fileKey,
      stored.id,
      fromBase64Url(stored.encrypted_metadata),
    )) as DocumentMetadata;
    expect(metadata.about).toEqual({ dependent_id: SOFIA.id, name: SOFIA.name });
  });
});

describe('a vault kept without Full Protection', () => {
  it('shows the documents with a calm notice, lets them open, download and delete, and offers no adding', async () => {
    const vault = testVault();
    const server = createFakeVaultServer();
    const document = await sealedDocument(vault, { title: 'Green card', type: 'green_card' });
    server.documents.set(document.id, document);
    vi.stubGlobal('fetch', server.fetch);
    await renderSignedIn(<DocumentsSection vault={vault} readOnly uploadSettings={UPLOAD_SETTINGS} />);
    const list = await screen.findByRole('list', { name: 'Your documents' });
    const card = await within(list).findByRole('article');
    const notice = screen.getByRole('region', { name: 'Your documents are still yours' });
    expect(notice.textContent).toContain(
      'you can open and export them. To add new ones, join a family plan again or unlock Full Protection.',
    );
    expect(
      within(notice).getByRole('link', { name: 'Unlock Full Protection' }).getAttribute('href'),
    ).toContain('/payment');
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Replace' })).toBeNull();
  });

  it('says the same in Arabic, right to left', async () => {
    const vault = testVault();
    const server = createFakeVaultServer();
    const document = await sealedDocument(vault, { title: 'Green card', type: 'green_card' });
    server.documents.set(document.id, document);
    vi.stubGlobal('fetch', server.fetch);
    await renderSignedIn(<DocumentsSection vault={vault} readOnly uploadSettings={UPLOAD_SETTINGS} />, {
      language: 'ar',
    });
    const notice = await screen.findByRole('region', { name: 'مستنداتك لا تزال ملكك' });
    expect(notice.textContent).toContain('يمكنك فتحها وتصديرها');
    expect(within(notice).getByRole('link', { name: 'الحصول على الحماية الكاملة' })).toBeTruthy();
    expect(window.document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.queryByRole('button', { name: 'إضافة مستند' })).toBeNull();
  });
});
