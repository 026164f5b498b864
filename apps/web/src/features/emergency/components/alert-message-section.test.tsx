import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/render-app.tsx';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { AlertMessageSection } from './alert-message-section.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AlertMessageSection', () => {
  it('asks to type the name again when it holds a hidden character, and sends nothing', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ sender_name: '', custom_message: '', share_location: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderWithToolkit(<AlertMessageSection />, { session: fakeSession() });
    const name = await screen.findByLabelText('Your name in the alert');
    fireEvent.change(name, { target: { value: 'Ana\u001b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save message' }));

    expect(
      await screen.findByText(
        'This has a hidden character that cannot be saved, often left by copying and pasting. Type it again by hand.',
      ),
    ).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const methods = fetch.mock.calls.map(
      (call) => ((call as unknown[])[1] as RequestInit | undefined)?.method,
    );
    expect(methods).not.toContain('PUT');
  });
});
