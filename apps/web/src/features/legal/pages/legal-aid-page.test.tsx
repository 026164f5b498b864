import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import {
  CALIFORNIA_CLINIC,
  DIRECTORY,
  HOTLINE,
  organization,
  registry,
  SCAM_PAGE,
  TEXAS_CLINIC,
} from '../registry/registry-test-kit.ts';
import { LegalAidPage } from './legal-aid-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const headings = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('LegalAidPage, signed out', () => {
  it('puts the national hotlines first, with a big call button and their hours', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    await renderWithProviders(<LegalAidPage />, { session: null, profile: null, path: '/legal-aid' });
    expect(screen.getByRole('heading', { level: 1, name: 'Free legal aid' })).toBeTruthy();
    const hotlines = await screen.findByTestId('hotlines');
    expect(headings(hotlines)).toEqual([HOTLINE.name]);
    const call = within(hotlines).getByRole('link', { name: 'Call 1-888-351-4024' });
    expect(call.getAttribute('href')).toBe('tel:+18883514024');
    expect(call.className).toContain('min-h-13');
    expect(within(hotlines).getByText(/Monday–Friday/)).toBeTruthy();
    // The hotlines come before everything else the page offers.
    const freeHelp = screen.getByTestId('free-help');
    expect(hotlines.compareDocumentPosition(freeHelp)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('lists free and low-cost help by state, and the ways to report a scam after the notario warning', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    await renderWithProviders(<LegalAidPage />, { session: null, profile: null, path: '/legal-aid' });
    const freeHelp = await screen.findByTestId('free-help');
    expect(headings(freeHelp)).toEqual([CALIFORNIA_CLINIC.name, DIRECTORY.name, TEXAS_CLINIC.name]);
    fireEvent.change(within(freeHelp).getByLabelText('State'), { target: { value: 'TX' } });
    await waitFor(() => expect(headings(freeHelp)).toEqual([TEXAS_CLINIC.name, DIRECTORY.name]));
    expect(
      within(freeHelp).getByRole('link', { name: 'See the whole registry of legal services' }),
    ).toBeTruthy();

    const scams = screen.getByRole('region', { name: 'Report a scam' });
    expect(within(scams).getByRole('heading', { level: 3 }).textContent).toBe(SCAM_PAGE.name);
    const warning = screen.getByRole('complementary', {
      name: 'Only lawyers and accredited representatives may give immigration legal advice',
    });
    expect(warning.compareDocumentPosition(scams)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText(/Amparo gives information, not legal advice/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join as a legal professional' }).getAttribute('href')).toBe(
      '/lawyers/join',
    );
  });

  it('shows a handful of nonprofits first, then all of them on request, so what follows stays within reach', async () => {
    const api = stubApi();
    const many = Array.from({ length: 9 }, (_, index) =>
      organization({ name: `Clinic ${index + 1}`, description: { en: 'Free help.' }, states: ['US'] }),
    );
    api.answer('GET', '/legal/organizations', Response.json(registry([HOTLINE, ...many])));
    await renderWithProviders(<LegalAidPage />, { session: null, profile: null, path: '/legal-aid' });
    const freeHelp = await screen.findByTestId('free-help');
    expect(headings(freeHelp)).toHaveLength(6);
    fireEvent.click(within(freeHelp).getByRole('button', { name: 'Show all (9)' }));
    expect(headings(freeHelp)).toHaveLength(9);
    expect(within(freeHelp).queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
