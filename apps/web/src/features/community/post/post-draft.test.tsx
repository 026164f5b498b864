import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { member, post } from '../components/test/community-fixtures.ts';
import { PostTab } from './post-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const draftKeys = () => Object.keys(window.sessionStorage).filter((key) => key.includes('community.draft'));

async function writePost(body: string) {
  await screen.findByLabelText('Your post');
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'work' } });
  fireEvent.change(screen.getByLabelText('Your post'), { target: { value: body } });
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
}

describe('the post draft', () => {
  it('is forgotten when the post is accepted after the person left the composer', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', { member: member() });
    let accept: (response: Response) => void = () => {};
    api.answer('POST', '/community/posts', () => new Promise<Response>((resolve) => (accept = resolve)));
    const view = await renderWithProviders(<PostTab />);
    await writePost('The clinic on Main has free flu shots this week.');
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(draftKeys()).toHaveLength(1);
    // Off to another tab before the answer comes: nothing on screen can clear the draft any more.
    view.unmount();
    accept(
      Response.json(post({ body: 'The clinic on Main has free flu shots this week.' }), { status: 201 }),
    );
    // Otherwise the composer would offer the same words again, and the person might post them twice.
    await waitFor(() => expect(draftKeys()).toHaveLength(0));
  });

  it('offline, says so at once and keeps the draft instead of posting whenever the network returns', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', { member: member() });
    await renderWithProviders(<PostTab />);
    await screen.findByLabelText('Your post');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    api.answer('POST', '/community/posts', () => Promise.reject(new TypeError('Failed to fetch')));
    await writePost('Where can I renew my work permit for free?');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post' })).toBeTruthy();
    expect((screen.getByLabelText('Your post') as HTMLTextAreaElement).value).toBe(
      'Where can I renew my work permit for free?',
    );
    expect(draftKeys()).toHaveLength(1);
  });
});
