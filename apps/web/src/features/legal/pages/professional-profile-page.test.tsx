import type { ProfessionalListingInput } from '@amparo/contract/legal/professional-listing-input';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAppAt, stubApi } from '../../../test/api-stub.tsx';
import { fakeProfile, fakeSession } from '../../../test/render-app.tsx';
import { ownListing } from '../test/professional-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const professionalProfile = fakeProfile({ account_type: 'legal_professional', has_access: false });

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/legal-hub/professional', () => {
  it('fills a first listing, sends it in cents, and says it waits for the check', async () => {
    const api = stubApi();
    api.answer('GET', '/profile', professionalProfile);
    api.answer('GET', '/legal/professional-profile', { listing: null });
    api.answer('PUT', '/legal/professional-profile', (request) =>
      Response.json({ listing: ownListing({ ...(request.body as object), listing_state: 'pending' }) }),
    );
    await renderAppAt('/legal-hub/professional', { session: fakeSession() });

    expect(await screen.findByText(/Your listing is not saved yet/)).toBeTruthy();
    // Saving an empty form keeps it on screen and says what to fix, field by field.
    fireEvent.click(screen.getByRole('button', { name: 'Save and send for checking' }));
    expect(await screen.findByText(/Some details need a correction/)).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    type('Your full name, as on your license', 'Marisol Ortega');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    type('Bar number', '24012345');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Citizenship (naturalization)' }));
    type('City of your office', 'San Antonio');
    fireEvent.change(screen.getByLabelText('State of your office'), { target: { value: 'TX' } });
    fireEvent.click(screen.getByRole('radio', { name: 'By the hour' }));
    type('Lowest hourly rate, in dollars', '150');
    type('Highest hourly rate, in dollars', '250.50');
    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    type('Price of the first consultation, in dollars', '75');
    fireEvent.click(screen.getByRole('button', { name: 'Save and send for checking' }));

    expect(await screen.findByText(/Waiting for the check/)).toBeTruthy();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      kind: 'attorney',
      full_name: 'Marisol Ortega',
      bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
      languages: ['es'],
      practice_areas: ['naturalization'],
      fee_model: 'hourly',
      fee_min_cents: 15_000,
      fee_max_cents: 25_050,
      first_consultation_cents: 7_500,
      recognized_organization: null,
    } satisfies Partial<ProfessionalListingInput>);
    expect(put?.body).not.toHaveProperty('status');
    expect(screen.getByText("Saved. Your listing is waiting for Amparo's check.")).toBeTruthy();
  });

  it('shows a verified listing with its dates, a suspended one with the reason', async () => {
    const api = stubApi();
    api.answer('GET', '/profile', professionalProfile);
    api.answer('GET', '/legal/professional-profile', { listing: ownListing({ listing_state: 'verified' }) });
    const view = await renderAppAt('/legal-hub/professional', { session: fakeSession() });
    const state = await screen.findByTestId('listing-state');
    expect(within(state).getByText(/Verified on March 2, 2026, shown until March 2, 2027/)).toBeTruthy();
    expect(screen.getByText(/sends your listing back to be checked again/)).toBeTruthy();
    view.unmount();

    api.answer('GET', '/legal/professional-profile', {
      listing: ownListing({
        listing_state: 'suspended',
        status_reason: 'The state bar lists this licence as inactive.',
      }),
    });
    await renderAppAt('/legal-hub/professional', { session: fakeSession() });
    expect(await screen.findByText('Reason: The state bar lists this licence as inactive.')).toBeTruthy();
    expect(screen.getByText('Your listing is suspended and hidden.')).toBeTruthy();
  });

  it("tells a person's account how to join as a professional instead", async () => {
    const api = stubApi();
    api.answer('GET', '/profile', fakeProfile({ has_access: true }));
    api.answer('GET', '/legal/professional-profile', apiError(403, 'professional_account_required'));
    await renderAppAt('/legal-hub/professional', { session: fakeSession() });
    expect(await screen.findByText('This account is a personal account')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'How to join as a professional' }).getAttribute('href')).toBe(
        '/lawyers/join',
      ),
    );
  });
});
