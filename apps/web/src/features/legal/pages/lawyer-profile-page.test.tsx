import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAppAt, stubApi } from '../../../test/api-stub.tsx';
import { fakeProfile, fakeSession } from '../../../test/render-app.tsx';
import { LAWYER_ID, publicProfessional } from '../test/professional-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/lawyers/:professionalId', () => {
  it('shows a verified lawyer to a visitor: bar numbers to check, what Amparo checked, reviews, and sign-in to ask', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, publicProfessional());
    await renderAppAt(`/lawyers/${LAWYER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Marisol Ortega' })).toBeTruthy();
    expect(api.requests.find((request) => request.path.startsWith('/legal/'))?.authorized).toBe(false);
    expect(screen.getByText(/Texas: bar number/).textContent).toContain('24012345');
    expect(screen.getByRole('link', { name: /search State Bar of Texas/ }).getAttribute('href')).toBe(
      'https://www.texasbar.com/',
    );
    // The owner's words sit in their own bidi isolate, so the sentence spans elements.
    expect(
      screen.getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            "Amparo looked up this attorney's bar license: State Bar of Texas attorney search, on March 2, 2026.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Clear and kind.')).toBeTruthy();
    expect(screen.getByText('Fifteen years helping families.')).toBeTruthy();
    const ask = screen.getByRole('link', { name: 'Sign in to request a consultation' });
    expect(ask.getAttribute('href')).toBe(`/auth?redirect=%2Flegal-hub%2Fconsult%2F${LAWYER_ID}`);
  });

  it('leads a signed-in person straight to the consultation request', async () => {
    const api = stubApi();
    api.answer('GET', '/profile', fakeProfile({ has_access: true }));
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, publicProfessional());
    await renderAppAt(`/lawyers/${LAWYER_ID}`, { session: fakeSession() });
    const ask = await screen.findByRole('link', { name: 'Request a consultation' });
    expect(ask.getAttribute('href')).toBe(`/legal-hub/consult/${LAWYER_ID}`);
  });

  it('says plainly when a profile is not listed', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, apiError(404, 'professional_not_found'));
    await renderAppAt(`/lawyers/${LAWYER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile is not listed' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Find another lawyer or representative' }).getAttribute('href'),
    ).toBe('/legal-aid');
  });
});
