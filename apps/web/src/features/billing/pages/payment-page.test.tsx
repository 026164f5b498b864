import type { GetBillingStatusResponse } from '@amparo/contract/billing/get-billing-status';
import type { Profile } from '@amparo/contract/profile/profile';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY } from '../../../i18n/i18n.ts';
import ar from '../../../i18n/locales/ar/billing.json';
import { readEmergencySetup, rememberEmergencySetup } from '../../../lib/emergency-setup-reminder.ts';
import { newProfile } from '../../../test/fake-profile-server.tsx';
import { fakeSession, fixedSessionSource, renderRoutes } from '../../../test/render-app.tsx';

// The payment page on the whole app (routes, guards, providers) against a fake of /api/v1/billing and
// /api/v1/profile that keeps the server's rule: only "the webhook" (here, the test checkout's complete) grants.

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION_ID = 'cs_amparo_test_0123456789abcdef';

type FakeBilling = {
  profile: Profile;
  checkoutStatus: 'open' | 'paid' | 'failed' | 'expired';
  requests: { method: string; path: string; body: unknown }[];
  /** How many status answers to give before the fake webhook's access shows, as a slow webhook would. */
  statusDelay: number;
};

function statusOf(state: FakeBilling, withCheckout: boolean): GetBillingStatusResponse {
  const hasAccess = state.profile.has_access;
  return {
    planId: hasAccess ? 'full_protection' : 'basic',
    hasAccess,
    dependentsIncluded: hasAccess ? 4 : 0,
    dependentsCount: state.profile.dependents_count,
    lastPayment: hasAccess
      ? {
          planId: 'full_protection',
          amountCents: 10000,
          currency: 'USD',
          provider: 'test',
          paidAt: '2026-03-01T12:00:00.000Z',
        }
      : null,
    checkout: withCheckout ? { id: SESSION_ID, status: state.checkoutStatus } : null,
    testMode: true,
  };
}

function stubServer(profile: Profile): FakeBilling {
  const state: FakeBilling = { profile, checkoutStatus: 'open', requests: [], statusDelay: 0 };
  let pendingAccess = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://app',
      );
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      state.requests.push({ method, path: `${url.pathname}${url.search}`, body });
      const path = url.pathname;
      if (path === '/api/v1/profile') return Response.json(state.profile);
      if (path === '/api/v1/billing/status') {
        if (pendingAccess && state.statusDelay-- <= 0) {
          pendingAccess = false;
          state.profile = { ...state.profile, has_access: true };
        }
        return Response.json(statusOf(state, url.searchParams.has('checkoutId')));
      }
      if (path === '/api/v1/billing/checkout' && method === 'POST') {
        return Response.json({ url: `/payment?checkout=${SESSION_ID}`, sessionId: SESSION_ID });
      }
      if (path === `/api/v1/billing/test-checkout/${SESSION_ID}`) {
        return Response.json({
          id: SESSION_ID,
          planId: 'full_protection',
          amountCents: 10000,
          currency: 'USD',
          status: state.checkoutStatus,
          expiresAt: '2026-03-02T12:00:00.000Z',
          testMode: true,
        });
      }
      const finish = /^\/api\/v1\/billing\/test-checkout\/[^/]+\/(complete|decline|cancel)$/.exec(path);
      if (finish && method === 'POST') {
        const action = finish[1];
        if (action === 'complete') {
          state.checkoutStatus = 'paid';
          pendingAccess = true;
        } else state.checkoutStatus = action === 'decline' ? 'failed' : 'expired';
        const returnTo = action === 'complete' ? 'success' : action === 'decline' ? 'declined' : 'cancelled';
        return Response.json({
          status: state.checkoutStatus,
          returnPath: `/payment?status=${returnTo}&session_id=${SESSION_ID}`,
        });
      }
      return Response.json({ code: 'not_found', message: path }, { status: 404 });
    }),
  );
  return state;
}

function planCard(name: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 2, name }).then((heading) => {
    const card = heading.closest('li');
    if (!card) throw new Error(`No card for ${name}`);
    return card;
  });
}

// The price is isolated for bidi (<bdi>$</bdi>100), which the test DOM names with a space inside.
const PAY_ONCE = /^Pay \$\s?100 once$/;
const PAY_TEST = /^Pay \$\s?100 \(test\)$/;

async function renderPayment(path: string, profile: Profile, language = 'en') {
  const server = stubServer(profile);
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const { router } = renderRoutes(path, i18n, fixedSessionSource(fakeSession()));
  return { server, router };
}

const eligible = newProfile({ entry_method: 'family_petition', current_status: 'green_card' });

