import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMERGENCY_SETUP_REMINDER_KEY } from '../../../lib/emergency-setup-reminder.ts';
import { newProfile, renderSignedIn } from '../../../test/fake-profile-server.tsx';
import { fakeSession } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTICE_TITLE = 'Amparo is for people who entered the United States legally';

async function answerQuestions(entry: string, status?: string) {
  fireEvent.click(await screen.findByRole('radio', { name: entry }));
  if (status) fireEvent.click(screen.getByRole('radio', { name: status }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('onboarding', () => {
  it('sends a new user from the dashboard through the questions, the terms and the emergency question', async () => {
    const { router, server } = await renderSignedIn('/dashboard', newProfile());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));

    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    // Nothing answered: Continue points at both questions instead of saving.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Choose one answer.')).toHaveLength(2);
    expect(server.patches).toEqual([]);

    await answerQuestions('Student or Work Visa', 'Pending Adjustment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you continue' })).toBeTruthy();
    expect(server.patches).toEqual([
      { entry_method: 'student_work_visa', current_status: 'pending_adjustment' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(screen.getByText('Check the box to accept the terms.')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'I accept these terms, and I understand that Amparo gives information, not legal advice.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your emergency tools now?' }),
    ).toBeTruthy();
    expect(server.patches.at(-1)).toEqual({ legal_consent_accepted: true });
    expect(server.profile.legal_consent_accepted_at).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Set up your emergency tools' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Limited Access' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(EMERGENCY_SETUP_REMINDER_KEY) ?? '{}')).toEqual({
      [fakeSession().user.id]: 'later',
    });
  });

  it('opens the emergency toolkit on Yes, and the dashboard then has no reminder', async () => {
    const { router } = await renderSignedIn(
      '/onboarding',
      newProfile({
        entry_method: 'visa_waiver',
        current_status: 'active_visa',
        legal_consent_accepted: true,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emergency'));

    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Set up your emergency tools' })).toBeNull();
  });

  it('starts from the answers a visitor gave before signing up', async () => {
    window.sessionStorage.setItem(
      'amparo:eligibility',
      JSON.stringify({ entry_method: 'refugee_asylee', current_status: 'green_card' }),
    );
    const { server } = await renderSignedIn('/onboarding', newProfile());
    const chosen = (await screen.findByRole('radio', {
      name: 'Refugee or Asylee (approved)',
    })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Before you continue' });
    expect(server.patches).toEqual([{ entry_method: 'refugee_asylee', current_status: 'green_card' }]);
    expect(window.sessionStorage.getItem('amparo:eligibility')).toBeNull();
  });

  it('keeps what was chosen and says so when saving fails', async () => {
    await renderSignedIn('/onboarding', newProfile());
    const failing = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      (init?.method ?? 'GET') === 'GET'
        ? Response.json(newProfile())
        : Response.json({ code: 'internal_error', message: 'down' }, { status: 500 }),
    );
    vi.stubGlobal('fetch', failing);
    await answerQuestions('Family Petition', 'Other');
    expect((await screen.findByRole('alert')).textContent).toContain('Your answers could not be saved');
    expect((screen.getByRole('radio', { name: 'Family Petition' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Get started' })).toBeTruthy();
  });
});

describe('the ineligible path', () => {
  it('shows the notice with its three links, records only the entry method, and lets a wrong answer be changed', async () => {
    const { router, server } = await renderSignedIn('/onboarding', newProfile());
    await answerQuestions('I entered illegally without inspection');

    const notice = await screen.findByRole('region', { name: NOTICE_TITLE });
    expect(within(notice).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://www.immigrationlawhelp.org',
      '/organization/registry',
      'https://www.cbp.gov/about/mobile-apps-directory/cbphome',
      '/onboarding?step=questions',
    ]);
    expect(server.patches).toEqual([{ entry_method: 'entered_without_inspection' }]);
    expect(server.profile.is_eligible).toBe(false);

    fireEvent.click(within(notice).getByRole('link', { name: 'I chose the wrong answer' }));
    await answerQuestions('Visitor Visa (B1/B2)', 'Active visa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you continue' })).toBeTruthy();
    expect(server.profile.is_eligible).toBe(true);
    expect(router.state.location.search).toBe('');
  });

  it('keeps an ineligible person on the notice on protected pages, but not on settings and help', async () => {
    const { router } = await renderSignedIn(
      '/documents',
      newProfile({
        entry_method: 'entered_without_inspection',
        is_eligible: false,
        legal_consent_accepted: true,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: NOTICE_TITLE })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Document vault' })).toBeNull();

    for (const path of ['/dashboard', '/payment', '/emergency']) {
      await router.navigate(path);
      expect(await screen.findByRole('heading', { level: 1, name: NOTICE_TITLE })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
    }

    await router.navigate('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: NOTICE_TITLE })).toBeNull();
  });
});
