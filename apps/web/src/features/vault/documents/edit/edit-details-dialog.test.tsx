import type { UpdateDocumentRequest } from '@amparo/contract/vault/documents';
import { fromBase64Url } from '@amparo/vault-crypto/bytes';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeVaultStore } from '../../../../lib/vault/offline-store.ts';
import { unwrapFileKey } from '../../../../lib/vault/own-documents.ts';
import { lockVault } from '../../../../lib/vault/vault-session.ts';
import { encryptInPage } from '../crypto/encrypt-file-client.ts';
import { DocumentsSection } from '../documents-section.tsx';
import { formatBytes } from '../format-bytes.ts';
import { containsBytes, createFakeVaultServer } from '../test/fake-vault-server.ts';
import { renderSignedIn } from '../test/render-documents.tsx';
import { sealedDocument, testVault } from '../test/test-vault.ts';

const UPLOAD_SETTINGS = { encryptParts: encryptInPage, partBytes: 4096, retryDelays: [1, 1] };
const CANARY = 'CANARY-receipt-5c2f-never-on-the-server';

async function passport() {
  const vault = testVault();
  const server = createFakeVaultServer();
  const document = await sealedDocument(vault, {
    title: 'Passport',
    type: 'passport',
    expires_on: '2027-01-15',
    notes: 'Old notes',
    file_name: 'passport-scan.png',
  });
  server.documents.set(document.id, document);
  vi.stubGlobal('fetch', server.fetch);
  return { vault, server, document };
}

function patches(server: ReturnType<typeof createFakeVaultServer>): UpdateDocumentRequest[] {
  return server.requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => JSON.parse(new TextDecoder().decode(request.body)) as UpdateDocumentRequest);
}

function field(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText(label) as HTMLInputElement;
}

function typeNewDetails(dialog: HTMLElement) {
  fireEvent.change(field(dialog, 'Title'), { target: { value: 'Passport 2037' } });
  fireEvent.change(field(dialog, 'Expiry date (optional)'), { target: { value: '2037-02-20' } });
  fireEvent.change(field(dialog, 'Notes (optional)'), { target: { value: `Receipt ${CANARY}` } });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Keep on this phone/ }));
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

describe('Edit details', () => {
  it('seals the new details with the same file key for the version it read, and lists them', async () => {
    const { vault, server, document } = await passport();
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Passport”' });
    expect(field(dialog, 'Title').value).toBe('Passport');
    expect(field(dialog, 'Expiry date (optional)').value).toBe('2027-01-15');
    typeNewDetails(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('heading', { name: 'Passport 2037' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [patch] = patches(server);
    if (!patch) throw new Error('Nothing was sent');
    expect(patch.version_id).toBe(document.version_id);
    const fileKey = await unwrapFileKey(vault, document.id, document.wrapped_file_key);
    const metadata = await decryptMetadata(fileKey, document.id, fromBase64Url(patch.encrypted_metadata));
    expect(metadata).toEqual({
      type: 'passport',
      title: 'Passport 2037',
      expires_on: '2037-02-20',
      notes: `Receipt ${CANARY}`,
      carry_offline: true,
      // The file did not change, so what describes it stays.
      file_name: 'passport-scan.png',
      mime_type: 'image/png',
      size: new TextEncoder().encode('content of Passport').length,
    });
    const canary = new TextEncoder().encode(CANARY);
    for (const request of server.requests) expect(containsBytes(request.body, canary)).toBe(false);
    // The wrapped key and the file stay as they were: only the sealed details changed.
    expect(server.documents.get(document.id)?.wrapped_file_key).toBe(document.wrapped_file_key);
    expect(server.documents.get(document.id)?.version_id).toBe(document.version_id);
  });

  it('after "changed on another device", keeps what was typed and saves it on the newest version', async () => {
    const { vault, server, document } = await passport();
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Passport”' });
    typeNewDetails(dialog);

    // Meanwhile another device replaced the file: a new version with a new file key.
    const renewedBytes = new TextEncoder().encode('the renewed passport, a longer file');
    const renewed = await sealedDocument(
      vault,
      {
        title: 'Passport',
        type: 'passport',
        file_name: 'passport-renewed.pdf',
        mime_type: 'application/pdf',
      },
      renewedBytes,
      { id: document.id },
    );
    server.documents.set(document.id, renewed);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));

    expect(
      await within(dialog).findByText(
        'This document was changed on another device. We loaded the newest version; please try again.',
      ),
    ).toBeTruthy();
    expect(field(dialog, 'Title').value).toBe('Passport 2037');
    expect(field(dialog, 'Notes (optional)').value).toBe(`Receipt ${CANARY}`);
    expect(server.documents.get(document.id)?.encrypted_metadata).toBe(renewed.encrypted_metadata);

    // The list reloads (the card shows the new file's size); the next try goes to the new version, sealed with
    // its key, describing its file.
    const list = screen.getByRole('list', { name: 'Your documents' });
    expect(await within(list).findByText(new RegExp(formatBytes(renewedBytes.length, 'en')))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const last = patches(server).at(-1);
    if (!last) throw new Error('Nothing was sent');
    expect(last.version_id).toBe(renewed.version_id);
    const newKey = await unwrapFileKey(vault, document.id, renewed.wrapped_file_key);
    const metadata = await decryptMetadata(newKey, document.id, fromBase64Url(last.encrypted_metadata));
    expect(metadata).toMatchObject({
      title: 'Passport 2037',
      notes: `Receipt ${CANARY}`,
      file_name: 'passport-renewed.pdf',
      mime_type: 'application/pdf',
    });
    expect(await screen.findByRole('heading', { name: 'Passport 2037' })).toBeTruthy();
  });

  it('shows what is wrong in the form, translated, and sends nothing', async () => {
    const { vault, server } = await passport();
    await renderSignedIn(<DocumentsSection vault={vault} uploadSettings={UPLOAD_SETTINGS} />, {
      language: 'ar',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل التفاصيل' }));
    const dialog = screen.getByRole('dialog', { name: 'تعديل «Passport»' });
    fireEvent.change(field(dialog, 'العنوان'), { target: { value: '   ' } });
    fireEvent.change(field(dialog, 'ملاحظات (اختياري)'), { target: { value: 'ما كتبته' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ التفاصيل' }));

    expect(await within(dialog).findByText('يُرجى كتابة عنوان لهذا المستند.')).toBeTruthy();
    expect(field(dialog, 'العنوان').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'ملاحظات (اختياري)').value).toBe('ما كتبته');
    expect(patches(server)).toEqual([]);
  });
});
