import { POST_IMAGE_BYTES_MAX } from '@amparo/contract/community/community-limits';
import type { CreatePostRequest } from '@amparo/contract/community/create-post';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { member, myAuthor, post } from '../components/test/community-fixtures.ts';
import { PostTab } from './post-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const IMAGE_ID = '00000000-0000-4000-8000-00000000d001';

function answerMember(api: ReturnType<typeof stubApi>, changes = {}) {
  api.answer('GET', '/community/me', { member: member(changes) });
}

const postRequests = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((request) => request.method === 'POST' && request.path === '/community/posts');

async function writePost(body: string, topic = 'work') {
  await screen.findByLabelText('Your post');
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: topic } });
  fireEvent.change(screen.getByLabelText('Your post'), { target: { value: body } });
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
}

/** The browser's image decoding and canvas, which jsdom does not have: a 4000 × 3000 photo encoded as `encoded`. */
function mockCanvas(encoded: Blob) {
  const bitmap = { width: 4000, height: 3000, close: vi.fn() };
  const createImageBitmap = vi.fn(async () => bitmap);
  vi.stubGlobal('createImageBitmap', createImageBitmap);
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillStyle: '',
    fillRect: vi.fn(),
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback) => callback(encoded));
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:thumb'), revokeObjectURL: vi.fn() }),
  );
  return { bitmap, createImageBitmap, drawImage, toBlob };
}

/** The field has the focus, is marked invalid, and its error is among what describes it. */
function expectFocusedWithError(field: HTMLElement, error: string) {
  expect(document.activeElement).toBe(field);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(error);
}

