import type { FamilyRecipient } from '@amparo/contract/vault/family-recipients';
import type {
  IncomingShare,
  OutgoingShare,
  ProofLink,
  VaultDocument,
} from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateSharingKeyPair, unwrapKeyFromSender } from '@amparo/vault-crypto/sharing';
import { encryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addEnglishNamespaces, createI18n } from '../../../i18n/i18n.ts';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';
import { buildShareRequest } from '../../../lib/vault/share-keys.ts';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { fakeSession } from '../../../test/render-app.tsx';
import { VAULT_ENGLISH } from '../vault-english.ts';
import { SharingSection } from './sharing-section.tsx';
import { makeTestVault, only, openTestDocument, sealTestDocument, testMetadata } from './test-vault.ts';

const ME = fakeSession().user.id;
const FRIEND = '00000000-0000-4000-8000-000000000002';
const DOCUMENT = '00000000-0000-4000-8000-0000000000d1';
const LINK_ID = 'AbCdEfGhIjKlMnOpQrStUv';

type Recorded = { method: string; path: string; body: unknown; raw: string };

type FakeVaultServer = {
  documents?: VaultDocument[];
  outgoing?: OutgoingShare[];
  incoming?: IncomingShare[];
  links?: ProofLink[];
  lookup?: (email: string) => Response;
  content?: Uint8Array<ArrayBuffer>;
  family?: FamilyRecipient[];
};

function json(status: number, body: unknown) {
  return Response.json(body, { status });
}

/** Answers /api/v1/vault like the server would and records every request the browser sends. */
function fakeVaultServer(state: FakeVaultServer) {
  const requests: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.replace('/api/v1/vault', '');
      const raw = typeof init?.body === 'string' ? init.body : '';
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      requests.push({ method, path, body, raw });
      if (method === 'GET' && path === '/documents') {
        return json(200, {
          documents: state.documents ?? [],
          usage: { used_bytes: 0, quota_bytes: 1_000_000 },
        });
      }
      if (method === 'GET' && path === '/shares') {
        return json(200, { outgoing: state.outgoing ?? [], incoming: state.incoming ?? [] });
      }
      if (method === 'GET' && path === '/proof-links') return json(200, { links: state.links ?? [] });
      if (method === 'GET' && path === '/family-recipients') {
        return json(200, { recipients: state.family ?? [] });
      }
      if (method === 'POST' && path === '/recipients/lookup') {
        return state.lookup?.((body as { email: string }).email) ?? json(500, {});
      }
      if (method === 'POST' && path.endsWith('/shares')) {
        const request = body as { recipient_user_id: string };
        return json(201, {
          id: '00000000-0000-4000-8000-0000000000f1',
          document_id: DOCUMENT,
          recipient_user_id: request.recipient_user_id,
          recipient_label: 'ana@example.org',
          recipient_public_key: 'AQ',
          status: 'pending',
          created_at: '2026-05-01T10:00:00.000Z',
          accepted_at: null,
        });
      }
      if (method === 'POST' && path.endsWith('/accept')) {
        const share = state.incoming?.[0];
        return json(200, { ...share, status: 'accepted', accepted_at: '2026-05-01T11:00:00.000Z' });
      }
      if (method === 'POST' && path === '/proof-links') {
        const request = body as { documents: { document_id: string }[]; owner_wrapped_link_key: string };
        return json(201, {
          id: LINK_ID,
          document_ids: request.documents.map((document) => document.document_id),
          owner_wrapped_link_key: request.owner_wrapped_link_key,
          created_at: '2026-05-01T10:00:00.000Z',
          expires_at: '2026-05-04T10:00:00.000Z',
          revoked_at: null,
          view_count: 0,
          last_viewed_at: null,
        });
      }
      if (method === 'GET' && path.endsWith('/content') && state.content) {
        return new Response(state.content, { status: 200 });
      }
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json(404, { code: 'not_found', message: 'No route' });
    }),
  );
  return requests;
}

