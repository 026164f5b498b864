import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/render-app.tsx';
import { answer, MAYA, renderWithFamily } from '../plan/family-test-providers.tsx';
import { DEPENDENTS_CACHE_PREFIX } from './dependents-cache.ts';
import { DependentsSection } from './dependents-section.tsx';

type Call = { url: string; method: string; body: unknown };

function stubApi(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('DependentsSection', () => {
  it('lists a dependent with their caregivers and keeps a copy on the device', async () => {
    const session = fakeSession();
    stubApi(() => answer(200, { dependents: [MAYA] }));
    await renderWithFamily(<DependentsSection />, { session });
    expect(await screen.findByRole('heading', { name: /Maya/ })).toBeTruthy();
    expect(screen.getByText('Penicillin')).toBeTruthy();
    expect(screen.getByText('Rosa Díaz', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/Has agreed/)).toBeTruthy();
    await waitFor(() =>
      expect(window.localStorage.getItem(`${DEPENDENTS_CACHE_PREFIX}${session.user.id}`)).toContain(
        'Penicillin',
      ),
    );
  });

  it('adds a dependent with a caregiver through the form', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? answer(201, { ...MAYA, id: '33333333-3333-4333-8333-333333333333', name: 'Leo', caregivers: [] })
        : answer(200, { dependents: [] }),
    );
    await renderWithFamily(<DependentsSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child or dependent' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Leo' } });
    fireEvent.change(screen.getByLabelText('Allergies'), { target: { value: 'Peanuts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a caregiver' }));
    fireEvent.change(screen.getByLabelText('Caregiver’s name'), { target: { value: 'Ana Lima' } });
    fireEvent.change(screen.getByLabelText('Caregiver’s phone'), { target: { value: '+1 617 555 0123' } });
    fireEvent.click(screen.getByLabelText('They have agreed to do it'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/v1/family/dependents');
    expect(post?.body).toMatchObject({
      name: 'Leo',
      allergies: 'Peanuts',
      date_of_birth: null,
      caregivers: [
        { name: 'Ana Lima', phone: '+1 617 555 0123', has_agreed: true, authorization_signed: false },
      ],
    });
    expect(await screen.findByRole('heading', { name: /Leo/ })).toBeTruthy();
  });

  it('refuses a date of birth in the future and a bad phone before sending anything', async () => {
    const calls = stubApi(() => answer(200, { dependents: [] }));
    await renderWithFamily(<DependentsSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child or dependent' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Leo' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a caregiver' }));
    fireEvent.change(screen.getByLabelText('Caregiver’s name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Caregiver’s phone'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write a real date that is not in the future.')).toBeTruthy();
    expect(screen.getByText(/A phone number has 7 to 15 digits/)).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Leo');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when the family is full and when adding needs Full Protection, keeping what was typed', async () => {
    let refusal = answer(409, { code: 'family_full', message: 'full' });
    stubApi((call) => (call.method === 'POST' ? refusal : answer(200, { dependents: [] })));
    await renderWithFamily(<DependentsSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child or dependent' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Leo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Your family already has 5 people/)).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Leo');

    refusal = answer(403, { code: 'plan_required', message: 'plan' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Adding family members is part of Full Protection/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/payment');
  });

  it('edits a dependent and removes one only after confirming', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'PUT') return answer(200, { ...MAYA, ...(call.body as object), caregivers: [] });
      if (call.method === 'DELETE') return answer(204);
      return answer(200, { dependents: [MAYA] });
    });
    await renderWithFamily(<DependentsSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Maya' }));
    expect((screen.getByLabelText('Caregiver’s name') as HTMLInputElement).value).toBe('Rosa Díaz');
    fireEvent.click(screen.getByRole('button', { name: 'Remove caregiver 1' }));
    fireEvent.change(screen.getByLabelText('Medicines'), { target: { value: 'None' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/family/dependents/${MAYA.id}`);
    expect(put?.body).toMatchObject({ medicines: 'None', caregivers: [] });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Maya' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const question = screen.getByRole('group', { name: 'Remove Maya from your family?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Maya/ })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/v1/family/dependents/${MAYA.id}`);
  });

  it('offline: shows the copy saved on the device and removes another person’s copy', async () => {
    const session = fakeSession();
    window.localStorage.setItem(
      `${DEPENDENTS_CACHE_PREFIX}${session.user.id}`,
      JSON.stringify({ storedAt: Date.now(), dependents: [MAYA] }),
    );
    window.localStorage.setItem(
      `${DEPENDENTS_CACHE_PREFIX}someone-else`,
      JSON.stringify({ storedAt: 1, dependents: [] }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await renderWithFamily(<DependentsSection />, { session });
    expect(await screen.findByRole('heading', { name: /Maya/ })).toBeTruthy();
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add a child or dependent' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(window.localStorage.getItem(`${DEPENDENTS_CACHE_PREFIX}someone-else`)).toBeNull();
    vi.restoreAllMocks();
  });

  it('reads in Arabic, right to left', async () => {
    stubApi(() => answer(200, { dependents: [MAYA] }));
    await renderWithFamily(<DependentsSection />, { session: fakeSession(), language: 'ar' });
    expect(await screen.findByRole('heading', { name: /Maya/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('الأطفال والمُعالون الآخرون');
    expect(screen.queryByText('Add a child or dependent')).toBeNull();
  });
});
