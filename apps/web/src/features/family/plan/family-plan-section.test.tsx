import { EMPTY_PREPAREDNESS_PLAN } from '@amparo/contract/emergency/preparedness-plan';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_CACHE_PREFIX } from '../../../lib/preparedness-plan/plan-cache.ts';
import { fakeSession } from '../../../test/render-app.tsx';
import { DEPENDENTS_CACHE_PREFIX } from '../dependents/dependents-cache.ts';
import { FamilyEmergencyPlanSection } from './family-plan-section.tsx';
import { answer, MAYA, renderWithFamily } from './family-test-providers.tsx';

const PLAN = {
  ...EMPTY_PREPAREDNESS_PLAN,
  children_caregiver_name: 'Rosa Díaz',
  children_caregiver_phone: '+1 617 555 0142',
  a_number: 'A123456789',
  meeting_point: 'The library on Main Street',
  numbers_to_know: 'Rosa +1 617 555 0142',
  updated_at: '2026-11-21T15:00:00.000Z',
};

type Call = { url: string; method: string; body: unknown };

function stubApi(plan: unknown, dependents: unknown[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url.includes('/family/dependents')) return answer(200, { dependents });
      return method === 'PUT' ? answer(200, { ...body, updated_at: PLAN.updated_at }) : answer(200, plan);
    }),
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FamilyEmergencyPlanSection', () => {
  it('shows the family plan, each child’s caregivers and what a caregiver’s authorization is, with its sources', async () => {
    stubApi(PLAN, [MAYA]);
    await renderWithFamily(<FamilyEmergencyPlanSection />, { session: fakeSession() });
    expect(await screen.findByText('The library on Main Street')).toBeTruthy();
    expect(screen.getByText('Rosa +1 617 555 0142')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeTruthy();
    expect(screen.getByText(/Has agreed/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What is a caregiver’s authorization?' })).toBeTruthy();
    expect(screen.getByText(/Ask a lawyer or a legal aid office/)).toBeTruthy();
    expect(screen.getByText(/This is information, not legal advice/)).toBeTruthy();
    expect(screen.getByText(/Last reviewed:/)).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('https://ilrc.org/resources/step-step-family-preparedness-plan-0');
    expect(links).toContain(
      'https://ohiolegalhelp.org/topic/family-preparedness-plan-immigration-emergencies',
    );
    expect(links).toContain('/emergency');
  });

  it('saves the family fields and sends the rest of the preparedness plan unchanged', async () => {
    const calls = stubApi(PLAN, []);
    await renderWithFamily(<FamilyEmergencyPlanSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the family plan' }));
    fireEvent.change(screen.getByLabelText('What to tell the school'), {
      target: { value: 'Only Rosa may pick up Maya.' },
    });
    fireEvent.change(screen.getByLabelText('Meeting point'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the family plan' }));
    expect(await screen.findByText('Your family plan is saved.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/v1/emergency/preparedness-plan');
    expect(put?.body).toEqual({
      ...EMPTY_PREPAREDNESS_PLAN,
      children_caregiver_name: 'Rosa Díaz',
      children_caregiver_phone: '+1 617 555 0142',
      a_number: 'A123456789',
      meeting_point: null,
      numbers_to_know: 'Rosa +1 617 555 0142',
      school_instructions: 'Only Rosa may pick up Maya.',
    });
  });

  it('refuses a hidden character before sending', async () => {
    const calls = stubApi(PLAN, []);
    await renderWithFamily(<FamilyEmergencyPlanSection />, { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the family plan' }));
    fireEvent.change(screen.getByLabelText('Meeting point'), { target: { value: 'Library\u0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the family plan' }));
    expect(await screen.findByText(/hidden character/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offline after one visit: the plan and the caregivers come from the device', async () => {
    const session = fakeSession();
    window.localStorage.setItem(
      `${PLAN_CACHE_PREFIX}${session.user.id}`,
      JSON.stringify({ storedAt: Date.now(), plan: PLAN }),
    );
    window.localStorage.setItem(
      `${DEPENDENTS_CACHE_PREFIX}${session.user.id}`,
      JSON.stringify({ storedAt: Date.now(), dependents: [MAYA] }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderWithFamily(<FamilyEmergencyPlanSection />, { session });
    expect(await screen.findByText('The library on Main Street')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maya' })).toBeTruthy();
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Print the family plan' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('prints a page with the plan in the person’s language and English', async () => {
    stubApi(PLAN, [MAYA]);
    // happy-dom has no print dialog: stand in for the browser's.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    await renderWithFamily(<FamilyEmergencyPlanSection />, { session: fakeSession(), language: 'ar' });
    await screen.findByRole('heading', { name: 'Maya' });
    fireEvent.click(await screen.findByRole('button', { name: 'طباعة خطة العائلة' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const printed = screen.getByTestId('printable-family-plan');
    expect(printed.closest('[data-print-only]')).toBeTruthy();
    expect(printed.getAttribute('dir')).toBe('rtl');
    expect(printed.textContent).toContain('خطة الطوارئ العائلية');
    expect(printed.textContent).toContain('Family emergency plan');
    expect(printed.textContent).toContain('The library on Main Street');
    expect(printed.textContent).toContain('Penicillin');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.body.querySelector('[data-print-only]')).toBeNull());
  });

  it('prints the plan, not the page around it, when printing from the browser menu', async () => {
    stubApi(PLAN, [MAYA]);
    await renderWithFamily(<FamilyEmergencyPlanSection />, { session: fakeSession() });
    await screen.findByRole('heading', { name: 'Maya' });
    // The browser's own print (Ctrl+P) lays the page out as soon as the event returns: no act() here, the
    // printable plan must already be in the page without waiting for React.
    window.dispatchEvent(new Event('beforeprint'));
    const printed = screen.getByTestId('printable-family-plan');
    expect(printed.closest('[data-print-only]')).toBeTruthy();
    const others = [...document.body.children].filter((element) => !element.hasAttribute('data-print-only'));
    expect(others.length).toBeGreaterThan(0);
    for (const element of others) expect(element.classList.contains('print:hidden')).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(document.body.querySelector('[data-print-only]')).toBeNull());
    for (const element of document.body.children)
      expect(element.classList.contains('print:hidden')).toBe(false);
  });

  it('reads in Arabic, right to left', async () => {
    stubApi({ ...EMPTY_PREPAREDNESS_PLAN, updated_at: null }, []);
    await renderWithFamily(<FamilyEmergencyPlanSection />, { session: fakeSession(), language: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'خطة الطوارئ العائلية' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('button', { name: 'كتابة خطة عائلتك' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ما هو تفويض مقدّم الرعاية؟' })).toBeTruthy();
  });
});
