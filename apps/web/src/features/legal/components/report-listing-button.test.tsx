import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { fakeSession } from '../../../test/render-app.tsx';
import { ReportListingButton } from './report-listing-button.tsx';

afterEach(() => vi.unstubAllGlobals());

const TARGET = {
  targetKind: 'organization',
  targetId: '00000000-0000-4000-8000-0000000000c1',
  targetName: 'Texas Clinic',
} as const;
const SENT = {
  id: '00000000-0000-4000-8000-0000000000d1',
  status: 'open',
  created_at: '2026-11-26T12:00:00.000Z',
};

async function openDialog(
  options: { language?: string; signedIn?: boolean; button?: string; dialog?: string } = {},
) {
  await renderWithProviders(<ReportListingButton {...TARGET} />, {
    language: options.language,
    session: options.signedIn ? fakeSession() : null,
    profile: null,
  });
  const button = screen.getByRole('button', { name: options.button ?? 'Report Texas Clinic' });
  button.focus();
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: options.dialog ?? 'Report a listing' });
}

describe('ReportListingButton', () => {
  it('opens a labelled dialog that Escape closes, giving focus back to the button', async () => {
    stubApi();
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('About: Texas Clinic');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report Texas Clinic' }));
  });

  it('asks for a reason first, then sends the report signed out and says it arrived', async () => {
    const api = stubApi();
    api.answer('POST', '/legal/reports', Response.json(SENT, { status: 201 }));
    await openDialog();
    fireEvent.change(screen.getByLabelText('What happened? (optional)'), {
      target: { value: '  Asked for $2,000 in cash.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Choose what is wrong.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'A notario or consultant is giving legal advice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Thank you. Your report was sent.')).toBeTruthy();
    expect(api.requests).toMatchObject([
      {
        method: 'POST',
        authorized: false,
        path: '/legal/reports',
        body: {
          target_kind: 'organization',
          target_id: TARGET.targetId,
          reason: 'notario',
          details: 'Asked for $2,000 in cash.',
        },
      },
    ]);
    const call = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0];
    expect(new Headers(call?.[1].headers).get('authorization')).toBeNull();
  });

  it('sends the token when signed in, and keeps what was written when the send fails', async () => {
    const api = stubApi();
    api.answer('POST', '/legal/reports', apiError(429, 'rate_limited'));
    // The Spanish dialog has its own words.
    const dialog = await openDialog({
      signedIn: true,
      language: 'es',
      button: 'Reportar Texas Clinic',
      dialog: 'Reportar una publicación',
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Otra cosa' }));
    fireEvent.change(screen.getByLabelText('¿Qué pasó? (opcional)'), { target: { value: 'Detalles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el reporte' }));
    expect(
      await screen.findByText('Ha enviado muchos reportes. Inténtelo de nuevo en una hora.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('¿Qué pasó? (opcional)') as HTMLTextAreaElement).value).toBe('Detalles');
    expect(dialog).toBeTruthy();
    const call = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0];
    expect(new Headers(call?.[1].headers).get('authorization')).toBe(`Bearer ${fakeSession().access_token}`);
  });
});
