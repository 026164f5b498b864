import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { ReportContentButton } from './report-content-button.tsx';

afterEach(() => vi.unstubAllGlobals());

const POST_ID = '00000000-0000-4000-8000-0000000000a1';

async function openDialog(language = 'en') {
  await renderWithProviders(<ReportContentButton targetKind="post" targetId={POST_ID} />, { language });
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Report this post' : /./ }));
}

describe('ReportContentButton', () => {
  it('asks for a reason, sends it with the note, and says what happens next', async () => {
    const api = stubApi();
    api.answer(
      'POST',
      '/community/reports',
      Response.json({ id: '00000000-0000-4000-8000-0000000000b1' }, { status: 201 }),
    );
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'Report this post' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const error = await screen.findByText('Choose a reason.');
    expect(api.requests).toHaveLength(0);
    // The focus goes to the first reason, which says it is in error and why.
    const first = screen.getAllByRole('radio')[0] as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toBe(error.id);

    fireEvent.click(screen.getByRole('radio', { name: 'A scam, or asks for money' }));
    fireEvent.change(screen.getByLabelText('Anything else we should know (optional)'), {
      target: { value: '  Asks for $500 by Zelle  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you — your report arrived')).toBeTruthy();
    expect(screen.getByText(/will review it/)).toBeTruthy();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/community/reports',
      body: { target_kind: 'post', target_id: POST_ID, reason: 'scam', note: 'Asks for $500 by Zelle' },
    });
  });

  it('translates the server’s refusals and keeps what was written', async () => {
    const api = stubApi();
    api.answer('POST', '/community/reports', apiError(429, 'rate_limited'));
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You have sent many reports in the last hour. Please try again later.'),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Spam or advertising' }) as HTMLInputElement).checked).toBe(
      true,
    );

    api.answer('POST', '/community/reports', apiError(404, 'report_target_not_found'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This post or comment is no longer there.')).toBeTruthy();
  });

  it('closes with the Cancel button', async () => {
    stubApi();
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Arabic', async () => {
    stubApi();
    await renderWithProviders(<ReportContentButton targetKind="comment" targetId={POST_ID} />, {
      language: 'ar',
    });
    fireEvent.click(screen.getByRole('button', { name: 'الإبلاغ عن هذا التعليق' }));
    expect(screen.getByRole('radio', { name: 'احتيال، أو طلب مال' })).toBeTruthy();
  });
});
