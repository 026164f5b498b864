import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n.ts';
import ar from '../../../i18n/locales/ar/dashboard.json';
import arOnboarding from '../../../i18n/locales/ar/onboarding.json';
import { rememberEmergencySetup } from '../../../lib/emergency-setup-reminder.ts';
import { newProfile, renderSignedIn, savedContact } from '../../../test/fake-profile-server.tsx';
import { fakeSession } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const onboarded = newProfile({
  entry_method: 'family_petition',
  current_status: 'green_card',
  legal_consent_accepted: true,
});

describe('the dashboard', () => {
  it('shows a Basic user their plan, the Limited Access banner and the reminder card', async () => {
    rememberEmergencySetup(fakeSession().user.id, 'later');
    await renderSignedIn('/dashboard', onboarded);
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeTruthy();

    const banner = screen.getByRole('region', { name: 'Limited Access' });
    expect(within(banner).getByRole('link', { name: 'Unlock full protection' }).getAttribute('href')).toBe(
      '/payment?plan=full_protection',
    );
    const reminder = screen.getByRole('region', { name: 'Set up your emergency tools' });
    // Setting up starts at the toolkit's contacts.
    expect(within(reminder).getByRole('link', { name: 'Set up now' }).getAttribute('href')).toBe(
      '/emergency#contacts',
    );

    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan.textContent).toContain('Basic');
    expect(plan.textContent).toContain('Free forever');
    expect(plan.textContent).not.toContain('Secure, encrypted document storage');
  });

  it('links to every area, and marks the ones Full Protection unlocks', async () => {
    await renderSignedIn('/dashboard', onboarded);
    const areas = await screen.findByRole('region', { name: 'Your tools' });
    const links = within(areas).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/emergency',
      '/documents',
      '/family',
      '/legal-aid',
      '/legal-hub',
      '/community',
      '/settings',
      '/help',
    ]);
    const marked = links.filter((link) => link.textContent?.includes('Full Protection'));
    expect(marked.map((link) => link.getAttribute('href'))).toEqual(['/documents', '/family']);
  });

  it('shows Full Protection without the banner, the marks or a finished reminder', async () => {
    rememberEmergencySetup(fakeSession().user.id, 'done');
    await renderSignedIn('/dashboard', { ...onboarded, has_access: true, coverage: 'own' });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    await waitFor(() => expect(plan.textContent).toContain('Full Protection'));
    expect(plan.textContent).toContain('Secure, encrypted document storage');
    expect(screen.queryByRole('region', { name: 'Limited Access' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Set up your emergency tools' })).toBeNull();
    const areas = screen.getByRole('region', { name: 'Your tools' });
    expect(within(areas).queryByText('Full Protection')).toBeNull();

    const checklist = screen.getByRole('region', { name: 'Getting ready' });
    expect(within(checklist).getAllByText('Done')).toHaveLength(3);
  });

  it('shows a family member covered by their holder Full Protection, through the family, without the banner', async () => {
    await renderSignedIn('/dashboard', { ...onboarded, has_access: false, coverage: 'family' });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    await waitFor(() => expect(plan.textContent).toContain('Full Protection'));
    expect(plan.textContent).toContain("Included in your family's plan.");
    expect(plan.textContent).not.toContain('Paid once');
    expect(screen.queryByRole('region', { name: 'Limited Access' })).toBeNull();
    const areas = screen.getByRole('region', { name: 'Your tools' });
    expect(within(areas).queryByText('Full Protection')).toBeNull();
  });

  it('counts the emergency tools as still to do until they are set up', async () => {
    await renderSignedIn('/dashboard', onboarded);
    const checklist = await screen.findByRole('region', { name: 'Getting ready' });
    const emergency = within(checklist).getByRole('link', { name: /Set up your emergency tools/ });
    expect(emergency.textContent).toContain('To do');
    expect(emergency.getAttribute('href')).toBe('/emergency#contacts');
    // The contacts could not be read (this fake has none to give): the step is left out, not shown as undone.
    expect(within(checklist).queryByText(/Add your emergency contacts/)).toBeNull();
  });

  it('counts saved emergency contacts as the tools being set up', async () => {
    await renderSignedIn('/dashboard', onboarded, { emergencyContacts: [savedContact()] });
    const checklist = await screen.findByRole('region', { name: 'Getting ready' });
    const contacts = await within(checklist).findByRole('link', { name: /Add your emergency contacts/ });
    expect(contacts.textContent).toContain('Done');
    expect(screen.queryByRole('region', { name: 'Set up your emergency tools' })).toBeNull();
  });

  it('lists the Help Me Now alert name as to do until it is set, then done', async () => {
    await renderSignedIn('/dashboard', onboarded, { alertName: '' });
    const checklist = await screen.findByRole('region', { name: 'Getting ready' });
    const item = await within(checklist).findByRole('link', { name: /Set the name your contacts will see/ });
    expect(item.textContent).toContain('To do');
    expect(item.getAttribute('href')).toBe('/emergency');
  });

  it('marks the alert name done once it is set', async () => {
    await renderSignedIn('/dashboard', onboarded, { alertName: 'Rosa' });
    const checklist = await screen.findByRole('region', { name: 'Getting ready' });
    const item = await within(checklist).findByRole('link', { name: /Set the name your contacts will see/ });
    expect(item.textContent).toContain('Done');
  });

  it('is translated and right-to-left in Arabic', async () => {
    const { i18n } = await renderSignedIn('/dashboard', onboarded);
    await screen.findByRole('heading', { level: 1, name: 'My dashboard' });
    await changeLanguage(i18n, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: ar.title })).toBeTruthy();
    expect(screen.getByRole('region', { name: arOnboarding.limitedAccess.title })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
