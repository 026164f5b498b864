import { EMPTY_PREPAREDNESS_PLAN } from '@amparo/contract/emergency/preparedness-plan';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_CACHE_PREFIX } from '../../../lib/preparedness-plan/plan-cache.ts';
import { fakeSession } from '../../../test/render-app.tsx';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { PreparednessPlanSection } from './preparedness-plan-section.tsx';

const SAVED = {
  ...EMPTY_PREPAREDNESS_PLAN,
  children_caregiver_name: 'Rosa Díaz',
  children_caregiver_phone: '+1 617 555 0142',
  a_number: 'A123456789',
  lawyer_name: 'Ana Lima',
  lawyer_phone: '+1 617 555 0123',
  updated_at: '2026-11-21T15:00:00.000Z',
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('PreparednessPlanSection', () => {
  it('links to the family emergency plan, which extends this plan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { ...EMPTY_PREPAREDNESS_PLAN, updated_at: null })),
    );
    await renderWithToolkit(<PreparednessPlanSection />, { session: fakeSession() });
    const link = await screen.findByRole('link', { name: /Family emergency plan: meeting point/ });
    expect(link.getAttribute('href')).toBe('/family#family-plan');
  });

  it("shows the family plan's numbers to know by heart in the toolkit, one per line", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(200, {
          ...EMPTY_PREPAREDNESS_PLAN,
          numbers_to_know: 'Mamá: +1 202 555 0111\n\nTío Juan: +1 202 555 0122',
          updated_at: SAVED.updated_at,
        }),
      ),
    );
    await renderWithToolkit(<PreparednessPlanSection />, { session: fakeSession() });
    expect(await screen.findByText('From your family emergency plan')).toBeTruthy();
    expect(screen.getByText('Mamá: +1 202 555 0111')).toBeTruthy();
    expect(screen.getByText('Tío Juan: +1 202 555 0122')).toBeTruthy();
    expect(
      screen.queryByText('Add phone numbers and your A-number to your plan to see them here.'),
    ).toBeNull();
  });

  it('teaches what the plan is for when there is none, then saves one and shows the numbers to memorise', async () => {
    const requests: { method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        requests.push({ method, body });
        return method === 'PUT'
          ? answer(200, { ...body, updated_at: SAVED.updated_at })
          : answer(200, { ...EMPTY_PREPAREDNESS_PLAN, updated_at: null });
      }),
    );
    const session = fakeSession();
    await renderWithToolkit(<PreparednessPlanSection />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Make your plan' }));

    fireEvent.change(screen.getAllByLabelText('Name')[0] as HTMLElement, { target: { value: 'Rosa Díaz' } });
    fireEvent.change(screen.getByLabelText('Your A-number'), { target: { value: 'a 123-456-789' } });
    fireEvent.change(screen.getAllByLabelText('Phone')[2] as HTMLElement, {
      target: { value: '+1 617 555 0123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText('Your plan is saved.')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      children_caregiver_name: 'Rosa Díaz',
      a_number: 'A123456789',
      lawyer_phone: '+1 617 555 0123',
      notes: null,
    });
    expect(screen.getByRole('heading', { name: 'Learn these numbers by heart' })).toBeTruthy();
    expect(screen.getAllByText('A123456789').length).toBeGreaterThan(0);
    const cached = window.localStorage.getItem(`${PLAN_CACHE_PREFIX}${session.user.id}`);
    expect(cached).toContain('A123456789');
  });

  it('refuses a bad A-number in the browser and keeps everything typed', async () => {
    const fetch = vi.fn(async () => answer(200, { ...EMPTY_PREPAREDNESS_PLAN, updated_at: null }));
    vi.stubGlobal('fetch', fetch);
    await renderWithToolkit(<PreparednessPlanSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Make your plan' }));
    fireEvent.change(screen.getAllByLabelText('Name')[0] as HTMLElement, { target: { value: 'Rosa' } });
    fireEvent.change(screen.getByLabelText('Your A-number'), { target: { value: 'A12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(
      await screen.findByText('Write the letter A and 8 or 9 digits, for example A123456789.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Your A-number').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getAllByLabelText('Name')[0] as HTMLInputElement).value).toBe('Rosa');
    const methods = fetch.mock.calls.map(
      (call) => ((call as unknown[])[1] as RequestInit | undefined)?.method,
    );
    expect(methods).not.toContain('PUT');
  });

  it('asks to type again a field holding a hidden character, in the reader language, and sends nothing', async () => {
    const fetch = vi.fn(async () => answer(200, { ...EMPTY_PREPAREDNESS_PLAN, updated_at: null }));
    vi.stubGlobal('fetch', fetch);
    await renderWithToolkit(<PreparednessPlanSection />, { session: fakeSession(), language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Hacer su plan' }));
    fireEvent.change(screen.getByLabelText('Notas para su familia'), {
      target: { value: 'Llamar a Rosa\u0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar el plan' }));

    expect(
      await screen.findByText(
        'Contiene un carácter oculto que no se puede guardar, a menudo por copiar y pegar. Escríbalo de nuevo a mano.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Notas para su familia').getAttribute('aria-invalid')).toBe('true');
    const methods = fetch.mock.calls.map(
      (call) => ((call as unknown[])[1] as RequestInit | undefined)?.method,
    );
    expect(methods).not.toContain('PUT');
  });

  it('shows the fields the server refused and keeps the input when the save fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? answer(400, {
              code: 'validation_failed',
              message: 'The request body is not valid',
              fields: [{ path: 'lawyer_phone', message: 'Too short' }],
            })
          : answer(200, SAVED),
      ),
    );
    await renderWithToolkit(<PreparednessPlanSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    fireEvent.change(screen.getAllByLabelText('Name')[1] as HTMLElement, { target: { value: 'Jean' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Some answers need a change. Look at the marked fields.')).toBeTruthy();
    expect(screen.getAllByLabelText('Phone')[2]?.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getAllByLabelText('Name')[1] as HTMLInputElement).value).toBe('Jean');
  });

  it('shows the copy saved on the device when the server cannot be reached', async () => {
    const session = fakeSession();
    window.localStorage.setItem(
      `${PLAN_CACHE_PREFIX}${session.user.id}`,
      JSON.stringify({ storedAt: Date.now() - 60_000, plan: SAVED }),
    );
    window.localStorage.setItem(
      `${PLAN_CACHE_PREFIX}someone-else`,
      JSON.stringify({ storedAt: 1, plan: SAVED }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderWithToolkit(<PreparednessPlanSection />, { session });
    expect(await screen.findByText('Rosa Díaz')).toBeTruthy();
    expect(screen.getAllByText('A123456789').length).toBeGreaterThan(0);
    // Another person's copy on this device is removed.
    expect(window.localStorage.getItem(`${PLAN_CACHE_PREFIX}someone-else`)).toBeNull();
  });
});
