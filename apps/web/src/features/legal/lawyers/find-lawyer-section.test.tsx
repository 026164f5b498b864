import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { LAWYER_ID, page, summary } from '../test/professional-fixtures.ts';
import { FindLawyerSection } from './find-lawyer-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FindLawyerSection', () => {
  it('searches signed out, in the reader’s language, low cost only, and shows what was verified', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/professionals', page([summary()]));
    await renderWithProviders(<FindLawyerSection lowCostOnly />, {
      session: null,
      profile: null,
      language: 'es',
    });

    expect(await screen.findByRole('link', { name: 'Ver el perfil de Marisol Ortega' })).toBeTruthy();
    const [first] = api.requests;
    expect(first?.authorized).toBe(false);
    expect(Object.fromEntries(first?.search ?? [])).toEqual({ language: 'es', low_cost: 'true' });
    expect(screen.getByText(/Verificado por Amparo el 2 de marzo de 2026/)).toBeTruthy();
    expect(screen.getByText(/De \u2068150\s?US\$\u2069 a \u2068250\s?US\$\u2069 por hora/)).toBeTruthy();
    expect(screen.getByText('Primera consulta gratis')).toBeTruthy();
    expect(screen.getByText(/nunca se ordenan por pago/)).toBeTruthy();
    // The notario warning sits with every list of legal help.
    expect(screen.getByRole('complementary')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el perfil de Marisol Ortega' }).getAttribute('href')).toBe(
      `/lawyers/${LAWYER_ID}`,
    );
  });

  it('shows everyone, and says why, when nobody lists the reader’s language yet', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/professionals', (request) =>
      Response.json(request.search.get('language') === 'ar' ? page([]) : page([summary()])),
    );
    await renderWithProviders(<FindLawyerSection />, { session: null, profile: null, language: 'ar' });
    expect(await screen.findByText(/لا يوجد بعدُ محامٍ أو ممثل/)).toBeTruthy();
    expect(await screen.findByText('Marisol Ortega')).toBeTruthy();
    expect(api.requests.map((request) => request.search.get('language'))).toEqual(['ar', null]);
  });

  it('asks again when a filter changes, and shows more with the cursor it was given', async () => {
    const api = stubApi();
    const second = summary({ id: '00000000-0000-4000-8000-00000000c0a2', full_name: 'Jean Baptiste' });
    api.answer('GET', '/legal/professionals', (request) =>
      Response.json(
        request.search.get('cursor') === 'next-page' ? page([second]) : page([summary()], 'next-page'),
      ),
    );
    await renderWithProviders(<FindLawyerSection />);
    await screen.findByText('Marisol Ortega');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Jean Baptiste')).toBeTruthy();
    expect(screen.getByText('Marisol Ortega')).toBeTruthy();
    expect(screen.getByText('That is everyone who matches these filters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Help with'), { target: { value: 'asylum_refugee' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only by phone or video' }));
    await waitFor(() => {
      const last = api.requests.at(-1);
      expect(Object.fromEntries(last?.search ?? [])).toEqual({
        language: 'en',
        practice_area: 'asylum_refugee',
        remote_only: 'true',
      });
    });
  });

  it('teaches what to do when nobody matches, pointing to free legal aid', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/professionals', (request) =>
      Response.json(request.search.has('state') ? page([]) : page([summary()])),
    );
    await renderWithProviders(<FindLawyerSection />);
    await screen.findByText('Marisol Ortega');
    fireEvent.change(screen.getByLabelText('Your state'), { target: { value: 'TX' } });
    expect(await screen.findByText(/No verified lawyer or representative matches/)).toBeTruthy();
    expect(screen.getByText(/Try another language or state, or clear a filter/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See free legal aid and hotlines' }).getAttribute('href')).toBe(
      '/legal-aid',
    );
  });

  it('says that nobody is listed yet when nobody is, in the reader’s language or any other, and only that', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/professionals', page([]));
    await renderWithProviders(<FindLawyerSection />);
    expect(
      await screen.findByRole('heading', { name: 'No verified lawyer or representative is listed here yet' }),
    ).toBeTruthy();
    expect(screen.getByText('Nonprofit organizations and hotlines give free legal help.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See free legal aid and hotlines' }).getAttribute('href')).toBe(
      '/legal-aid',
    );
    // Neither "others are shown" nor "try another language or clear a filter": the filters are the page's own.
    expect(screen.queryByText(/lists English yet/)).toBeNull();
    expect(screen.queryByText(/matches these filters/)).toBeNull();
    expect(api.requests.map((request) => request.search.get('language'))).toEqual(['en', null]);
  });

  it('says when the list cannot load, and tries again', async () => {
    const api = stubApi();
    // A refusal that is not worth retrying at once (a server error would be retried with back-off first).
    api.answer(
      'GET',
      '/legal/professionals',
      Response.json({ code: 'bad_request', message: 'x' }, { status: 400 }),
    );
    await renderWithProviders(<FindLawyerSection />);
    expect(await screen.findByText(/could not load the list/)).toBeTruthy();
    api.answer('GET', '/legal/professionals', page([summary()]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Marisol Ortega')).toBeTruthy();
  });
});