describe('PostTab', () => {
  it('asks for a display name first, explains it, and says when the name is taken', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', { member: null });
    api.answer('PUT', '/community/me', apiError(409, 'display_name_taken'));
    await renderWithProviders(<PostTab />);
    expect(await screen.findByRole('heading', { name: 'First, choose a display name' })).toBeTruthy();
    expect(screen.getByText('Never use your real name, your email or your phone number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Blue River' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Someone already uses this name. Try another one.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      display_name: 'Blue River',
    });

    api.answer('PUT', '/community/me', { member: member() });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('You are posting as Blue River.')).toBeTruthy();
    expect(screen.getByLabelText('Your post')).toBeTruthy();
  });

  it('warns about a phone number before posting, and Post anyway posts', async () => {
    const api = stubApi();
    answerMember(api);
    api.answer('POST', '/community/posts', post({ author: myAuthor() }));
    await renderWithProviders(<PostTab />, { path: '/community?tab=post' });
    await writePost('Call me at (212) 555-0188 for a ride to the clinic.');
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('This could identify you: it looks like a phone number.')).toBeTruthy();
    expect(postRequests(api)).toHaveLength(0);

    fireEvent.click(within(warning).getByRole('button', { name: 'Post anyway' }));
    await waitFor(() => expect(postRequests(api)).toHaveLength(1));
    const sent = postRequests(api)[0]?.body as CreatePostRequest;
    expect(sent).toMatchObject({
      kind: 'post',
      topic: 'work',
      language: 'en',
      body: 'Call me at (212) 555-0188 for a ride to the clinic.',
      image_ids: [],
    });
    // Posted: the draft is gone, so the next post starts empty.
    await waitFor(() =>
      expect(Object.keys(window.sessionStorage).filter((key) => key.includes('community.draft'))).toEqual([]),
    );
  });

  it('names an A-number, and Edit goes back to the text without posting', async () => {
    const api = stubApi();
    answerMember(api);
    await renderWithProviders(<PostTab />);
    await writePost('My A-number is A123456789, is my case stuck?');
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText(/it looks like an A-number/)).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByText(/This could identify you/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Your post'));
    expect(postRequests(api)).toHaveLength(0);
  });

  it('keeps the text after a refusal, in the page and in the session, and explains the refusal', async () => {
    const api = stubApi();
    answerMember(api);
    api.answer('POST', '/community/posts', apiError(429, 'rate_limited'));
    const first = await renderWithProviders(<PostTab />);
    await writePost('Where can I renew my work permit for free?');
    expect(await screen.findByText(/You have posted a lot in a short time/)).toBeTruthy();
    expect((screen.getByLabelText('Your post') as HTMLTextAreaElement).value).toBe(
      'Where can I renew my work permit for free?',
    );
    expect(Object.keys(window.sessionStorage).some((key) => key.includes('community.draft'))).toBe(true);
    first.unmount();

    // Coming back (another tab, a reload): the draft is still there.
    await renderWithProviders(<PostTab />);
    expect(((await screen.findByLabelText('Your post')) as HTMLTextAreaElement).value).toBe(
      'Where can I renew my work permit for free?',
    );
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('work');
  });

  it('needs the area of an enforcement report, refuses an address, and sends area and state', async () => {
    const api = stubApi();
    answerMember(api);
    api.answer('POST', '/community/posts', post({ kind: 'enforcement_report' }));
    await renderWithProviders(<PostTab />);
    fireEvent.click(await screen.findByRole('radio', { name: /Report immigration enforcement activity/ }));
    expect(screen.getByText(/never a precise address/)).toBeTruthy();
    expect(screen.queryByText('Add photos')).toBeNull();
    await writePost('Agents at the bus station this morning.', 'rights');
    expect(await screen.findByText('Write the city or the neighborhood.')).toBeTruthy();
    expect(screen.getByText('Choose the state.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('City or neighborhood'), {
      target: { value: '1200 W Main Street' },
    });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'IL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(/This is too exact/)).toBeTruthy();
    expect(postRequests(api)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('City or neighborhood'), {
      target: { value: 'corner of Main and Elm' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(/This is too exact/)).toBeTruthy();
    expect(postRequests(api)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('City or neighborhood'), { target: { value: 'Little Village' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postRequests(api)).toHaveLength(1));
    expect(postRequests(api)[0]?.body).toMatchObject({
      kind: 'enforcement_report',
      area: { area: 'Little Village', state: 'IL' },
    });
    expect(postRequests(api)[0]?.body).not.toHaveProperty('image_ids');
  });

  it('refuses coordinates or an address in the text of an enforcement report, next to the text', async () => {
    const api = stubApi();
    answerMember(api);
    api.answer('POST', '/community/posts', post({ kind: 'enforcement_report' }));
    await renderWithProviders(<PostTab />);
    fireEvent.click(await screen.findByRole('radio', { name: /Report immigration enforcement activity/ }));
    await writePost('Agents at 42.3601, -71.0589 right now.', 'rights');
    fireEvent.change(screen.getByLabelText('City or neighborhood'), { target: { value: 'East Boston' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'MA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(/Take out the street address or coordinates/)).toBeTruthy();
    expect(postRequests(api)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your post'), { target: { value: 'Agents near the station.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postRequests(api)).toHaveLength(1));
  });

  it('posts a text of emoji alone', async () => {
    const api = stubApi();
    answerMember(api);
    api.answer('POST', '/community/posts', post({ author: myAuthor(), body: '🙏🙏' }));
    await renderWithProviders(<PostTab />);
    await writePost('🙏🙏');
    await waitFor(() => expect(postRequests(api)).toHaveLength(1));
    expect(postRequests(api)[0]?.body).toMatchObject({ body: '🙏🙏' });
  });

  it('puts the focus on the first field in error, with its error read out, and names each problem', async () => {
    const api = stubApi();
    answerMember(api);
    await renderWithProviders(<PostTab />);
    await screen.findByLabelText('Your post');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expectFocusedWithError(screen.getByLabelText('Topic'), 'Choose a topic.'));
    expect(screen.getByLabelText('Your post').getAttribute('aria-invalid')).toBe('true');

    // Only invisible characters: nothing to read, said under the text, not as "check the form".
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'work' } });
    fireEvent.change(screen.getByLabelText('Your post'), { target: { value: '\u200B \u3164' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expectFocusedWithError(screen.getByLabelText('Your post'), 'Write something to post.'),
    );
    expect(screen.getByLabelText('Topic').hasAttribute('aria-invalid')).toBe(false);

    // A character no keyboard types (pasted): the app's own sentence for it.
    fireEvent.change(screen.getByLabelText('Your post'), { target: { value: 'Free clinic\u0007 today' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expectFocusedWithError(
        screen.getByLabelText('Your post'),
        'This has a hidden character that cannot be saved, often left by copying and pasting. Type it again by hand.',
      ),
    );
    expect(postRequests(api)).toHaveLength(0);

    // An enforcement report without its place: the focus goes to the area, the first field in error.
    fireEvent.click(screen.getByRole('radio', { name: /Report immigration enforcement activity/ }));
    fireEvent.change(screen.getByLabelText('Your post'), { target: { value: 'Agents at the station.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expectFocusedWithError(
        screen.getByLabelText('City or neighborhood'),
        'Write the city or the neighborhood.',
      ),
    );
    const state = screen.getByLabelText('State');
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(state.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose the state.',
    );
    expect(postRequests(api)).toHaveLength(0);
  });

  it('offers Official alert only to a verified organisation', async () => {
    const api = stubApi();
    answerMember(api, { verified_organization: { name: 'Casa Ayuda' } });
    await renderWithProviders(<PostTab />);
    expect(await screen.findByRole('radio', { name: /Official alert/ })).toBeTruthy();
  });

  it('re-encodes a photo on the device before uploading it, and posts its id', async () => {
    const api = stubApi();
    answerMember(api);
    api.answer('POST', '/community/posts', post({ author: myAuthor() }));
    const apiFetch = globalThis.fetch;
    const uploads: { type: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof Blob) {
        uploads.push({ type: new Headers(init.headers).get('content-type'), body: init.body });
        return Response.json(
          { id: IMAGE_ID, url: `/api/v1/community/images/${IMAGE_ID}`, width: 1600, height: 1200 },
          { status: 201 },
        );
      }
      return apiFetch(input, init);
    });
    const encoded = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
    const { bitmap, createImageBitmap, drawImage, toBlob } = mockCanvas(encoded);

    await renderWithProviders(<PostTab />);
    const photo = new File([new Uint8Array([1, 2, 3])], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(await screen.findByLabelText('Add photos'), { target: { files: [photo] } });

    expect(await screen.findByRole('img', { name: 'Photo 1 you added' })).toBeTruthy();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    // Scaled so the longest side is 1600, drawn on a canvas and encoded again as JPEG: the EXIF stays behind.
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(uploads[0]).toEqual({ type: 'image/jpeg', body: encoded });

    await writePost('Free flu shots at the library on Saturday.', 'health');
    await waitFor(() => expect(postRequests(api)).toHaveLength(1));
    expect(postRequests(api)[0]?.body).toMatchObject({ image_ids: [IMAGE_ID] });

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: 'Photo 1 you added' })).toBeNull();
  });

  it('refuses a photo still too large after re-encoding, without uploading it', async () => {
    const api = stubApi();
    answerMember(api);
    mockCanvas(new Blob([new Uint8Array(POST_IMAGE_BYTES_MAX + 1)], { type: 'image/jpeg' }));
    await renderWithProviders(<PostTab />);
    const photo = new File([new Uint8Array([1, 2, 3])], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(await screen.findByLabelText('Add photos'), { target: { files: [photo] } });
    expect(await screen.findByText(/This photo is too large/)).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/community/images')).toBe(false);
  });
});
