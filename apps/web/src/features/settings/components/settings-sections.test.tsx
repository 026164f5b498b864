import { DEFAULT_PREFERENCES } from '@amparo/contract/settings/preferences';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayPreferences } from '../../../lib/display-preferences.ts';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { DisplaySection } from './display-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { SecurityCenterSection } from './security-center-section.tsx';
import { VaultLockSection } from './vault-lock-section.tsx';
import { WipeDeviceSection } from './wipe-device-section.tsx';

const SAVED = { ...DEFAULT_PREFERENCES, updated_at: '2026-11-28T12:00:00.000Z' };

// A loaded test machine renders slowly: the default 5 s is not about this code.
describe('settings sections', { timeout: 20_000 }, () => {
  afterEach(() => {
    setDisplayPreferences({ textSize: 100, highContrast: false });
    window.localStorage.clear();
  });

  it('applies a larger text and high contrast at once, and saves them to the account', async () => {
    const api = stubApi();
    api.answer('PATCH', '/settings/preferences', (request) =>
      Response.json({ ...SAVED, ...(request.body as object) }),
    );
    await renderWithProviders(<DisplaySection />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Largest' }));
    expect(document.documentElement.dataset.textSize).toBe('130');
    fireEvent.click(screen.getByRole('checkbox', { name: /High contrast/ }));
    expect(document.documentElement.classList.contains('contrast-high')).toBe(true);
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'PATCH').map((request) => request.body),
      ).toEqual([{ text_size: 130 }, { high_contrast: true }]),
    );
    expect(api.requests.every((request) => request.authorized)).toBe(true);
  });

  it('keeps the choice on the device and says so when the account cannot be reached', async () => {
    const api = stubApi();
    api.answer('PATCH', '/settings/preferences', () => apiError(503, 'service_unavailable'));
    await renderWithProviders(<DisplaySection />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Larger' }));
    expect(await screen.findByText(/Saved on this device/)).toBeTruthy();
    expect(document.documentElement.dataset.textSize).toBe('115');
  });

  it('offers the vault lock on leaving the app and saves it', async () => {
    const api = stubApi();
    api.answer('PATCH', '/settings/preferences', { ...SAVED, vault_lock_minutes: 0 });
    await renderWithProviders(<VaultLockSection userId="user-1" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'When I leave the app' }));
    expect((screen.getByRole('radio', { name: 'When I leave the app' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText(/as soon as you switch to another app/)).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.map((request) => request.body)).toEqual([{ vault_lock_minutes: 0 }]),
    );
  });

  it('never lets the last way of hearing about a family emergency be turned off', async () => {
    const api = stubApi();
    api.answer('GET', '/settings/preferences', {
      ...SAVED,
      notifications: { ...SAVED.notifications, family_alerts: { email: true, sms: false } },
    });
    api.answer('GET', '/community/me', { member: null });
    await renderWithProviders(<NotificationsSection />);
    const email = (await screen.findAllByRole('checkbox', { name: 'Email' }))[0] as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(email.disabled).toBe(true);
    expect(await screen.findByText(/Choose a community name first/)).toBeTruthy();
  });

  it('says why the server refused, in the reader’s language', async () => {
    const api = stubApi();
    api.answer('GET', '/settings/preferences', SAVED);
    api.answer('GET', '/community/me', apiError(403, 'not_eligible'));
    api.answer('PATCH', '/settings/preferences', () => apiError(400, 'family_alerts_channel_required'));
    await renderWithProviders(<NotificationsSection />, { language: 'es' });
    const sms = (
      await screen.findAllByRole('checkbox', { name: 'Mensaje de texto (SMS)' })
    )[0] as HTMLInputElement;
    fireEvent.click(sms);
    expect(await screen.findByText(/Deje activado el correo o los mensajes de texto/)).toBeTruthy();
  });

  it('says what a wipe cannot remove, and asks before wiping', async () => {
    stubApi();
    await renderWithProviders(<WipeDeviceSection />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'مسح هذا الجهاز' })).toBeTruthy();
    expect(screen.getByText(/سجل المتصفح/)).toBeTruthy();
    expect(screen.getByText(/يلزم حذف حسابك/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'مسح هذا الجهاز' }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('مسح Amparo من هذا الجهاز الآن؟');
    window.localStorage.setItem('kept', 'yes');
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.localStorage.getItem('kept')).toBe('yes');
  });

  it('leads to the security center', async () => {
    await renderWithProviders(<SecurityCenterSection />);
    const link = await screen.findByRole('link', { name: 'Open the security center' });
    expect(link.getAttribute('href')).toBe('/advanced-security');
    expect(screen.getByRole('heading', { name: 'Security center' })).toBeTruthy();
  });
});
