import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateFileKey, generateLinkKey } from '@amparo/vault-crypto/keys';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { encryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

const LINK_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const DOCUMENT = '00000000-0000-4000-8000-0000000000d1';
const IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

/** What the server holds for one link: ciphertext and keys wrapped by the link key, which it never sees. */
async function sealedLink() {
  const linkKey = generateLinkKey();
  const fileKey = generateFileKey();
  const metadata = {
    type: 'green_card',
    title: 'Green card',
    expires_on: '2031-05-01',
    notes: 'secret note',
    file_name: 'green-card.png',
    mime_type: 'image/png',
    size: IMAGE.length,
    carry_offline: true,
  };
  const answer = {
    expires_at: '2026-05-02T10:00:00.000Z',
    documents: [
      {
        document_id: DOCUMENT,
        version_id: '00000000-0000-4000-8000-00000000aaaa',
        encrypted_metadata: toBase64Url(await encryptMetadata(fileKey, DOCUMENT, metadata)),
        wrapped_file_key: toBase64Url(
          await wrapKey(linkKey, fileKey, { purpose: 'proof-link/file-key', objectId: DOCUMENT }),
        ),
        size: 100,
      },
    ],
  };
  const content = await encryptBytes(fileKey, DOCUMENT, IMAGE);
  return { linkKey, answer, content };
}

function serve(routes: (path: string) => Response) {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      seen.push({ url, init });
      return routes(url);
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('ProofPage', () => {
  it('decrypts the documents in the browser for a first-time visitor, and the key never leaves the page', async () => {
    const { linkKey, answer, content } = await sealedLink();
    const seen = serve((url) =>
      url.endsWith('/content')
        ? new Response(content as Uint8Array<ArrayBuffer>, {
            status: 200,
            headers: { 'content-type': 'application/octet-stream' },
          })
        : Response.json(answer),
    );
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:decrypted-image';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    const key = toBase64Url(linkKey);
    await renderApp(`/proof/${LINK_ID}#${key}`, null, { firstVisit: true });

    expect(await screen.findByRole('heading', { name: 'Green card' })).toBeTruthy();
    expect(screen.getByText(/Amparo cannot read them/)).toBeTruthy();
    expect(screen.getByText(/not an official verification/)).toBeTruthy();
    expect(screen.getByText(/Document expires on May 1, 2031/)).toBeTruthy();
    expect(screen.getByText(/This link works until/)).toBeTruthy();
    // No welcome screen in the way, and the language picker is there.
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();

    const image = (await screen.findByRole('img', { name: 'Green card' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:decrypted-image');
    const [decrypted] = created;
    expect(new Uint8Array((await decrypted?.arrayBuffer()) ?? [])).toEqual(IMAGE);
    expect(decrypted?.type).toBe('image/png');

    expect(seen.map((request) => request.url)).toEqual([
      `/api/v1/vault/public/proof-links/${LINK_ID}`,
      `/api/v1/vault/public/proof-links/${LINK_ID}/documents/${DOCUMENT}/content`,
    ]);
    for (const request of seen) {
      expect(request.url).not.toContain(key);
      expect(JSON.stringify(request.init ?? {})).not.toContain(key);
      expect(request.init?.credentials).toBe('omit');
    }
  });

  it('says the link is incomplete when the key is missing or cut, without asking the server', async () => {
    const seen = serve(() => Response.json({}));
    await renderApp(`/proof/${LINK_ID}`, null, { firstVisit: true });
    expect(
      await screen.findByText('This link is incomplete. Ask the person for the whole link.'),
    ).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('says the link is incomplete when the key in it opens nothing', async () => {
    const { answer } = await sealedLink();
    serve(() => Response.json(answer));
    await renderApp(`/proof/${LINK_ID}#${toBase64Url(generateLinkKey())}`, null, { firstVisit: true });
    expect(
      await screen.findByText('This link is incomplete. Ask the person for the whole link.'),
    ).toBeTruthy();
  });

  it.each([
    [410, 'link_expired', 'This link has expired. Ask the person to make a new one.'],
    [
      410,
      'link_revoked',
      'The person stopped sharing with this link. Ask them for a new one if you still need it.',
    ],
    [
      404,
      'not_found',
      'We could not find this link. Check that you have the whole link, or ask the person for a new one.',
    ],
  ])('answers %i %s with a plain message', async (status, code, message) => {
    serve(() => Response.json({ code, message: 'gone' }, { status }));
    await renderApp(`/proof/${LINK_ID}#${toBase64Url(generateLinkKey())}`, null, { firstVisit: true });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers to try again when the network is down', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await renderApp(`/proof/${LINK_ID}#${toBase64Url(generateLinkKey())}`, null, { firstVisit: true });
    expect(
      await screen.findByText(
        'We could not reach Amparo. Check your connection and try again.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
  }, 15_000);
});
