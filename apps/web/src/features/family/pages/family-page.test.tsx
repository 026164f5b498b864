import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProfile } from '../../../test/render-app.tsx';
import { readCachedFamily, writeCachedFamily } from '../api/family-cache.ts';
import {
  apiError,
  holderFamily,
  invitation,
  memberFamily,
  NO_FAMILY,
  OTHER,
  renderFamily,
  stubFamilyApi,
} from '../test/family-test-kit.tsx';
import { FamilyPage } from './family-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function fillInvite(values: { name?: string; email?: string; inviter?: string }) {
  if (values.name !== undefined)
    fireEvent.change(screen.getByLabelText('Their name'), { target: { value: values.name } });
  if (values.email !== undefined) {
    fireEvent.change(screen.getByLabelText('Their email'), { target: { value: values.email } });
  }
  if (values.inviter !== undefined) {
    fireEvent.change(screen.getByLabelText('Your name, as they know you'), {
      target: { value: values.inviter },
    });
  }
}

describe('FamilyPage, Basic plan', () => {
  it('explains family protection and leads to Full Protection', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(NO_FAMILY));
    await renderFamily(<FamilyPage />, { profile: fakeProfile() });
    expect(await screen.findByRole('heading', { name: 'Protect your family' })).toBeTruthy();
    expect(screen.getByText('Up to 10 emergency contacts')).toBeTruthy();
    expect(screen.getByText('An alert when someone else in the family presses Help Me Now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unlock full protection' }).getAttribute('href')).toBe(
      '/payment?plan=full_protection',
    );
    expect(screen.queryByTestId('invite-form')).toBeNull();
  });

  it('says it in Arabic, right to left', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(NO_FAMILY));
    await renderFamily(<FamilyPage />, { profile: fakeProfile(), language: 'ar' });
    expect(await screen.findByTestId('family-basic')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('العائلة');
    expect(screen.queryByText('Protect your family')).toBeNull();
  });
});

