import type { OwnerSupportTicket } from '@amparo/contract/support/support-models';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { SupportQueue } from './support-queue.tsx';

afterEach(() => vi.unstubAllGlobals());

function ticket(changes: Partial<OwnerSupportTicket> = {}): OwnerSupportTicket {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    topic: 'payment',
    status: 'open',
    last_from: 'person',
    created_at: '2026-11-27T12:00:00.000Z',
    updated_at: '2026-11-27T12:00:00.000Z',
    priority: 'priority',
    person: 'amina@example.org',
    preview: 'I paid but my plan is not active.',
    closed_at: null,
    messages: [
      {
        id: '00000000-0000-4000-8000-0000000000f2',
        from: 'person',
        body: 'I paid but my plan is not active.',
        created_at: '2026-11-27T12:00:00.000Z',
      },
    ],
    ...changes,
  };
}

describe('SupportQueue', { timeout: 90_000 }, () => {
  it('lists requests in the server’s order with their priority, answers one and closes it', async () => {
    const api = stubApi();
    const second = ticket({
      id: '00000000-0000-4000-8000-0000000000f9',
      priority: 'standard',
      topic: 'vault',
      person: 'luis@example.org',
      preview: 'Question',
    });
    api.answer('GET', '/owner/support/tickets', { tickets: [ticket(), second], open_count: 2 });
    api.answer('GET', `/owner/support/tickets/${ticket().id}`, ticket());
    api.answer('POST', `/owner/support/tickets/${ticket().id}/messages`, ticket({ last_from: 'support' }));
    api.answer('POST', `/owner/support/tickets/${ticket().id}/close`, ticket({ status: 'closed' }));
    await renderWithProviders(<SupportQueue />, { path: '/owner/dashboard?tab=support' });
    expect(await screen.findByText('2 open requests')).toBeTruthy();
    const items = within(screen.getByTestId('support-queue')).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Priority support')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Standard')).toBeTruthy();

    // Each "Open" says which request it opens.
    expect(
      within(items[1] as HTMLElement).getByRole('button', {
        name: /^Open request: Document vault, luis@example\.org, /,
      }),
    ).toBeTruthy();
    fireEvent.click(
      within(items[0] as HTMLElement).getByRole('button', {
        name: /^Open request: Payment.*, amina@example\.org, /,
      }),
    );
    const thread = await screen.findByTestId('owner-support-thread');
    fireEvent.click(within(thread).getByRole('button', { name: 'Send answer' }));
    expect(await within(thread).findByText('Write your reply first.')).toBeTruthy();
    fireEvent.change(within(thread).getByLabelText('Your answer'), {
      target: { value: 'It is active now.' },
    });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
        message: 'It is active now.',
      }),
    );
    fireEvent.click(within(thread).getByRole('button', { name: 'Close request' }));
    fireEvent.click(within(thread).getByRole('button', { name: 'Yes, close it' }));
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.path.endsWith('/close') && request.method === 'POST'),
      ).toBe(true),
    );
  });
});
