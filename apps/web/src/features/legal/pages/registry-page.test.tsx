import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { REGISTRY_COPY_PREFIX } from '../registry/registry-api.ts';
import {
  CALIFORNIA_CLINIC,
  HOTLINE,
  organization,
  registry,
  TEXAS_CLINIC,
} from '../registry/registry-test-kit.ts';
import { RegistryPage } from './registry-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderRegistry(language = 'en', path = '/organization/registry') {
  return renderWithProviders(<RegistryPage />, { language, session: null, profile: null, path });
}

const names = () =>
  screen.getAllByTestId('organization').map((card) => within(card).getByRole('heading').textContent);

describe('RegistryPage, signed out', () => {
  it('lists every entry for an English reader, with the notario warning above the list', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    await renderRegistry();
    expect(screen.getByRole('heading', { level: 1, name: 'Nonprofit legal services' })).toBeTruthy();
    await screen.findByText('5 organizations and services');
    const warning = screen.getByRole('complementary', {
      name: 'Only lawyers and accredited representatives may give immigration legal advice',
    });
    expect(warning.compareDocumentPosition(screen.getAllByTestId('organization')[0] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The request carried no account.
    const request = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0];
    expect(new Headers(request?.[1].headers).get('authorization')).toBeNull();
  });

  it('starts with the reader’s language, in their words, and says where each entry’s facts come from', async () => {
    const api = stubApi();
    const spanish = ['Clínica Uno', 'Clínica Dos', 'Clínica Tres'].map((name) =>
      organization({ name, description: { en: 'Free help.' }, languages: ['es'], states: ['US'] }),
    );
    api.answer(
      'GET',
      '/legal/organizations',
      Response.json(registry([CALIFORNIA_CLINIC, HOTLINE, TEXAS_CLINIC, ...spanish])),
    );
    await renderRegistry('es');
    await screen.findByText('5 organizaciones y servicios');
    expect((screen.getByLabelText('Idioma que hablan') as HTMLSelectElement).value).toBe('es');
    expect(names()).toEqual(['Clínica Dos', 'Clínica Tres', 'Clínica Uno', HOTLINE.name, TEXAS_CLINIC.name]);
    expect(screen.getByText('Ayuda gratuita en Texas.')).toBeTruthy();
    const hotline = screen.getAllByTestId('organization')[3];
    const clinic = screen.getAllByTestId('organization')[4];
    expect(within(hotline as HTMLElement).getByTestId('provenance').textContent).toBe(
      'Tomado de fuentes públicas; agregado el 26 de noviembre de 2026',
    );
    expect(within(clinic as HTMLElement).getByTestId('provenance').textContent).toBe(
      'Verificado por Amparo el 27 de noviembre de 2026',
    );
    const call = within(hotline as HTMLElement).getByRole('link', { name: 'Llamar al 1-888-351-4024' });
    expect(call.getAttribute('href')).toBe('tel:+18883514024');
    // The hours are written in English only: a Spanish reader gets them in the description instead.
    expect(within(hotline as HTMLElement).queryByText(/Monday–Friday/)).toBeNull();
  });

  it('says "added on" until someone checks an entry, "last checked on" once someone has (issue 24)', async () => {
    const api = stubApi();
    const checked = organization({ name: 'Checked Clinic', last_checked_on: '2026-12-01' });
    api.answer(
      'GET',
      '/legal/organizations',
      Response.json(registry([CALIFORNIA_CLINIC, checked, TEXAS_CLINIC])),
    );
    await renderRegistry();
    await screen.findByText('3 organizations and services');
    const provenance = (name: string) =>
      within(screen.getByRole('article', { name })).getByTestId('provenance').textContent;
    expect(provenance(CALIFORNIA_CLINIC.name)).toBe('Listed from public sources, added on November 26, 2026');
    expect(provenance('Checked Clinic')).toBe('Listed from public sources, last checked on December 1, 2026');
    expect(provenance(TEXAS_CLINIC.name)).toBe('Verified by Amparo on November 27, 2026');
  });

  it('says to ask about languages when an entry has not said which, instead of implying English only', async () => {
    const api = stubApi();
    const unknown = organization({ name: 'Resettlement Office', languages: [] });
    api.answer('GET', '/legal/organizations', Response.json(registry([CALIFORNIA_CLINIC, HOTLINE, unknown])));
    await renderRegistry();
    await screen.findByText('3 organizations and services');
    const languages = (name: string) =>
      within(screen.getByRole('article', { name })).getByTestId('languages').textContent;
    expect(languages('Resettlement Office')).toBe('Not confirmed. Ask when you contact them.');
    expect(languages(HOTLINE.name)).toBe('English and Spanish');

    // Chosen by language, an entry that has not said which languages it serves in stays, still marked "ask";
    // one that names only other languages goes.
    fireEvent.change(screen.getByLabelText('Language spoken'), { target: { value: 'es' } });
    await waitFor(() => expect(names()).toEqual([HOTLINE.name, 'Resettlement Office']));
  });

  it('says to ask about languages in the reader’s own language', async () => {
    const api = stubApi();
    api.answer(
      'GET',
      '/legal/organizations',
      Response.json(registry([organization({ name: 'Resettlement Office', languages: [] })])),
    );
    await renderRegistry('ar');
    const card = await screen.findByRole('article', { name: 'Resettlement Office' });
    expect(within(card).getByTestId('languages').textContent).toBe(
      'غير مؤكدة. يمكن السؤال عنها عند التواصل مع الجهة.',
    );
    expect(within(card).getByTestId('provenance').textContent).toMatch(/^مأخوذ من مصادر عامة، وأُضيف بتاريخ /);
  });

  it('shows the hotlines’ hours to an English reader', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    await renderRegistry();
    await screen.findByText('5 organizations and services');
    expect(screen.getByText(/Hours: Monday–Friday, 8am–8pm Eastern/)).toBeTruthy();
  });

  it('filters by state (nationwide entries match every state, local ones first) and by kind of help', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    await renderRegistry();
    await screen.findByText('5 organizations and services');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    await waitFor(() => expect(names()[0]).toBe(TEXAS_CLINIC.name));
    expect(names()).not.toContain(CALIFORNIA_CLINIC.name);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('TX');
    fireEvent.change(screen.getByLabelText('Kind of help'), { target: { value: 'detention' } });
    await waitFor(() => expect(names()).toEqual([TEXAS_CLINIC.name, HOTLINE.name]));
    fireEvent.change(screen.getByLabelText('Search by name or word'), { target: { value: 'zzz' } });
    await screen.findByText('Nothing matches these filters');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show everything' })[1] as HTMLElement);
    await screen.findByText('5 organizations and services');
  });

  it('says so when no entry lists the reader’s language, and shows them all', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    await renderRegistry('ur');
    expect(await screen.findByText(/ابھی بہت کم اندراجات/)).toBeTruthy();
    expect(screen.getAllByTestId('organization')).toHaveLength(5);
  });

  it('opens with no network from the copy kept on the device, and says it is a saved copy', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    const first = await renderRegistry();
    await screen.findByText('5 organizations and services');
    expect(Object.keys(window.localStorage).some((key) => key.startsWith(REGISTRY_COPY_PREFIX))).toBe(true);
    first.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderRegistry();
    expect(await screen.findByText('5 organizations and services')).toBeTruthy();
    expect(await screen.findByText(/You are offline. This is the list saved on this device/)).toBeTruthy();
  });

  it('says what to do when the list cannot load and nothing is saved', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/organizations', apiError(500, 'internal_error'));
    await renderRegistry();
    expect(
      await screen.findByText('We could not load the list. Check your connection and try again.'),
    ).toBeTruthy();
    api.answer('GET', '/legal/organizations', Response.json(registry()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 organizations and services')).toBeTruthy();
  });
});
