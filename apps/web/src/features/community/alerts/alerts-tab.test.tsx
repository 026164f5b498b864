import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDocumentReminders, publishDocumentReminders } from '../../../lib/vault/document-reminders.ts';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { CommunityPage } from '../pages/community-page.tsx';
import { notification } from '../test/community-alerts-fixtures.ts';
import { AlertsTab } from './alerts-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearDocumentReminders();
});

const POST = '00000000-0000-4000-8000-0000000000a1';
const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

const EVERY_KIND = [
  notification({ id: id(1), kind: 'reply', comment_id: id(90), actor_display_name: 'Rosa M' }),
  notification({ id: id(2), kind: 'reaction', actor_display_name: null, read: true }),
  notification({ id: id(3), kind: 'moderation', detail: { action: 'hide', reason: 'Shares an address' } }),
  notification({ id: id(4), kind: 'moderation', comment_id: id(91), detail: { action: 'restore' } }),
  notification({
    id: id(5),
    kind: 'moderation',
    post_id: null,
    detail: { action: 'ban', reason: 'Harassment' },
  }),
  notification({ id: id(6), kind: 'report_verified', detail: { verification: 'confirmed' } }),
  notification({ id: id(7), kind: 'report_verified', detail: { verification: 'false' } }),
  notification({
    id: POST,
    kind: 'official_alert',
    actor_display_name: null,
    detail: { organization: 'Houston Immigrant Legal Aid', first_line: 'Clinic closed Friday' },
  }),
];

function stubAlerts(entries = EVERY_KIND, unread = 7) {
  const api = stubApi();
  api.answer('GET', '/community/notifications', {
    notifications: entries,
    next_cursor: null,
    unread_count: unread,
  });
  api.answer('POST', '/community/notifications/read', { unread_count: 0 });
  return api;
}

describe('AlertsTab', () => {
  it('says what happened in a sentence per kind, each leading to the post (and the comment)', async () => {
    stubAlerts();
    await renderWithProviders(<AlertsTab />);
    const link = await screen.findByRole('link', { name: /Rosa M replied to your post/ });
    expect(link.getAttribute('href')).toBe(`/community/posts/${POST}#comment-${id(90)}`);
    for (const sentence of [
      'Someone found your post helpful',
      'A moderator hid your post. Reason: Shares an address',
      'Your comment was restored and everyone can see it again',
      'You can no longer post, comment or react in the community. Reason: Harassment',
      'Your report was confirmed',
      'Your report was marked as false',
      'Houston Immigrant Legal Aid: Clinic closed Friday',
    ]) {
      expect(screen.getByText(sentence, { exact: false })).toBeTruthy();
    }
    expect(screen.getByText('Official alert')).toBeTruthy();
    // A ban names no post: its entry is not a link.
    expect(screen.queryByRole('link', { name: /no longer post/ })).toBeNull();
    // Unread entries are marked for sight and for screen readers; read ones are not.
    const items = screen.getAllByRole('listitem');
    expect(items.filter((item) => item.dataset.unread === 'true')).toHaveLength(7);
    expect(within(items[1] as HTMLElement).queryByText(/New:/)).toBeNull();
  });

  it('in Arabic too', async () => {
    stubAlerts([notification({ kind: 'reply', actor_display_name: 'روزا' })], 1);
    await renderWithProviders(<AlertsTab />, { language: 'ar' });
    expect(await screen.findByText('ردّ من روزا على منشورك', { exact: false })).toBeTruthy();
  });

  it('marks what it shows as read when opened, and everything with "Mark all as read"', async () => {
    const api = stubAlerts();
    await renderWithProviders(<AlertsTab />);
    await screen.findByText(/Rosa M replied/);
    await waitFor(() =>
      expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/community/notifications/read',
          body: { ids: [id(1), id(3), id(4), id(5), id(6), id(7), POST] },
        }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({ all: true }),
    );
    // The list is asked again so nothing shows as new any more.
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.path === '/community/notifications').length,
      ).toBeGreaterThan(1),
    );
  });

  it('shows the unread count on the Alerts tab', async () => {
    stubAlerts([], 3);
    await renderWithProviders(<CommunityPage />, { path: '/community?tab=feed' });
    const tab = await screen.findByRole('link', { name: /Alerts/ });
    await waitFor(() => expect(tab.textContent).toContain('3'));
  });
});

describe('document expiry reminders', () => {
  it('are worked out on this device and never sent to the server', async () => {
    const api = stubAlerts([], 0);
    publishDocumentReminders([
      {
        documentId: 'doc-1',
        title: 'Work permit',
        type: 'ead',
        expiresOn: '2027-02-24',
        daysLeft: 90,
        band: 90,
      },
      {
        documentId: 'doc-2',
        title: 'Passport',
        type: 'passport',
        expiresOn: '2026-12-01',
        daysLeft: 5,
        band: 30,
      },
    ]);
    await renderWithProviders(<AlertsTab />);
    expect(await screen.findByText('“Work permit” expires in 90 days')).toBeTruthy();
    expect(screen.getByText('“Passport” expires in 5 days')).toBeTruthy();
    await screen.findByText(/No alerts yet/);
    for (const request of api.requests) {
      const sent = `${request.path}?${request.search.toString()} ${JSON.stringify(request.body ?? null)}`;
      expect(sent).not.toContain('2027-02-24');
      expect(sent).not.toContain('Work permit');
      expect(sent).not.toContain('Passport');
    }
  });

  it('use the Arabic plural forms', async () => {
    stubAlerts([], 0);
    publishDocumentReminders([
      { documentId: 'a', title: 'جواز', type: 'passport', expiresOn: '2026-12-01', daysLeft: 5, band: 30 },
      { documentId: 'b', title: 'تصريح', type: 'ead', expiresOn: '2027-01-30', daysLeft: 65, band: 90 },
      { documentId: 'c', title: 'بطاقة', type: 'ead', expiresOn: '2026-11-28', daysLeft: 2, band: 30 },
    ]);
    await renderWithProviders(<AlertsTab />, { language: 'ar' });
    expect(await screen.findByText('تنتهي صلاحية «جواز» بعد 5 أيام')).toBeTruthy();
    expect(screen.getByText('تنتهي صلاحية «تصريح» بعد 65 يومًا')).toBeTruthy();
    expect(screen.getByText('تنتهي صلاحية «بطاقة» بعد يومين')).toBeTruthy();
  });

  it('say where they come from while the vault is locked', async () => {
    stubAlerts([], 0);
    await renderWithProviders(<AlertsTab />);
    expect(
      await screen.findByText('Document reminders appear here while your vault is unlocked on this device.', {
        exact: false,
      }),
    ).toBeTruthy();
  });
});