describe('FamilyPage, holder', () => {
  it('shows the places, the members and the waiting invitations', async () => {
    const api = stubFamilyApi();
    api.answer(
      'GET',
      '/family',
      Response.json(
        holderFamily({
          invitations: [
            invitation(),
            invitation({
              id: '00000000-0000-4000-8000-0000000000e2',
              invitee_name: 'Ana',
              expired: true,
              address: '+12025550123',
              channel: 'sms',
            }),
          ],
        }),
      ),
    );
    await renderFamily(<FamilyPage />);
    expect((await screen.findByTestId('family-places')).textContent).toBe('3 of 5 people');
    expect(screen.getByText('Places left: 2')).toBeTruthy();
    const members = screen.getAllByTestId('family-member');
    expect(members.map((row) => within(row).getAllByText(/./)[0]?.textContent)).toEqual([
      'Marta (you)',
      'Rosa',
    ]);
    expect(within(members[1] as HTMLElement).getByText('Alerts on')).toBeTruthy();
    const invitations = screen.getAllByTestId('family-invitation');
    expect(within(invitations[0] as HTMLElement).getByText(/jean@example\.org/)).toBeTruthy();
    expect(within(invitations[0] as HTMLElement).getByText(/The link works until/)).toBeTruthy();
    expect(within(invitations[1] as HTMLElement).getByText(/this link no longer works/)).toBeTruthy();
    expect(
      within(invitations[1] as HTMLElement).getByRole('button', { name: 'Send a new invitation to Ana' }),
    ).toBeTruthy();
  });

  it('sends an invitation by text message with the number in international form', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer(
      'POST',
      '/family/invitations',
      Response.json(invitation({ invitee_name: 'Luis' }), { status: 201 }),
    );
    await renderFamily(<FamilyPage />);
    await screen.findByTestId('invite-form');
    // The holder's name in the family signs the invitation.
    expect((screen.getByLabelText('Your name, as they know you') as HTMLInputElement).value).toBe('Marta');
    fillInvite({ name: 'Luis' });
    fireEvent.click(screen.getByLabelText('Text message'));
    fireEvent.change(await screen.findByLabelText('Their mobile phone number'), {
      target: { value: '(202) 555-0123' },
    });
    fireEvent.change(screen.getByLabelText('Their language'), { target: { value: 'ht' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation to Luis is on its way.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      channel: 'sms',
      address: '+12025550123',
      invitee_name: 'Luis',
      language: 'ht',
      inviter_name: 'Marta',
    });
  });

  it('checks the fields before sending anything, with the server’s rules', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    await renderFamily(<FamilyPage />);
    await screen.findByTestId('invite-form');
    fillInvite({ name: 'Lu\u0000is', email: 'not an email' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Check the email address. It looks like name@example.com.')).toBeTruthy();
    expect(
      screen.getByText(
        'This has a hidden character that cannot be saved, often left by copying and pasting. Type it again by hand.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Their name').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      apiError(409, 'family_full'),
      'Your family has no place left: 5 people in all. Remove a member or cancel an invitation first.',
    ],
    [
      apiError(409, 'already_in_family'),
      'This person is already in a family. They need to leave it before they can join another.',
    ],
    [
      apiError(409, 'cannot_invite_yourself'),
      'This is your own email address or phone number: you are already in your family. Invite someone else.',
    ],
    [apiError(409, 'already_a_member'), 'This person is already a member of your family.'],
    [
      apiError(429, 'rate_limited'),
      'Too many tries in a short time. Wait a few minutes, then try again. What you typed is kept.',
    ],
    [apiError(400, 'validation_failed'), 'Some details could not be accepted. Check them and try again.'],
  ])('explains a refusal and keeps what was typed (%#)', async (response, message) => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer('POST', '/family/invitations', response);
    await renderFamily(<FamilyPage />);
    await screen.findByTestId('invite-form');
    fillInvite({ name: 'Luis', email: 'luis@example.org', inviter: 'Mamá Marta' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('Their name') as HTMLInputElement).value).toBe('Luis');
    expect((screen.getByLabelText('Their email') as HTMLInputElement).value).toBe('luis@example.org');
    expect((screen.getByLabelText('Your name, as they know you') as HTMLInputElement).value).toBe(
      'Mamá Marta',
    );
  });

  it('says in Arabic that one cannot invite oneself', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer('POST', '/family/invitations', apiError(409, 'cannot_invite_yourself'));
    await renderFamily(<FamilyPage />, { language: 'ar' });
    const form = await screen.findByTestId('invite-form');
    for (const input of within(form).getAllByRole('textbox')) {
      if ((input as HTMLInputElement).type === 'email')
        fireEvent.change(input, { target: { value: 'marta@example.org' } });
      else if (!(input as HTMLInputElement).value) fireEvent.change(input, { target: { value: 'Marta' } });
    }
    fireEvent.submit(form);
    expect(
      await screen.findByText(
        'هذا بريدك الإلكتروني أو رقم هاتفك أنت، وأنت في عائلتك بالفعل. يمكنك دعوة شخص آخر.',
      ),
    ).toBeTruthy();
  });

  it('names the same last day as the invitation message, whatever the browser’s time zone', async () => {
    const api = stubFamilyApi();
    // 08:00 UTC on 1 December: 30 November in Hawaii, the day the message names.
    api.answer(
      'GET',
      '/family',
      Response.json(holderFamily({ invitations: [invitation({ expires_at: '2026-12-01T08:00:00.000Z' })] })),
    );
    await renderFamily(<FamilyPage />);
    expect(await screen.findByText(/The link works until November 30, 2026/)).toBeTruthy();
  });

  it('keeps what was typed with no network, and the phone when switching to email and back', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer('POST', '/family/invitations', () => {
      throw new TypeError('Failed to fetch');
    });
    await renderFamily(<FamilyPage />);
    await screen.findByTestId('invite-form');
    fillInvite({ name: 'Luis' });
    fireEvent.click(screen.getByLabelText('Text message'));
    fireEvent.change(await screen.findByLabelText('Their mobile phone number'), {
      target: { value: '+509 34 12 3456' },
    });
    fireEvent.click(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByLabelText('Text message'));
    expect((screen.getByLabelText('Their mobile phone number') as HTMLInputElement).value).toBe(
      '+509 34 12 3456',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('No connection. What you typed is kept: try again when you are back online.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Their name') as HTMLInputElement).value).toBe('Luis');
  });

  it('shows the way to Full Protection when the server says the plan is needed', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer('POST', '/family/invitations', apiError(403, 'plan_required'));
    await renderFamily(<FamilyPage />);
    await screen.findByTestId('invite-form');
    fillInvite({ name: 'Luis', email: 'luis@example.org' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('link', { name: 'Unlock full protection' })).toBeTruthy();
    expect((screen.getByLabelText('Their name') as HTMLInputElement).value).toBe('Luis');
  });

  it('offers no invitation form when the family is full', async () => {
    const api = stubFamilyApi();
    api.answer(
      'GET',
      '/family',
      Response.json(
        holderFamily({ places: { total: 5, members: 3, dependents: 0, pending_invitations: 1, left: 0 } }),
      ),
    );
    await renderFamily(<FamilyPage />);
    expect(
      await screen.findByText(
        'There is no place left in your family, so you cannot send another invitation now.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('invite-form')).toBeNull();
  });

  it('keeps the confirmation of the invitation that filled the last place, then says the family is full', async () => {
    const api = stubFamilyApi();
    const oneLeft = { total: 5, members: 1, dependents: 0, pending_invitations: 2, left: 1 };
    api.answer('GET', '/family', Response.json(holderFamily({ places: oneLeft })));
    api.answer('POST', '/family/invitations', () => {
      api.answer(
        'GET',
        '/family',
        Response.json(holderFamily({ places: { ...oneLeft, pending_invitations: 3, left: 0 } })),
      );
      return Response.json(invitation({ invitee_name: 'Luis' }), { status: 201 });
    });
    await renderFamily(<FamilyPage />);
    await screen.findByTestId('invite-form');
    fillInvite({ name: 'Luis', email: 'luis@example.org' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'There is no place left in your family, so you cannot send another invitation now.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The invitation to Luis is on its way.')).toBeTruthy();
    expect(screen.queryByTestId('invite-form')).toBeNull();
  });

  it('says what a removed member loses before removing them', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer('DELETE', `/family/members/${OTHER}`, new Response(null, { status: 204 }));
    await renderFamily(<FamilyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Rosa from the family' }));
    expect(
      screen.getByText(/Rosa loses Full Protection from your family at once\. Their documents stay theirs/),
    ).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from the family' }));
    expect(await screen.findByText('Rosa is no longer in your family.')).toBeTruthy();
    expect(
      api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual([`/family/members/${OTHER}`]);
  });

  it('cancels an invitation after asking', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer('DELETE', `/family/invitations/${invitation().id}`, new Response(null, { status: 204 }));
    await renderFamily(<FamilyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the invitation to Jean' }));
    expect(screen.getByText('The link stops working and the place is free again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('The invitation to Jean was cancelled.')).toBeTruthy();
  });

  it('sends an expired invitation again: the old link is cancelled, a new one goes to the same person', async () => {
    const expired = invitation({ expired: true, channel: 'sms', address: '+12025550123', language: 'es' });
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily({ invitations: [expired] })));
    api.answer('DELETE', `/family/invitations/${expired.id}`, new Response(null, { status: 204 }));
    api.answer('POST', '/family/invitations', Response.json(invitation(), { status: 201 }));
    await renderFamily(<FamilyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new invitation to Jean' }));
    expect(await screen.findByText('A new invitation was sent to Jean.')).toBeTruthy();
    const changes = api.requests.filter((request) => request.method !== 'GET');
    expect(changes.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /family/invitations/${expired.id}`,
      'POST /family/invitations',
    ]);
    expect(changes[1]?.body).toEqual({
      channel: 'sms',
      address: '+12025550123',
      invitee_name: 'Jean',
      language: 'es',
      inviter_name: 'Marta',
    });
  });

  it('shows the holder’s screen in Arabic', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    await renderFamily(<FamilyPage />, { language: 'ar' });
    expect(await screen.findByTestId('family-holder')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.queryByText('Send invitation')).toBeNull();
    expect(screen.getByTestId('family-places').textContent).toMatch(/3/);
  });
});

describe('FamilyPage, holder alerts', () => {
  it('lets the holder, who is alerted like any member, turn family alerts off and give a phone', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    api.answer('PATCH', '/family/me', Response.json(holderFamily()));
    await renderFamily(<FamilyPage />);
    const toggle = (await screen.findByLabelText(
      'Alert me when someone in the family presses Help Me Now',
    )) as HTMLInputElement;
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('Phone for alerts by text message'), {
      target: { value: '+1 202 555 0188' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my alert settings' }));
    expect(await screen.findByText('Your alert settings are saved.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      alert_on_help: false,
      alert_phone: '+12025550188',
    });
  });
});

describe('FamilyPage, member', () => {
  it('shows who covers them and their own alert settings, and saves them', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(memberFamily()));
    api.answer('PATCH', '/family/me', Response.json(memberFamily()));
    await renderFamily(<FamilyPage />, { profile: fakeProfile({ coverage: 'family' }) });
    expect(await screen.findByText('You have Full Protection through Marta’s plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByTestId('invite-form')).toBeNull();
    const toggle = screen.getByLabelText(
      'Alert me when someone in the family presses Help Me Now',
    ) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('Phone for alerts by text message'), {
      target: { value: '202 555 0199' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my alert settings' }));
    expect(await screen.findByText('Your alert settings are saved.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      alert_on_help: false,
      alert_phone: '+12025550199',
    });
  });

  it('refuses an alert phone that is not a phone number, and sends nothing', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(memberFamily()));
    await renderFamily(<FamilyPage />, { profile: fakeProfile({ coverage: 'family' }) });
    fireEvent.change(await screen.findByLabelText('Phone for alerts by text message'), {
      target: { value: '12ab' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my alert settings' }));
    expect(
      await screen.findByText(
        'Check the number. For a number outside the US, start with + and the country code.',
      ),
    ).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    expect((screen.getByLabelText('Phone for alerts by text message') as HTMLInputElement).value).toBe(
      '12ab',
    );
  });

  it('says what leaving means before the member confirms, then leaves', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(memberFamily()));
    api.answer('POST', '/family/leave', Response.json(NO_FAMILY));
    await renderFamily(<FamilyPage />, { profile: fakeProfile({ coverage: 'family' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the family' }));
    const consequences = screen.getByTestId('leave-consequences').textContent ?? '';
    expect(consequences).toContain('You lose Full Protection from the family at once.');
    expect(consequences).toContain('You can still open and export them, but you cannot add new ones');
    expect(consequences).toContain('The Basic plan allows 3');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe('Stay in the family');
    fireEvent.click(screen.getByRole('button', { name: 'Leave the family' }));
    expect(await screen.findByText('You have left the family.')).toBeTruthy();
    expect(await screen.findByTestId('family-basic')).toBeTruthy();
    expect(
      api.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['/family/leave']);
  });

  it('shows the member’s screen and the leave warning in Arabic', async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(memberFamily()));
    await renderFamily(<FamilyPage />, { profile: fakeProfile({ coverage: 'family' }), language: 'ar' });
    expect(await screen.findByTestId('family-member-view')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const leave = screen.getAllByRole('button').at(-1) as HTMLElement;
    fireEvent.click(leave);
    await waitFor(() => expect(screen.getByTestId('leave-consequences')).toBeTruthy());
    expect(screen.getByTestId('leave-consequences').textContent).not.toContain(
      'Full Protection from the family',
    );
  });
});

describe('FamilyPage with no network', () => {
  it("opens from the copy kept on this device after one visit, with the holder's family plan", async () => {
    const api = stubFamilyApi();
    api.answer('GET', '/family', Response.json(holderFamily()));
    const first = await renderFamily(<FamilyPage />);
    expect((await screen.findByTestId('family-places')).textContent).toBe('3 of 5 people');
    await waitFor(() => expect(readCachedFamily(fakeProfile().id)).not.toBeNull());
    const copy = readCachedFamily(fakeProfile().id);
    first.unmount();

    // The network is gone: every request fails as fetch does offline.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    // renderFamily forgets copies, as a new test would; put this device's copy back as the first visit left it.
    const render = renderFamily(<FamilyPage />);
    if (copy) writeCachedFamily(fakeProfile().id, copy.family, copy.storedAt);
    await render;
    expect((await screen.findByTestId('family-places')).textContent).toBe('3 of 5 people');
    expect(screen.getByRole('heading', { name: 'Family emergency plan' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/i)).toBeNull();
  });
});
