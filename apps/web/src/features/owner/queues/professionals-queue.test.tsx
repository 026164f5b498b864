import type { QueuedProfessional } from '@amparo/contract/legal/list-professionals-queue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { ProfessionalsQueue } from './professionals-queue.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PENDING_ID = '00000000-0000-4000-8000-00000000d001';
const OTHER_ID = '00000000-0000-4000-8000-00000000d002';

function queued(changes: Partial<QueuedProfessional> = {}): QueuedProfessional {
  return {
    id: PENDING_ID,
    kind: 'attorney',
    full_name: 'Marisol Ortega',
    bar_admissions: [
      {
        state: 'TX',
        bar_number: '24012345',
        claimed_elsewhere: [{ professional_id: OTHER_ID, full_name: 'M. Ortega', listing_state: 'verified' }],
      },
      { state: 'OH', bar_number: '0099887', claimed_elsewhere: [] },
    ],
    recognized_organization: null,
    accreditation_expires_on: null,
    languages: ['es'],
    practice_areas: ['naturalization'],
    city: 'San Antonio',
    state: 'TX',
    offers_remote: false,
    fee_model: 'free',
    fee_min_cents: null,
    fee_max_cents: null,
    first_consultation_cents: 0,
    bio: '',
    website: null,
    listing_state: 'pending',
    status_reason: null,
    submitted_at: '2026-11-20T12:00:00.000Z',
    verification: null,
    updated_at: '2026-11-20T12:00:00.000Z',
    account_email: 'marisol@ortega-law.example',
    account_phone: null,
    verification_note: null,
    verified_by: null,
    ...changes,
  };
}

describe('ProfessionalsQueue', () => {
  it('shows what is needed to look the licence up, and warns about a number claimed twice', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/professionals', { professionals: [queued()], pending_count: 1 });
    await renderWithProviders(<ProfessionalsQueue />);
    const item = await screen.findByTestId('professional-queue-item');
    expect(within(item).getByText(/Texas — bar number/).textContent).toContain('24012345');
    expect(within(item).getByRole('link', { name: /Look it up: State Bar of Texas/ })).toBeTruthy();
    // No official address we are sure of for Ohio: the bar is named, not guessed.
    expect(within(item).getByText(/attorney search of the Ohio bar or highest court/)).toBeTruthy();
    expect(within(item).getByRole('note').textContent).toContain('M. Ortega (Verified)');
    expect(within(item).getByText(/marisol@ortega-law\.example/)).toBeTruthy();
    expect(screen.getByText('1 listing waits for a check.')).toBeTruthy();
  });

  it('verifies only with where it was looked up and what was found', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/professionals', { professionals: [queued()], pending_count: 1 });
    api.answer('POST', `/owner/legal/professionals/${PENDING_ID}/verify`, {
      professional: queued({ listing_state: 'verified' }),
    });
    await renderWithProviders(<ProfessionalsQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify and list' }));
    expect(await screen.findAllByText('Fill this in.')).toHaveLength(2);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Where you looked it up'), {
      target: { value: 'State Bar of Texas attorney search' },
    });
    fireEvent.change(screen.getByLabelText('What you found'), { target: { value: 'Active; name matches.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and list' }));
    expect(await screen.findByText('Marisol Ortega is verified and listed.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      source: 'State Bar of Texas attorney search',
      note: 'Active; name matches.',
    });
  });

  it('rejects with a reason, and explains a decision that came too late', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/professionals', { professionals: [queued()], pending_count: 1 });
    api.answer(
      'POST',
      `/owner/legal/professionals/${PENDING_ID}/reject`,
      apiError(409, 'professional_status_conflict'),
    );
    await renderWithProviders(<ProfessionalsQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    fireEvent.change(screen.getByLabelText('Reason, shown to the professional'), {
      target: { value: 'No Texas attorney has this number.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the listing' }));
    expect(await screen.findByText(/This listing changed in the meantime/)).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/owner/legal/professionals')).toHaveLength(2),
    );
  });

  it('offers reinstating a suspended listing, with a confirmation', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/professionals', {
      professionals: [queued({ listing_state: 'suspended', status_reason: 'Licence inactive.' })],
      pending_count: 0,
    });
    api.answer('POST', `/owner/legal/professionals/${PENDING_ID}/reinstate`, {
      professional: queued({ listing_state: 'verified' }),
    });
    await renderWithProviders(<ProfessionalsQueue />);
    expect(await screen.findByText('Reason given: Licence inactive.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Reinstate' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Marisol Ortega is reinstated.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toBeUndefined();
  });
});
