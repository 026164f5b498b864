import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocumentReminders } from '../../../lib/vault/document-reminders.ts';
import { closeVaultStore, listCarried, putCarried } from '../../../lib/vault/offline-store.ts';
import { sharingQueryKeys } from '../../../lib/vault/vault-request.ts';
import { lockVault, setUnlockedVault } from '../../../lib/vault/vault-session.ts';
import { encryptInPage } from './crypto/encrypt-file-client.ts';
import { DocumentsSection } from './documents-section.tsx';
import { containsBytes, createFakeVaultServer, type FakeVaultServer } from './test/fake-vault-server.ts';
import { renderSignedIn } from './test/render-documents.tsx';
import { sealedDocument, testVault } from './test/test-vault.ts';

const UPLOAD_SETTINGS = { encryptParts: encryptInPage, partBytes: 4096, retryDelays: [1, 1] };

function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function serverWith(
  vault: ReturnType<typeof testVault>,
  ...documents: Parameters<typeof sealedDocument>[1][]
) {
  const server = createFakeVaultServer();
  for (const metadata of documents) {
    const document = await sealedDocument(vault, metadata);
    server.documents.set(document.id, document);
  }
  vi.stubGlobal('fetch', server.fetch);
  return server;
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

describe('DocumentsSection', () => {
  it('teaches what the vault is for when it is empty and offers to add a document', async () => {
    const vault = testVault();
    await serverWith(vault);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    expect(await screen.findByRole('heading', { name: 'Keep your documents safe here' })).toBeTruthy();
    const adds = screen.getAllByRole('button', { name: 'Add a document' });
    fireEvent.click(adds.at(-1) as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Add documents' })).toBeTruthy();
    expect(screen.getByLabelText('Take a photo').getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('Choose files').hasAttribute('multiple')).toBe(true);
  });

  it('decrypts the list in the browser, then searches it and filters it by type', async () => {
    const vault = testVault();
    await serverWith(
      vault,
      { title: 'Green card', type: 'green_card', expires_on: isoDateIn(20), carry_offline: true },
      { title: 'Petición I-130', type: 'i797', notes: 'Recibo IOE0912345678' },
      { title: 'Passport', type: 'passport', expires_on: isoDateIn(400) },
    );
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const list = await screen.findByRole('list', { name: 'Your documents' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getByText('Expires in 20 days')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search your documents'), { target: { value: 'PETICION' } });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Petición I-130']);
    fireEvent.change(screen.getByLabelText('Search your documents'), { target: { value: 'ioe09' } });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Petición I-130']);

    fireEvent.change(screen.getByLabelText('Search your documents'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'passport' } });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Passport']);
    fireEvent.change(screen.getByLabelText('Search your documents'), { target: { value: 'green' } });
    expect(screen.getByText(/No document matches this search/)).toBeTruthy();

    // The reminder panel and the dashboard's summary name the green card, due in 20 days.
    const reminders = screen.getByRole('region', { name: 'Documents to renew soon' });
    expect(within(reminders).getByText('Green card')).toBeTruthy();
    expect(getDocumentReminders()?.map((reminder) => [reminder.title, reminder.band])).toEqual([
      ['Green card', 30],
    ]);
  });

  it('keeps a copy of the documents marked "carry offline", still encrypted, and forgets on lock', async () => {
    const vault = testVault();
    setUnlockedVault(vault);
    const server = await serverWith(
      vault,
      { title: 'Green card', type: 'green_card', carry_offline: true },
      { title: 'Birth certificate', type: 'birth_certificate' },
    );
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    const cardId = [...server.documents.keys()][0] as string;
    const original = server.documents.get(cardId);
    await waitFor(async () =>
      expect((await listCarried(vault.userId)).map((record) => record.documentId)).toEqual([cardId]),
    );
    const [carried] = await listCarried(vault.userId);
    // What is kept is what the server holds: the sealed details and the wrapped key, never the title in clear.
    expect(carried).toMatchObject({
      versionId: original?.version_id,
      encryptedMetadata: original?.encrypted_metadata,
      wrappedFileKey: original?.wrapped_file_key,
    });
    expect(JSON.stringify(carried)).not.toContain('Green card');
    expect(getDocumentReminders()).toEqual([]);
    lockVault('manual');
    expect(getDocumentReminders()).toBeNull();
  });

  it('encrypts and uploads picked files in parts, sending no plaintext, and lists them', async () => {
    const vault = testVault();
    const server = await serverWith(vault);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add a document' })).at(-1) as HTMLElement);

    const canary = 'CANARY-d41d8cd98f00-never-on-the-server';
    const bytes = new TextEncoder().encode(`${canary} `.repeat(1000));
    const file = new NodeFile([bytes], 'green_card-front.png', { type: 'image/png' }) as unknown as File;
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [file] } });

    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('green card front');
    const carry = screen.getByRole('checkbox', { name: /Keep on this phone/ }) as HTMLInputElement;
    expect(carry.checked).toBe(false);
    fireEvent.change(screen.getByLabelText('What is this document?'), { target: { value: 'green_card' } });
    expect(carry.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: `Receipt ${canary}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Encrypt and save 1 document' }));

    expect(await screen.findByText('Saved in your vault.')).toBeTruthy();
    const parts = server.requests.filter((request) => request.method === 'PUT');
    expect(parts.length).toBeGreaterThan(2);
    const needle = new TextEncoder().encode(canary);
    for (const request of server.requests) expect(containsBytes(request.body, needle)).toBe(false);
    const list = await screen.findByRole('list', { name: 'Your documents' });
    expect(await within(list).findByRole('heading', { name: 'green card front' })).toBeTruthy();
  });

  it('has the sharing section read the documents again after an upload, so it offers the new one', async () => {
    const vault = testVault();
    await serverWith(vault);
    const { queryClient } = await renderSignedIn(
      <DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />,
    );
    const sharingDocuments = sharingQueryKeys.documents(vault.userId);
    queryClient.setQueryData(sharingDocuments, []);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add a document' })).at(-1) as HTMLElement);
    const file = new NodeFile([new Uint8Array([1, 2, 3])], 'passport.png', {
      type: 'image/png',
    }) as unknown as File;
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [file] } });
    expect(queryClient.getQueryState(sharingDocuments)?.isInvalidated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Encrypt and save 1 document' }));
    expect(await screen.findByText('Saved in your vault.')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(sharingDocuments)?.isInvalidated).toBe(true));
  });

  it('explains a full vault and keeps the form as it was typed', async () => {
    const vault = testVault();
    const server = createFakeVaultServer({ used_bytes: 1_000_000_000 - 10, quota_bytes: 1_000_000_000 });
    vi.stubGlobal('fetch', server.fetch);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add a document' })).at(-1) as HTMLElement);
    const file = new NodeFile([new Uint8Array(5000)], 'passport.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My passport' } });
    fireEvent.click(screen.getByRole('button', { name: 'Encrypt and save 1 document' }));
    expect(await screen.findByText(/not enough space left in your vault/)).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('My passport');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks before deleting, then deletes the document and its carried copy', async () => {
    const vault = testVault();
    const server = await serverWith(vault, { title: 'Old visa', type: 'visa', carry_offline: true });
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    await waitFor(async () => expect(await listCarried(vault.userId)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete “Old visa” from your vault?')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(server.documents.size).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('heading', { name: 'Keep your documents safe here' })).toBeTruthy();
    expect(server.documents.size).toBe(0);
    expect(await listCarried(vault.userId)).toEqual([]);
  });

  it('shows the carried documents from this phone when there is no network', async () => {
    const vault = testVault();
    const server: FakeVaultServer = createFakeVaultServer();
    const document = await sealedDocument(vault, {
      title: 'Green card',
      type: 'green_card',
      carry_offline: true,
    });
    await putCarried({
      userId: vault.userId,
      documentId: document.id,
      versionId: document.version_id,
      wrappedFileKey: document.wrapped_file_key,
      encryptedMetadata: document.encrypted_metadata,
      ciphertext: new NodeBlob([document.content]) as unknown as Blob,
    });
    server.goOffline();
    vi.stubGlobal('fetch', server.fetch);
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);

    expect(await screen.findByRole('heading', { name: 'Documents on this phone' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Green card/ }));
    const shown = await screen.findByRole('dialog', { name: 'Green card' });
    expect(await within(shown).findByRole('img', { name: 'Green card' })).toBeTruthy();
  });

  it('opens straight on the carried documents when the link asks for them', async () => {
    const vault = testVault();
    await serverWith(vault, { title: 'Passport', type: 'passport' });
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />, {
      path: '/documents?show=carried',
    });
    expect(await screen.findByRole('heading', { name: 'Documents on this phone' })).toBeTruthy();
    expect(await screen.findByText(/No documents are kept on this phone yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See all documents' }));
    expect(await screen.findByRole('heading', { name: 'Passport' })).toBeTruthy();
  });
});
