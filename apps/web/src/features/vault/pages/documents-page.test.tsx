import { ZCreateKeyringRequest } from '@amparo/contract/vault/keyring';
import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeVaultStore } from '../../../lib/vault/offline-store.ts';
import { getUnlockedVault, lockVault } from '../../../lib/vault/vault-session.ts';
import {
  createKeyring,
  makeRecoveryKey,
  unlockWithPassphrase,
  unlockWithRecoveryKey,
} from '../crypto/keyring-crypto.ts';
import { fakeVaultServer, renderVault, TEST_USER_ID } from '../test/render-vault-page.tsx';
import { DocumentsPage } from './documents-page.tsx';

vi.mock('../crypto/kdf-params.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../crypto/kdf-params.ts')>()),
  chooseKdfParams: (await import('../test/cheap-kdf.ts')).cheapKdfParams,
}));

const PASSPHRASE = 'river lamp orange tuesday';
const STAMPS = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const SLOW = { timeout: 10_000 };

function json(status: number, body: unknown) {
  return Response.json(body, { status });
}

// The server's answer when there is no vault yet: 204, no body.
const notSetUp = () => new Response(null, { status: 204 });

async function existingKeyring(recoveryKey = makeRecoveryKey()): Promise<VaultKeyring> {
  const { request } = await createKeyring(TEST_USER_ID, PASSPHRASE, recoveryKey);
  return { ...request, ...STAMPS };
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
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

describe('the vault set-up wizard', () => {
  it('needs "I understand", a matching strong passphrase and the typed recovery group, then creates the vault', async () => {
    let created: VaultKeyring | null = null;
    const server = fakeVaultServer(({ method, body }) => {
      if (method === 'POST') {
        created = { ...ZCreateKeyringRequest.parse(body), ...STAMPS };
        return json(201, created);
      }
      return created ? json(200, created) : notSetUp();
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderVault(<DocumentsPage />);

    expect(await screen.findByRole('heading', { name: 'Set up your document vault' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Tick the box to show that you understand, then continue.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set up your document vault' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Choose your vault passphrase' })).toBeTruthy();

    type('New vault passphrase', 'password1234');
    type('Type the passphrase again', 'password1234');
    await screen.findByText('Too easy to guess');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/This passphrase is too easy to guess/)).toBeTruthy();

    type('New vault passphrase', PASSPHRASE);
    type('Type the passphrase again', `${PASSPHRASE}!`);
    await screen.findByText(/^(Good|Strong)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The two passphrases are not the same. Type them again.')).toBeTruthy();

    type('Type the passphrase again', PASSPHRASE);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Save your recovery kit' })).toBeTruthy();
    const recoveryKey = screen.getByTestId('recovery-key').textContent ?? '';
    expect(recoveryKey).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+/);
    expect(screen.getByRole('img', { name: 'QR code of your recovery key' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I saved my recovery kit' }));

    expect(screen.getByRole('heading', { name: 'Check your recovery kit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create my vault' }));
    expect(screen.getByText('Type group 3 of your recovery key.')).toBeTruthy();
    type('Group 3 of your recovery key', 'ZZZZ');
    fireEvent.click(screen.getByRole('button', { name: 'Create my vault' }));
    expect(screen.getByText(/does not match group 3/)).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    type('Group 3 of your recovery key', (recoveryKey.split('-')[2] ?? '').toLowerCase());
    fireEvent.click(screen.getByRole('button', { name: 'Create my vault' }));
    expect(await screen.findByText('Your vault is open', {}, SLOW)).toBeTruthy();

    const keyring = created as unknown as VaultKeyring;
    const open = getUnlockedVault();
    expect(open?.userId).toBe(TEST_USER_ID);
    expect((await unlockWithPassphrase(keyring, TEST_USER_ID, PASSPHRASE)).vaultKey).toEqual(open?.vaultKey);
    expect((await unlockWithRecoveryKey(keyring, TEST_USER_ID, recoveryKey)).vaultKey).toEqual(
      open?.vaultKey,
    );
  }, 20_000);
});

describe('unlocking the vault', () => {
  it('keeps the passphrase typed after a wrong one, then opens with the right one', async () => {
    const keyring = await existingKeyring();
    vi.stubGlobal('fetch', fakeVaultServer(() => json(200, keyring)).fetch);
    await renderVault(<DocumentsPage />);

    type(
      await screen.findByLabelText('Vault passphrase').then(() => 'Vault passphrase'),
      'river lamp orange wednesday',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open vault' }));
    expect(await screen.findByText(/This passphrase does not open your vault/, {}, SLOW)).toBeTruthy();
    expect((screen.getByLabelText('Vault passphrase') as HTMLInputElement).value).toBe(
      'river lamp orange wednesday',
    );
    expect(getUnlockedVault()).toBeNull();

    type('Vault passphrase', PASSPHRASE);
    fireEvent.click(screen.getByRole('button', { name: 'Open vault' }));
    expect(await screen.findByText('Your vault is open', {}, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lock now' }));
    expect(
      await screen.findByText('Your vault is locked. Nothing from it is left on the screen.'),
    ).toBeTruthy();
    expect(screen.queryByText('Your vault is open')).toBeNull();
    expect(getUnlockedVault()).toBeNull();
  }, 20_000);

  it('opens with the recovery key only after a new passphrase is saved', async () => {
    const recoveryKey = makeRecoveryKey();
    let keyring = await existingKeyring(recoveryKey);
    const server = fakeVaultServer(({ method, body }) => {
      if (method === 'PATCH') keyring = { ...keyring, ...(body as Partial<VaultKeyring>) };
      return json(200, keyring);
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderVault(<DocumentsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Use my recovery key' }));
    type('Recovery key', `${recoveryKey.slice(0, -2)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Open with recovery key' }));
    expect(await screen.findByText(/This recovery key has a typing mistake/)).toBeTruthy();

    type('Recovery key', recoveryKey.toLowerCase());
    fireEvent.click(screen.getByRole('button', { name: 'Open with recovery key' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new passphrase' }, SLOW)).toBeTruthy();
    expect(getUnlockedVault()).toBeNull();

    type('New vault passphrase', 'seven quiet horses under snow');
    type('Type the passphrase again', 'seven quiet horses under snow');
    await screen.findByText(/^(Good|Strong)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save passphrase and open vault' }));
    expect(await screen.findByText('Your vault is open', {}, SLOW)).toBeTruthy();

    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(Object.keys(patch?.body as object).sort()).toEqual(['kdf', 'wrapped_by_passphrase']);
    const reopened = await unlockWithPassphrase(keyring, TEST_USER_ID, 'seven quiet horses under snow');
    expect(reopened.vaultKey).toEqual(getUnlockedVault()?.vaultKey);
  }, 20_000);

  it('with no network, opens with the recovery key and leaves the new passphrase for later', async () => {
    const recoveryKey = makeRecoveryKey();
    const keyring = await existingKeyring(recoveryKey);
    const first = await (async () => {
      vi.stubGlobal('fetch', fakeVaultServer(() => json(200, keyring)).fetch);
      return renderVault(<DocumentsPage />);
    })();
    await screen.findByLabelText('Vault passphrase');
    first.unmount();

    const offlineFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', offlineFetch);
    await renderVault(<DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my recovery key' }));
    type('Recovery key', recoveryKey);
    fireEvent.click(screen.getByRole('button', { name: 'Open with recovery key' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new passphrase' }, SLOW)).toBeTruthy();

    // Saving fails with no network; the way out appears and what was typed stays.
    type('New vault passphrase', 'seven quiet horses under snow');
    type('Type the passphrase again', 'seven quiet horses under snow');
    await screen.findByText(/^(Good|Strong)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save passphrase and open vault' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open now, choose a passphrase later' }, SLOW));
    expect(await screen.findByText('Your vault is open', {}, SLOW)).toBeTruthy();
    expect(getUnlockedVault()).not.toBeNull();
    expect(
      offlineFetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH'),
    ).toBe(true);
  }, 20_000);

  it('opens from this device\u2019s copy of the keyring with no network', async () => {
    const keyring = await existingKeyring();
    vi.stubGlobal('fetch', fakeVaultServer(() => json(200, keyring)).fetch);
    const first = await renderVault(<DocumentsPage />);
    await screen.findByLabelText('Vault passphrase');
    first.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderVault(<DocumentsPage />, { path: '/documents?show=carried' });
    expect(await screen.findByText(/You are offline. Your vault can still open/)).toBeTruthy();
    type('Vault passphrase', PASSPHRASE);
    fireEvent.click(screen.getByRole('button', { name: 'Open vault' }));
    expect(await screen.findByText('Your vault is open', {}, SLOW)).toBeTruthy();
  }, 20_000);
});

describe('the plan gate', () => {
  it('shows the Limited Access prompt to a Basic user who never had a vault', async () => {
    const server = fakeVaultServer(() => json(403, { code: 'plan_required', message: 'Full plan needed' }));
    vi.stubGlobal('fetch', server.fetch);
    await renderVault(<DocumentsPage />, { profile: { has_access: false, coverage: 'none' } });
    expect(await screen.findByText(/The document vault comes with Full Protection/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /full protection/i }).getAttribute('href')).toContain('/payment');
    // Asked once, to learn whether there is a vault to keep; nothing else.
    expect(server.requests.map((request) => request.path)).toEqual(['/api/v1/vault/keyring']);
  });

  it('shows it too when the server answers plan_required', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { code: 'plan_required', message: 'Full plan needed' })),
    );
    await renderVault(<DocumentsPage />);
    await waitFor(() => expect(screen.getByRole('link', { name: /full protection/i })).toBeTruthy());
  });

  it('gives a family member covered by their holder the whole vault, from the set-up on', async () => {
    vi.stubGlobal('fetch', fakeVaultServer(() => notSetUp()).fetch);
    await renderVault(<DocumentsPage />, { profile: { has_access: false, coverage: 'family' } });
    expect(await screen.findByRole('heading', { name: 'Set up your document vault' })).toBeTruthy();
    expect(screen.queryByText(/The document vault comes with Full Protection/)).toBeNull();
  });

  it('keeps a vault that exists open, read-only, for someone whose coverage ended', async () => {
    const keyring = await existingKeyring();
    const server = fakeVaultServer(({ path }) => {
      if (path === '/api/v1/vault/keyring') return json(200, keyring);
      if (path === '/api/v1/vault/documents') {
        return json(200, { documents: [], usage: { used_bytes: 0, quota_bytes: 1_000_000 } });
      }
      if (path === '/api/v1/vault/shares') return json(200, { outgoing: [], incoming: [] });
      if (path === '/api/v1/vault/proof-links') return json(200, { links: [] });
      if (path === '/api/v1/vault/family-recipients') return json(200, { recipients: [] });
      return json(404, { code: 'not_found', message: path });
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderVault(<DocumentsPage />, { profile: { has_access: false, coverage: 'none' } });
    type(await screen.findByLabelText('Vault passphrase').then(() => 'Vault passphrase'), PASSPHRASE);
    fireEvent.click(screen.getByRole('button', { name: 'Open vault' }));
    expect(await screen.findByText('Your vault is open', {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Your documents are still yours' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(screen.queryByText(/The document vault comes with Full Protection/)).toBeNull();
  }, 20_000);
});