async function renderSection(vault: UnlockedVault, language = 'en') {
  window.localStorage.setItem('selectedLanguage', language);
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  addEnglishNamespaces(i18n, VAULT_ENGLISH);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
          <MemoryRouter>
            <SharingSection vault={vault} />
          </MemoryRouter>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function sentBodies(requests: Recorded[]) {
  return requests.map((request) => request.raw).join('\n');
}

afterEach(() => vi.unstubAllGlobals());

describe('SharingSection', () => {
  it('shares a document: finds the person, asks plainly, and sends only a key wrapped for them', async () => {
    const vault = await makeTestVault(ME);
    const friend = await generateSharingKeyPair();
    const { document, fileKey } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    const requests = fakeVaultServer({
      documents: [document],
      lookup: () =>
        json(200, { user_id: FRIEND, label: 'ana@example.org', public_key: toBase64Url(friend.publicKey) }),
    });
    await renderSection(vault);

    fireEvent.change(await screen.findByLabelText('Their email'), { target: { value: 'ana@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find this person' }));
    expect(
      await screen.findByText(
        'Share "Green card" with ana@example.org? They will be able to open and download it until you stop sharing.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/they keep that copy even after you stop sharing/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(/Sent\. ana@example\.org will see your request/)).toBeTruthy();
    const share = requests.find(
      (request) => request.method === 'POST' && request.path === `/documents/${DOCUMENT}/shares`,
    );
    const body = share?.body as { recipient_user_id: string; version_id: string; wrapped_file_key: string };
    expect(body).toMatchObject({ recipient_user_id: FRIEND, version_id: document.version_id });
    const unwrapped = await unwrapKeyFromSender(
      friend.privateKey,
      friend.publicKey,
      fromBase64Url(body.wrapped_file_key),
      {
        recipientUserId: FRIEND,
        documentId: DOCUMENT,
      },
    );
    expect(toBase64Url(unwrapped)).toBe(toBase64Url(fileKey));
    expect(sentBodies(requests)).not.toContain(toBase64Url(fileKey));
    expect(sentBodies(requests)).not.toContain('Green card');
  });

  it('shares with a family member in two taps, with a key only they can unwrap', async () => {
    const vault = await makeTestVault(ME);
    const mother = await generateSharingKeyPair();
    const { document, fileKey } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    const requests = fakeVaultServer({
      documents: [document],
      family: [
        { user_id: FRIEND, display_name: 'Rosa', role: 'holder', public_key: toBase64Url(mother.publicKey) },
        {
          user_id: '00000000-0000-4000-8000-000000000003',
          display_name: 'Luis',
          role: 'member',
          public_key: null,
        },
      ],
    });
    await renderSection(vault);

    const family = await screen.findByRole('region', { name: 'Your family' });
    expect(within(family).getByText('Luis')).toBeTruthy();
    expect(within(family).getByText('has not set up their vault yet')).toBeTruthy();
    expect(within(family).queryByRole('button', { name: 'Share with Luis' })).toBeNull();
    fireEvent.click(within(family).getByRole('button', { name: 'Share with Rosa' }));
    expect(
      await screen.findByText(
        'Share "Green card" with Rosa? They will be able to open and download it until you stop sharing.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Sent\. Rosa will see your request/)).toBeTruthy();

    // No email lookup: the family list already carried the key.
    expect(requests.some((request) => request.path === '/recipients/lookup')).toBe(false);
    const share = requests.find(
      (request) => request.method === 'POST' && request.path === `/documents/${DOCUMENT}/shares`,
    );
    const body = share?.body as { recipient_user_id: string; wrapped_file_key: string };
    expect(body.recipient_user_id).toBe(FRIEND);
    const unwrapped = await unwrapKeyFromSender(
      mother.privateKey,
      mother.publicKey,
      fromBase64Url(body.wrapped_file_key),
      { recipientUserId: FRIEND, documentId: DOCUMENT },
    );
    expect(toBase64Url(unwrapped)).toBe(toBase64Url(fileKey));
    expect(sentBodies(requests)).not.toContain('Green card');
  });

  it('shows the family in Arabic, and nothing for someone in no family', async () => {
    const vault = await makeTestVault(ME);
    const mother = await generateSharingKeyPair();
    const { document } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    fakeVaultServer({
      documents: [document],
      family: [
        { user_id: FRIEND, display_name: 'Rosa', role: 'holder', public_key: toBase64Url(mother.publicKey) },
        {
          user_id: '00000000-0000-4000-8000-000000000003',
          display_name: 'Luis',
          role: 'member',
          public_key: null,
        },
      ],
    });
    const arabic = await renderSection(vault, 'ar');
    const family = await screen.findByRole('region', { name: 'عائلتك' });
    expect(within(family).getByRole('button', { name: 'المشاركة مع Rosa' })).toBeTruthy();
    expect(within(family).getByText('بلا خزنة حتى الآن')).toBeTruthy();
    expect(window.document.documentElement.getAttribute('dir')).toBe('rtl');
    arabic.unmount();

    fakeVaultServer({ documents: [document], family: [] });
    await renderSection(vault);
    await screen.findByLabelText('Their email');
    expect(screen.queryByRole('region', { name: 'Your family' })).toBeNull();
  });

  it('explains who can receive documents when nobody is found, and keeps the email', async () => {
    const vault = await makeTestVault(ME);
    const { document } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    const requests = fakeVaultServer({
      documents: [document],
      lookup: () => json(404, { code: 'recipient_not_found', message: 'Not found' }),
    });
    await renderSection(vault);

    fireEvent.change(await screen.findByLabelText('Their email'), {
      target: { value: 'nobody@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find this person' }));
    expect(await screen.findByText(/needs an Amparo account with Full Protection and a vault/)).toBeTruthy();
    expect((screen.getByLabelText('Their email') as HTMLInputElement).value).toBe('nobody@example.org');
    expect(requests.some((request) => request.path.endsWith('/shares') && request.method === 'POST')).toBe(
      false,
    );
  });

  it('refuses an email that is not one before asking the server', async () => {
    const vault = await makeTestVault(ME);
    const { document } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    const requests = fakeVaultServer({ documents: [document] });
    await renderSection(vault);
    fireEvent.change(await screen.findByLabelText('Their email'), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find this person' }));
    expect(await screen.findByText('Write a full email address, for example ana@example.org.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/recipients/lookup')).toBe(false);
  });

  it('shows a share request with its decrypted title; accept and decline answer the server', async () => {
    const owner = await makeTestVault(FRIEND);
    const me = await makeTestVault(ME);
    const { document } = await sealTestDocument(
      owner,
      DOCUMENT,
      testMetadata({ title: 'Marriage certificate' }),
    );
    const wrapped = await buildShareRequest(await openTestDocument(owner, document), {
      user_id: ME,
      label: 'me@example.org',
      public_key: toBase64Url(me.sharingPublicKey),
    });
    const incoming: IncomingShare = {
      id: '00000000-0000-4000-8000-0000000000e1',
      document_id: DOCUMENT,
      version_id: document.version_id,
      owner_label: 'rosa@example.org',
      status: 'pending',
      encrypted_metadata: document.encrypted_metadata,
      wrapped_file_key: wrapped.wrapped_file_key,
      size: 100,
      created_at: document.created_at,
      accepted_at: null,
    };
    const requests = fakeVaultServer({ incoming: [incoming] });
    await renderSection(me);

    const request = (await screen.findByText('rosa@example.org wants to share with you:')).closest(
      'li',
    ) as HTMLElement;
    expect(within(request).getByText('Marriage certificate')).toBeTruthy();
    fireEvent.click(within(request).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === `/shares/${incoming.id}/accept`)).toBe(
        true,
      ),
    );
    const decline = within(request).getByRole('button', { name: 'Decline' }) as HTMLButtonElement;
    await waitFor(() => expect(decline.disabled).toBe(false));
    fireEvent.click(decline);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === `/shares/${incoming.id}`)).toBe(true),
    );
  });

  it('stops sharing after a red confirmation that says a downloaded copy stays with them', async () => {
    const vault = await makeTestVault(ME);
    const { document } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    const outgoing: OutgoingShare = {
      id: '00000000-0000-4000-8000-0000000000f1',
      document_id: DOCUMENT,
      recipient_user_id: FRIEND,
      recipient_label: 'ana@example.org',
      recipient_public_key: 'AQ',
      status: 'pending',
      created_at: '2026-05-01T10:00:00.000Z',
      accepted_at: null,
    };
    const requests = fakeVaultServer({ documents: [document], outgoing: [outgoing] });
    await renderSection(vault);

    expect(await screen.findByText('Waiting for them to accept')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(screen.getByText(/A copy they already downloaded stays with them/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, stop sharing' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === `/shares/${outgoing.id}`)).toBe(true),
    );
  });

  it('makes a proof link whose fragment key opens the keys it sent, without ever sending that key', async () => {
    const vault = await makeTestVault(ME);
    const { document, fileKey } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    const requests = fakeVaultServer({ documents: [document] });
    await renderSection(vault);

    fireEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the link' }));
    expect(await screen.findByText('Choose at least one document.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Green card' }));
    fireEvent.click(screen.getByRole('radio', { name: '3 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the link' }));

    const field = (await screen.findByLabelText('Link')) as HTMLInputElement;
    const url = new URL(field.value);
    expect(url.pathname).toBe(`/proof/${LINK_ID}`);
    expect(screen.getByRole('img', { name: 'QR code of the link' })).toBeTruthy();
    const created = requests.find((request) => request.method === 'POST' && request.path === '/proof-links');
    const body = created?.body as {
      expires_in_hours: number;
      documents: { document_id: string; wrapped_file_key: string }[];
    };
    expect(body.expires_in_hours).toBe(72);
    const linkKey = fromBase64Url(url.hash.slice(1));
    const opened = await unwrapKey(linkKey, fromBase64Url(only(body.documents).wrapped_file_key), {
      purpose: 'proof-link/file-key',
      objectId: DOCUMENT,
    });
    expect(toBase64Url(opened)).toBe(toBase64Url(fileKey));
    const everything = sentBodies(requests) + requests.map((request) => request.path).join('\n');
    expect(everything).not.toContain(url.hash.slice(1));
    expect(everything).not.toContain(toBase64Url(fileKey));
    expect(everything).not.toContain('Green card');
  });

  it('lists a link with its views and revokes it after confirming', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00.000Z'), toFake: ['Date'] });
    const vault = await makeTestVault(ME);
    const { document } = await sealTestDocument(vault, DOCUMENT, testMetadata());
    const link: ProofLink = {
      id: LINK_ID,
      document_ids: [DOCUMENT],
      owner_wrapped_link_key: 'AQ',
      created_at: '2026-05-01T10:00:00.000Z',
      expires_at: '2026-05-01T17:00:00.000Z',
      revoked_at: null,
      view_count: 3,
      last_viewed_at: '2026-05-01T11:00:00.000Z',
    };
    const requests = fakeVaultServer({ documents: [document], links: [link] });
    await renderSection(vault);

    expect(await screen.findByText('Works for now. Expires in 5 hours.')).toBeTruthy();
    expect(screen.getByText(/^Opened 3 times, last on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === `/proof-links/${LINK_ID}`)).toBe(true),
    );
    vi.useRealTimers();
  });
  it('opens a document shared with me in the page, decrypted from the stream it downloads', async () => {
    const owner = await makeTestVault(FRIEND);
    const me = await makeTestVault(ME);
    const { document, fileKey } = await sealTestDocument(
      owner,
      DOCUMENT,
      testMetadata({ title: 'Birth certificate' }),
    );
    const wrapped = await buildShareRequest(await openTestDocument(owner, document), {
      user_id: ME,
      label: 'me@example.org',
      public_key: toBase64Url(me.sharingPublicKey),
    });
    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]);
    const requests = fakeVaultServer({
      incoming: [
        {
          id: '00000000-0000-4000-8000-0000000000e1',
          document_id: DOCUMENT,
          version_id: document.version_id,
          owner_label: 'rosa@example.org',
          status: 'accepted',
          encrypted_metadata: document.encrypted_metadata,
          wrapped_file_key: wrapped.wrapped_file_key,
          size: 100,
          created_at: document.created_at,
          accepted_at: document.created_at,
        },
      ],
      content: (await encryptBytes(fileKey, DOCUMENT, image)) as Uint8Array<ArrayBuffer>,
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:shared';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await renderSection(me);

    expect(await screen.findByText('From rosa@example.org')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const shown = (await screen.findByRole('img', { name: 'Birth certificate' })) as HTMLImageElement;
    expect(shown.getAttribute('src')).toBe('blob:shared');
    expect(new Uint8Array(await only(blobs).arrayBuffer())).toEqual(image);
    expect(
      requests.some((r) => r.path === `/documents/${DOCUMENT}/versions/${document.version_id}/content`),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(revoke).toHaveBeenCalledWith('blob:shared');
  });
});