describe('the payment page', () => {
  it('shows both plans with the prices of the contract, TEST MODE, and Basic asks about the emergency tools next', async () => {
    const { router, server } = await renderPayment('/payment', eligible);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeTruthy();
    const basic = await planCard('Basic Plan');
    const full = await planCard('Full Protection Plan');
    expect(basic.textContent).toContain('$0');
    expect(basic.textContent).toContain('Free forever');
    expect(full.textContent).toContain('$100');
    expect(full.textContent).toContain('Recommended');
    expect(full.textContent).toContain('Family protection for you and up to 4 family members');
    expect(screen.getByText('TEST MODE')).toBeTruthy();

    fireEvent.click(within(basic).getByRole('button', { name: 'Continue with Basic' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your emergency tools now?' }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?step=emergency-tools');
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(readEmergencySetup(fakeSession().user.id)).toBe('later');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('takes someone who already answered the emergency question from Basic straight to the dashboard', async () => {
    rememberEmergencySetup(fakeSession().user.id, 'later');
    const { router } = await renderPayment('/payment', eligible);
    fireEvent.click(
      within(await planCard('Basic Plan')).getByRole('button', { name: 'Continue with Basic' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Set up your emergency tools now?' })).toBeNull();
  });

  it('sends Yes after Basic to the contacts of the emergency toolkit', async () => {
    const { router } = await renderPayment('/payment?step=emergency-tools', eligible);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emergency'));
    expect(router.state.location.hash).toBe('#contacts');
    expect(readEmergencySetup(fakeSession().user.id)).toBe('done');
  });

  it('pays through the test checkout and says "Full Protection Plan activated" with the family members included', async () => {
    const { router, server } = await renderPayment('/payment?plan=full_protection', eligible);
    const full = await planCard('Full Protection Plan');
    fireEvent.click(within(full).getByRole('button', { name: PAY_ONCE }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?checkout=${SESSION_ID}`);
    expect(server.requests.find((request) => request.path === '/api/v1/billing/checkout')?.body).toEqual({
      planId: 'full_protection',
      locale: 'en',
    });
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    server.statusDelay = 1;
    fireEvent.click(await screen.findByRole('button', { name: PAY_TEST }));

    // The webhook takes a moment: a calm "Confirming" first, then the plan.
    expect(await screen.findByRole('heading', { name: 'Confirming your payment...' })).toBeTruthy();
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'Full Protection Plan activated' },
      { timeout: 5000 },
    );
    // The same words as the plan card: one way to count the family.
    expect(screen.getByText('Family protection for you and up to 4 family members')).toBeTruthy();
    expect(screen.getByText(/Test payment on March 1, 2026/)).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    // The first run's next question follows the confirmation, in place of "Go to your dashboard".
    expect(screen.getByRole('heading', { level: 2, name: 'Set up your emergency tools now?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remind me later' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to my dashboard' })).toBeNull();
    // The cached profile is refreshed, so every screen sees the new plan.
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === '/api/v1/profile').length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('comes back from a declined card to the plans, saying nothing changed', async () => {
    await renderPayment(`/payment?checkout=${SESSION_ID}`, eligible);
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate a declined card' }));
    const notice = await screen.findByRole('heading', { name: 'The payment did not go through' });
    expect(notice.parentElement?.textContent).toContain('nothing was charged');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeTruthy();
  });

  it('comes back from a cancelled checkout to the plans, saying nothing changed', async () => {
    const { server } = await renderPayment('/payment?status=cancelled', eligible);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(await planCard('Full Protection Plan')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows someone who already has the plan their plan, and no pay button', async () => {
    await renderPayment('/payment', { ...eligible, has_access: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Full Protection Plan' })).toBeTruthy();
    expect(
      screen.getByText('You already have everything Amparo offers. There is nothing more to pay.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add family members' }).getAttribute('href')).toBe('/family');
  });

  it('counts the family members covered so far the way the profile does (dependents_count)', async () => {
    await renderPayment('/payment', { ...eligible, has_access: true, dependents_count: 2 });
    expect(await screen.findByText('Covering you and 2 family members so far')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage my family' }).getAttribute('href')).toBe('/family');
  });

  it('says no family member is added yet when dependents_count is 0', async () => {
    await renderPayment('/payment', { ...eligible, has_access: true });
    expect(await screen.findByText('No family members added yet')).toBeTruthy();
  });

  it('shows a member covered by a family that there is nothing to pay, and no plans to buy', async () => {
    await renderPayment('/payment', { ...eligible, has_access: false, coverage: 'family' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Full Protection through your family' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See my family' }).getAttribute('href')).toBe('/family');
  });

  it('speaks Arabic with its own plural for four and its own number format', async () => {
    await renderPayment('/payment?status=success', { ...eligible, has_access: true }, 'ar');
    const expectedTitle = ar.activated.title.replace('{{plan}}', ar.plans.full_protection.name);
    expect(await screen.findByRole('heading', { level: 1, name: expectedTitle })).toBeTruthy();
    const four = new Intl.NumberFormat('ar').format(4);
    expect(screen.getByText(ar.activated.dependents_few.replace('{{count, number}}', four))).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
