import type { SupportTicket } from '@amparo/contract/support/support-models';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAppAt, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { HelpPage } from './help-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const TICKET_ID = '00000000-0000-4000-8000-0000000000a1';

function ticket(changes: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: TICKET_ID,
    topic: 'vault',
    status: 'open',
    last_from: 'support',
    created_at: '2026-11-27T12:00:00.000Z',
    updated_at: '2026-11-28T12:00:00.000Z',
    messages: [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        from: 'person',
        body: 'I lost my passphrase.',
        created_at: '2026-11-27T12:00:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-0000000000b2',
        from: 'support',
        body: 'Use your recovery key.',
        created_at: '2026-11-28T12:00:00.000Z',
      },
    ],
    ...changes,
  };
}

async function search(value: string) {
  const box = await screen.findByRole('searchbox', {}, { timeout: 15_000 });
  fireEvent.change(box, { target: { value } });
  return screen.findByTestId('help-results', {}, { timeout: 10_000 });
}

// The whole app renders for the page tests; a loaded machine needs more than the default five seconds.
describe('the help page', { timeout: 90_000 }, () => {
  it('answers a visitor who is signed out, and shows how to sign in to write to support', async () => {
    stubApi();
    await renderAppAt('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(await screen.findByText(/not legal advice/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to contact support' });
    expect(signIn.getAttribute('href')).toContain('/auth?redirect=');
    // One landmark named "Contact support" (the form's), not one more for the questions about it.
    expect(
      await screen.findAllByRole('heading', { level: 2, name: 'Contact support' }, { timeout: 10_000 }),
    ).toHaveLength(2);
    expect(screen.getAllByRole('region', { name: 'Contact support' })).toHaveLength(1);
  });

  it('searches in English with the matched words marked, grouped by topic, each answer linkable', async () => {
    stubApi();
    await renderAppAt('/help');
    const results = await search('recovery key');
    const marks = [...results.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase());
    expect(marks).toContain('recovery');
    expect(
      within(results).getByRole('heading', { level: 2, name: 'Document vault and sharing' }),
    ).toBeTruthy();
    expect(results.querySelector('details#forgot-passphrase')).toBeTruthy();
    expect(await screen.findByText(/answers? found/)).toBeTruthy();
  });

  it('shows the national hotlines from the app’s own list, with call links', async () => {
    stubApi();
    await renderAppAt('/help');
    const results = await search('numbers call');
    const call = within(results).getByRole('link', { name: /1-888-351-4024/ });
    expect(call.getAttribute('href')).toBe('tel:+18883514024');
  });

  it.each([
    ['es', 'contrasena', 'contraseña'],
    ['fr', 'securite', 'sécurité'],
    ['pt', 'seguranca', 'segurança'],
  ] as const)('finds %s words typed without accents', async (language, query, expected) => {
    stubApi();
    await renderAppAt('/help', { language });
    const results = await search(query);
    const marks = [...results.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase());
    expect(marks).toContain(expected);
  });

  it('searches in Arabic, right to left, and offers English matches too', async () => {
    stubApi();
    await renderAppAt('/help', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المساعدة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const results = await search('عباره المرور');
    expect(results.querySelector('details#forgot-passphrase')).toBeTruthy();
    expect([...results.querySelectorAll('mark')].some((mark) => mark.textContent === 'عبارة')).toBe(true);

    // A word the Arabic answers do not have (they name the authenticator apps, as the app's own screens do): the
    // English answer is offered, marked as English.
    const english = await search('screenshots');
    expect(
      await within(english).findByRole(
        'heading',
        { level: 2, name: 'نتائج بالإنجليزية أيضًا' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(english.querySelector('details#en-wipe-device')?.getAttribute('lang')).toBe('en');
  });
});

describe('contact support', { timeout: 90_000 }, () => {
  it('explains bad input in the reader’s language before sending anything', async () => {
    const api = stubApi();
    api.answer('GET', '/support/tickets', { tickets: [] });
    await renderWithProviders(<HelpPage />, { path: '/help' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Write at least 10 characters, so we understand what happened.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What happened?'), {
      target: { value: 'Broken \u0007 character' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/hidden character that cannot be saved/)).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends a request with a topic and a message only, then shows its thread and takes a reply', async () => {
    const api = stubApi();
    api.answer('GET', '/support/tickets', { tickets: [] });
    api.answer(
      'POST',
      '/support/tickets',
      Response.json(ticket({ last_from: 'person', messages: ticket().messages.slice(0, 1) }), {
        status: 201,
      }),
    );
    api.answer('GET', `/support/tickets/${TICKET_ID}`, ticket());
    api.answer('POST', `/support/tickets/${TICKET_ID}/messages`, ticket({ last_from: 'person' }));
    await renderWithProviders(<HelpPage />, { path: '/help' });
    fireEvent.change(await screen.findByLabelText('Topic'), { target: { value: 'vault' } });
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'I lost my passphrase.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
        topic: 'vault',
        message: 'I lost my passphrase.',
      }),
    );
    const thread = await screen.findByTestId('support-thread');
    expect(within(thread).getByText('Use your recovery key.')).toBeTruthy();
    expect(within(thread).getByText('Amparo team')).toBeTruthy();
    fireEvent.change(within(thread).getByLabelText('Your reply'), { target: { value: 'Thank you!' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Your reply was sent.')).toBeTruthy();
  });

  it('keeps a long paste whole, says how far over the limit it is, and sends nothing until it fits', async () => {
    const api = stubApi();
    api.answer('GET', '/support/tickets', { tickets: [] });
    api.answer('POST', '/support/tickets', Response.json(ticket({ last_from: 'person' }), { status: 201 }));
    await renderWithProviders(<HelpPage />, { path: '/help' });
    const message = (await screen.findByLabelText('What happened?')) as HTMLTextAreaElement;
    // A log pasted from another app: 10,012 characters where 4,000 fit. It used to lose the last 6,012 silently.
    const pasted = 'My vault does not open after the update. '.repeat(300).slice(0, 10_012);
    act(() => {
      fireEvent.paste(message, { clipboardData: { getData: () => pasted } });
    });
    expect(message.value).toBe(pasted);
    const over = 'Your text is 6,012 characters over the limit of 4,000: shorten it before sending.';
    expect(screen.getAllByText(over).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(message.value).toBe(pasted);

    const shortened = pasted.slice(0, 3_999);
    fireEvent.change(message, { target: { value: shortened } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
        topic: 'account',
        message: shortened.trim(),
      }),
    );
  });

  it('says what to do when the server refuses, keeping what was typed', async () => {
    const api = stubApi();
    api.answer('GET', '/support/tickets', { tickets: [] });
    api.answer('POST', '/support/tickets', apiError(409, 'support_too_many_open_tickets'));
    await renderWithProviders(<HelpPage />, { path: '/help' });
    const message = await screen.findByLabelText('What happened?');
    fireEvent.change(message, { target: { value: 'Another question for you.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('You already have 5 open requests. Reply in one of them instead.'),
    ).toBeTruthy();
    expect((message as HTMLTextAreaElement).value).toBe('Another question for you.');
  });

  it('opens the request named in the link of the email, and says when it is not the reader’s', async () => {
    const api = stubApi();
    api.answer('GET', `/support/tickets/${TICKET_ID}`, apiError(404, 'support_ticket_not_found'));
    await renderWithProviders(<HelpPage />, { path: `/help?ticket=${TICKET_ID}` });
    expect(
      await screen.findByText('This request was not found. It may belong to another account.'),
    ).toBeTruthy();
  });
});
