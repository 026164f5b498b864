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
import { page, summary } from '../test/professional-fixtures.ts';
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

// The low-cost lawyers' section first asks for the reader's language and, when nobody lists it, for everyone. Its two
// notes — "nobody lists English yet, so those who speak other languages are shown" and "nobody matches these
// filters" — once showed together over an empty list (issue 24's trials): exactly one note says what is true.
describe('LegalAidPage, the low-cost lawyers’ note', () => {
  const nobodyInEnglish = /No verified lawyer or representative lists English yet/;
  const nobodyMatches = /No verified lawyer or representative matches these filters/;
  const nobodyListed = 'No verified lawyer or representative is listed here yet';

  /** The page, whose lawyers' search answers `professionals(search)` once `answered(search)` has resolved. */
  async function openWith(
    professionals: (search: URLSearchParams) => ReturnType<typeof summary>[],
    answered: (search: URLSearchParams) => Promise<void> = () => Promise.resolve(),
  ) {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    api.answer('GET', '/legal/professionals', async (request) => {
      await answered(request.search);
      return Response.json(page(professionals(request.search)));
    });
    await renderWithProviders(<LegalAidPage />, { session: null, profile: null, path: '/legal-aid' });
    return api;
  }

  it('nobody in English and nobody at all: only that nobody is listed here yet', async () => {
    const api = await openWith(() => []);
    expect(await screen.findByRole('heading', { level: 3, name: nobodyListed })).toBeTruthy();
    expect(
      screen.getByText(/The nonprofit organizations and hotlines on this page give free legal help/),
    ).toBeTruthy();
    expect(screen.queryByText(nobodyInEnglish)).toBeNull();
    expect(screen.queryByText(nobodyMatches)).toBeNull();
    // The first ask was in English, the second for everyone, both low cost only.
    const asked = api.requests.filter((request) => request.path === '/legal/professionals');
    expect(asked.map((request) => request.search.get('language'))).toEqual(['en', null]);
  });

  it('nobody in English but others are: no note while everyone is asked for, then only that others are shown', async () => {
    let answerEveryone = () => {};
    const everyone = new Promise<void>((answer) => {
      answerEveryone = answer;
    });
    const api = await openWith(
      (search) => (search.get('language') === 'en' ? [] : [summary()]),
      (search) => (search.has('language') ? Promise.resolve() : everyone),
    );
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/legal/professionals')).toHaveLength(2),
    );
    // The English answer (nobody) is not the answer for everyone: neither "nobody" nor "others are shown" yet.
    expect(screen.getByText('Looking for lawyers and representatives…', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText(nobodyInEnglish)).toBeNull();
    expect(screen.queryByText(nobodyMatches)).toBeNull();
    expect(screen.queryByRole('heading', { name: nobodyListed })).toBeNull();

    answerEveryone();
    expect(await screen.findByText('Marisol Ortega')).toBeTruthy();
    expect(screen.getByText(nobodyInEnglish)).toBeTruthy();
    expect(screen.queryByText(nobodyMatches)).toBeNull();
    expect(screen.queryByRole('heading', { name: nobodyListed })).toBeNull();
  });

  it('a filter the reader chose finds nobody: only that nothing matches their filters', async () => {
    await openWith((search) =>
      search.get('language') === 'en' ? [] : search.has('state') ? [] : [summary()],
    );
    await screen.findByText('Marisol Ortega');
    fireEvent.change(screen.getByLabelText('Your state'), { target: { value: 'TX' } });
    expect(await screen.findByText(nobodyMatches)).toBeTruthy();
    expect(screen.getByText(/Try another language or state, or clear a filter/)).toBeTruthy();
    expect(screen.queryByText(nobodyInEnglish)).toBeNull();
    expect(screen.queryByRole('heading', { name: nobodyListed })).toBeNull();
  });
});
