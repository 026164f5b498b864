import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { fireEvent, screen } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeVaultStore } from '../../../lib/vault/offline-store.ts';
import { lockVault } from '../../../lib/vault/vault-session.ts';
import { createKeyring, makeRecoveryKey } from '../crypto/keyring-crypto.ts';
import { fakeVaultServer, renderVault, TEST_USER_ID } from '../test/render-vault-page.tsx';
import { DocumentsPage } from './documents-page.tsx';

// Issue 13, point 3: a legal professional's account has no plan and no documents of its own, yet needs a vault key
// pair to receive what people share for a consultation. /documents sets it up and shows what was shared, never the
// plan prompt meant for a person.

vi.mock('../crypto/kdf-params.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../crypto/kdf-params.ts')>()),
  chooseKdfParams: (await import('../test/cheap-kdf.ts')).cheapKdfParams,
}));

const PASSPHRASE = 'river lamp orange tuesday';
const professional = { has_access: false, coverage: 'none', account_type: 'legal_professional' } as const;

function json(status: number, body: unknown) {
  return Response.json(body, { status });
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

describe('/documents for a legal professional without a plan', () => {
  it('offers to set up the vault, not the plan', async () => {
    vi.stubGlobal('fetch', fakeVaultServer(() => new Response(null, { status: 204 })).fetch);
    await renderVault(<DocumentsPage />, { profile: professional });
    expect(await screen.findByRole('heading', { name: 'Set up your document vault' })).toBeTruthy();
    expect(screen.getByText(/Documents that people share with you for a consultation/)).toBeTruthy();
    expect(screen.queryByText(/The document vault comes with Full Protection/)).toBeNull();
  });

  it('opens on what was shared with them, without documents of their own or proof links', async () => {
    const { request } = await createKeyring(TEST_USER_ID, PASSPHRASE, makeRecoveryKey());
    const keyring: VaultKeyring = {
      ...request,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const server = fakeVaultServer(({ path }) => {
      if (path === '/api/v1/vault/keyring') return json(200, keyring);
      if (path === '/api/v1/vault/shares') return json(200, { outgoing: [], incoming: [] });
      return json(404, { code: 'not_found', message: path });
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderVault(<DocumentsPage />, { profile: professional });
    fireEvent.change(await screen.findByLabelText('Vault passphrase'), { target: { value: PASSPHRASE } });
    fireEvent.click(screen.getByRole('button', { name: 'Open vault' }));
    expect(await screen.findByRole('heading', { name: 'Shared with you' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See consultation requests' }).getAttribute('href')).toBe(
      '/legal-hub?tab=consultations',
    );
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(server.requests.map((entry) => entry.path)).not.toContain('/api/v1/vault/proof-links');
    expect(server.requests.map((entry) => entry.path)).not.toContain('/api/v1/vault/documents');
  }, 20_000);
});
