import { createHash } from 'node:crypto';
import type { FamilyInvitation } from '@amparo/contract/family/family-models';
import type { GetFamilyResponse } from '@amparo/contract/family/get-family';
import type { PreviewFamilyInvitationResponse } from '@amparo/contract/family/preview-family-invitation';
import type { Profile } from '@amparo/contract/profile/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import { familyInvitations } from '../../platform/db/schema/family.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { createCapturingLogger, createTestConfig } from '../../test/test-app.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  api,
  deliverInvitations,
  type FamilyPerson,
  type FamilyTestApp,
  signUp,
  startFamilyTestApp,
  tokenIn,
  uniqueEmail,
  uniquePhone,
} from './family-test-app.ts';
import { acceptFamilyInvitation } from './invitations-service.ts';

// Invitations (issue 12, point 2): the message in the invitee's language with a single-use link, stored only as
// a hash; acceptance by the invited address only; expiry, reuse and cancellation; and answers that never tell
// whether an address has an account.

const DAY_MS = 24 * 60 * 60_000;

function invitation(address: unknown, extra: Record<string, unknown> = {}) {
  return {
    channel: 'email',
    address,
    invitee_name: 'Ana',
    language: 'es',
    inviter_name: 'Rosa',
    ...extra,
  };
}

describeEachDatabase('family invitations', (getDb) => {
  let family: FamilyTestApp;
  beforeAll(async () => {
    family = await startFamilyTestApp(getDb());
  });
  afterAll(async () => {
    await family?.app.close();
  });

  const holder = () => signUp(family.app, getDb(), { fullProtection: true });

  /** Invites `address`, delivers the message and returns the token read from it, as the invitee would. */
  async function invite(person: FamilyPerson, address: string, extra: Record<string, unknown> = {}) {
    const created = await api(family.app, person)<FamilyInvitation>('POST', '/family/invitations', {
      ...invitation(address),
      ...extra,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await deliverInvitations(getDb(), family.config);
    const [message] = await listOutboxMessages(getDb(), { recipient: created.body.address });
    if (!message) throw new Error('No invitation message in the outbox');
    return { invitation: created.body, message, token: tokenIn(message.body) };
  }

  it('needs a signed-in caller, except for the preview', async () => {
    const anonymous = api(family.app, null);
    expect((await anonymous('GET', '/family')).status).toBe(401);
    expect((await anonymous('POST', '/family/invitations', invitation(uniqueEmail()))).status).toBe(401);
    expect((await anonymous('POST', '/family/invitations/accept', { token: 'a'.repeat(43) })).status).toBe(
      401,
    );
    expect((await anonymous('POST', '/family/leave')).status).toBe(401);
    const preview = await anonymous('POST', '/family/invitations/preview', { token: 'a'.repeat(43) });
    expect(preview).toMatchObject({ status: 404, body: { code: 'invitation_not_found' } });
  });

  it('sends the invitation in the invitee’s language; the link joins the family once', async () => {
    const rosa = await holder();
    const address = uniqueEmail('ana');
    const { invitation: created, message, token } = await invite(rosa, address.toUpperCase());
    expect(created).toMatchObject({
      address,
      channel: 'email',
      status: 'pending',
      expired: false,
      invitee_name: 'Ana',
      language: 'es',
    });
    // The end of the 7th day, counted in Hawaii (family-invitation-expiry.ts): 7 days at least, 8 at most.
    const lasts = new Date(created.expires_at).getTime() - new Date(created.created_at).getTime();
    expect(lasts).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(lasts).toBeLessThanOrEqual(8 * DAY_MS);
    expect(message).toMatchObject({ channel: 'email', locale: 'es', purpose: 'family.invitation' });
    expect(message.subject).toBe('Rosa le invita a su familia en Amparo');
    expect(message.body).toContain(`https://amparo.test/family/join#token=${token}`);
    expect(message.body).toContain('Protección Completa');
    expect(message.body).toContain('Si no esperaba esta invitación');

    // Only the hash is kept; the job that carried the token forgot it once the message was out.
    const [row] = await getDb().select().from(familyInvitations).where(eq(familyInvitations.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const jobRows = await getDb().select().from(jobs);
    expect(JSON.stringify(jobRows)).not.toContain(token);

    const preview = await api(family.app, null)<PreviewFamilyInvitationResponse>(
      'POST',
      '/family/invitations/preview',
      { token },
    );
    expect(preview.body).toEqual({
      inviter_name: 'Rosa',
      invitee_name: 'Ana',
      channel: 'email',
      masked_address: expect.stringMatching(/^a•••\d@example\.org$/),
      language: 'es',
      expires_at: created.expires_at,
      state: 'pending',
    });

    const ana = await signUp(family.app, getDb(), { email: address });
    const accepted = await api(family.app, ana)<GetFamilyResponse>('POST', '/family/invitations/accept', {
      token,
      display_name: 'Ana María',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'member', coverage: 'family', can_create: false });
    expect(accepted.body.family?.members.map((m) => [m.display_name, m.role, m.is_me])).toEqual([
      ['Rosa', 'holder', false],
      ['Ana María', 'member', true],
    ]);
    expect(accepted.body.family?.invitations).toEqual([]);
    // A member sees nobody else's alert settings.
    expect(accepted.body.family?.members[0]).toMatchObject({ alert_on_help: null, alert_phone: null });

    const anaProfile = await api(family.app, ana)<Profile>('GET', '/profile');
    expect(anaProfile.body).toMatchObject({ coverage: 'family', has_access: false });
    const rosaProfile = await api(family.app, rosa)<Profile>('GET', '/profile');
    expect(rosaProfile.body).toMatchObject({ coverage: 'own', dependents_count: 1 });
    const rosaFamily = await api(family.app, rosa)<GetFamilyResponse>('GET', '/family');
    expect(rosaFamily.body).toMatchObject({ role: 'holder', can_create: true, coverage: 'own' });
    expect(rosaFamily.body.family?.places).toEqual({
      total: 5,
      members: 1,
      dependents: 0,
      pending_invitations: 0,
      left: 3,
    });

    const again = await api(family.app, ana)('POST', '/family/invitations/accept', { token });
    expect(again).toMatchObject({ status: 410, body: { code: 'invitation_used' } });
    const usedPreview = await api(family.app, null)<PreviewFamilyInvitationResponse>(
      'POST',
      '/family/invitations/preview',
      { token },
    );
    expect(usedPreview.body.state).toBe('accepted');
  });

  it('texts an invitation by phone, in Arabic, and only the account with that phone accepts it', async () => {
    const rosa = await holder();
    const phone = uniquePhone();
    const { message, token } = await invite(rosa, phone, { channel: 'sms', language: 'ar' });
    expect(message).toMatchObject({ channel: 'sms', recipient: phone, locale: 'ar', subject: null });
    expect(message.body).toContain('عائلة');
    expect(message.body).not.toContain('عائلته');
    expect(message.body.split('\n')).toContain(`https://amparo.test/family/join#token=${token}`);
    expect(message.body).toContain(`https://amparo.test/family/join#token=${token}`);

    const byEmail = await signUp(family.app, getDb());
    const refused = await api(family.app, byEmail)<{ code: string; message: string }>(
      'POST',
      '/family/invitations/accept',
      { token },
    );
    expect(refused).toMatchObject({ status: 403, body: { code: 'invitation_for_someone_else' } });
    expect(refused.body.message).toContain(`+1 ••• ${phone.slice(-4)}`);
    expect(refused.body.message).not.toContain(phone);

    const owner = await signUp(family.app, getDb(), { phone });
    const accepted = await api(family.app, owner)<GetFamilyResponse>('POST', '/family/invitations/accept', {
      token,
    });
    expect(accepted).toMatchObject({ status: 200, body: { role: 'member', coverage: 'family' } });
  });

  it('lets only the invited address accept, and changes nothing for anyone else', async () => {
    const rosa = await holder();
    const address = uniqueEmail('invited');
    const { token } = await invite(rosa, address);
    for (const stranger of [
      await signUp(family.app, getDb()),
      await signUp(family.app, getDb(), { fullProtection: true }),
      rosa,
    ]) {
      const refused = await api(family.app, stranger)<{ code: string; message: string }>(
        'POST',
        '/family/invitations/accept',
        { token },
      );
      expect(refused).toMatchObject({ status: 403, body: { code: 'invitation_for_someone_else' } });
      expect(refused.body.message).not.toContain(address);
    }
    const rosaFamily = await api(family.app, rosa)<GetFamilyResponse>('GET', '/family');
    expect(rosaFamily.body.family?.members).toHaveLength(1);
    expect(rosaFamily.body.family?.invitations.map((i) => i.status)).toEqual(['pending']);
  });

  it('answers the same for an address with an account and one without', async () => {
    const rosa = await holder();
    const existing = await signUp(family.app, getDb());
    const withAccount = await api(family.app, rosa)<FamilyInvitation>(
      'POST',
      '/family/invitations',
      invitation(existing.email as string),
    );
    const withoutAccount = await api(family.app, rosa)<FamilyInvitation>(
      'POST',
      '/family/invitations',
      invitation(uniqueEmail('nobody')),
    );
    const shape = (body: FamilyInvitation) => ({
      ...body,
      id: 'id',
      address: 'address',
      created_at: 'created',
      expires_at: 'expires',
    });
    expect(withAccount.status).toBe(withoutAccount.status);
    expect(shape(withAccount.body)).toEqual(shape(withoutAccount.body));
    await deliverInvitations(getDb(), family.config);
    const tokens = await Promise.all(
      [withAccount.body.address, withoutAccount.body.address].map(async (recipient) => {
        const [message] = await listOutboxMessages(getDb(), { recipient });
        return tokenIn(message?.body ?? '');
      }),
    );
    const previews = await Promise.all(
      tokens.map(async (token) => {
        const preview = await api(family.app, null)<PreviewFamilyInvitationResponse>(
          'POST',
          '/family/invitations/preview',
          { token },
        );
        return { ...preview.body, masked_address: 'masked', expires_at: 'expires' };
      }),
    );
    expect(previews[0]).toEqual(previews[1]);
  });

  it('refuses an expired link (fake clock), and does not send a message for it any more', async () => {
    const rosa = await holder();
    const address = uniqueEmail('late');
    const { token, invitation: created } = await invite(rosa, address);
    const ana = await signUp(family.app, getDb(), { email: address });
    const later = new Date(new Date(created.expires_at).getTime() + 1);
    await expect(
      acceptFamilyInvitation(getDb(), { userId: ana.id, token, now: later }),
    ).rejects.toMatchObject({
      statusCode: 410,
      code: 'invitation_expired',
    });
    // Just before the end it still works.
    const justBefore = new Date(new Date(created.expires_at).getTime() - 1000);
    const joined = await acceptFamilyInvitation(getDb(), { userId: ana.id, token, now: justBefore });
    expect(joined.role).toBe('member');

    // An invitation whose message had not gone out before it expired is never sent.
    const unsent = await api(family.app, rosa)<FamilyInvitation>(
      'POST',
      '/family/invitations',
      invitation(uniqueEmail('never')),
    );
    await deliverInvitations(getDb(), family.config, new Date(Date.now() + 8 * DAY_MS));
    expect(await listOutboxMessages(getDb(), { recipient: unsent.body.address })).toEqual([]);
    expect(JSON.stringify(await getDb().select().from(jobs))).not.toMatch(/"token"/);

    // Through the API with the clock moved: the row's expiry in the past.
    await getDb()
      .update(familyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvitations.id, unsent.body.id));
    const listed = await api(family.app, rosa)<GetFamilyResponse>('GET', '/family');
    expect(listed.body.family?.invitations.find((i) => i.id === unsent.body.id)).toMatchObject({
      expired: true,
    });
    expect(listed.body.family?.places.pending_invitations).toBe(0);
  });

  it('cancels an invitation: its link stops working and its place is free again', async () => {
    const rosa = await holder();
    const address = uniqueEmail('cancelled');
    const { token, invitation: created } = await invite(rosa, address);
    const before = await api(family.app, rosa)<GetFamilyResponse>('GET', '/family');
    expect(before.body.family?.places.left).toBe(3);
    const cancelled = await api(family.app, rosa)<GetFamilyResponse>(
      'DELETE',
      `/family/invitations/${created.id}`,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.family?.invitations).toEqual([]);
    expect(cancelled.body.family?.places.left).toBe(4);
    const ana = await signUp(family.app, getDb(), { email: address });
    expect(await api(family.app, ana)('POST', '/family/invitations/accept', { token })).toMatchObject({
      status: 410,
      body: { code: 'invitation_cancelled' },
    });
    expect((await api(family.app, rosa)('DELETE', `/family/invitations/${created.id}`)).status).toBe(404);
  });

  it('replaces a waiting invitation to the same address, so a "send again" takes no second place', async () => {
    const rosa = await holder();
    const address = uniqueEmail('twice');
    const first = await invite(rosa, address);
    const second = await api(family.app, rosa)<FamilyInvitation>(
      'POST',
      '/family/invitations',
      invitation(address),
    );
    expect(second.status).toBe(201);
    const listed = await api(family.app, rosa)<GetFamilyResponse>('GET', '/family');
    expect(listed.body.family?.invitations.map((i) => i.id)).toEqual([second.body.id]);
    const ana = await signUp(family.app, getDb(), { email: address });
    expect(
      await api(family.app, ana)('POST', '/family/invitations/accept', { token: first.token }),
    ).toMatchObject({ status: 410, body: { code: 'invitation_cancelled' } });
  });

  it('refuses the holder’s own email or phone, and someone already in the family, taking no place', async () => {
    const rosa = await holder();
    const ownEmail = rosa.email ?? '';
    for (const address of [ownEmail, ownEmail.toUpperCase()]) {
      const refused = await api(family.app, rosa)('POST', '/family/invitations', invitation(address));
      expect(refused, address).toMatchObject({ status: 409, body: { code: 'cannot_invite_yourself' } });
    }
    const phone = uniquePhone();
    const byPhone = await signUp(family.app, getDb(), { phone, fullProtection: true });
    for (const address of [phone]) {
      const refused = await api(family.app, byPhone)('POST', '/family/invitations', {
        ...invitation(address),
        channel: 'sms',
      });
      expect(refused, address).toMatchObject({ status: 409, body: { code: 'cannot_invite_yourself' } });
    }

    const address = uniqueEmail('member');
    const { token } = await invite(rosa, address);
    // (Now that the family exists.) The phone the holder gave for family alerts is theirs too.
    const alertPhone = uniquePhone();
    expect((await api(family.app, rosa)('PATCH', '/family/me', { alert_phone: alertPhone })).status).toBe(
      200,
    );
    expect(
      await api(family.app, rosa)('POST', '/family/invitations', {
        ...invitation(alertPhone),
        channel: 'sms',
      }),
    ).toMatchObject({ status: 409, body: { code: 'cannot_invite_yourself' } });

    const ana = await signUp(family.app, getDb(), { email: address });
    expect((await api(family.app, ana)('POST', '/family/invitations/accept', { token })).status).toBe(200);
    // A member's alert phone is theirs: inviting it is inviting someone already in the family.
    const anaPhone = uniquePhone();
    expect((await api(family.app, ana)('PATCH', '/family/me', { alert_phone: anaPhone })).status).toBe(200);
    expect(
      await api(family.app, rosa)('POST', '/family/invitations', { ...invitation(anaPhone), channel: 'sms' }),
    ).toMatchObject({ status: 409, body: { code: 'already_a_member' } });
    const again = await api(family.app, rosa)(
      'POST',
      '/family/invitations',
      invitation(address.toUpperCase()),
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'already_a_member' } });

    // Nothing was added: no waiting invitation, no message, the places as before.
    const rosaFamily = await api(family.app, rosa)<GetFamilyResponse>('GET', '/family');
    expect(rosaFamily.body.family?.invitations).toEqual([]);
    expect(rosaFamily.body.family?.places).toMatchObject({ members: 1, pending_invitations: 0, left: 3 });
    await deliverInvitations(getDb(), family.config);
    expect(await listOutboxMessages(getDb(), { recipient: ownEmail })).toEqual([]);
    const phoneFamily = await api(family.app, byPhone)<GetFamilyResponse>('GET', '/family');
    expect(phoneFamily.body.family ?? null).toBeNull();

    // Another family's member, or another account, is invited as anyone else: nothing is told about them.
    const other = await holder();
    const toAna = await api(family.app, other)('POST', '/family/invitations', invitation(address));
    expect(toAna.status).toBe(201);
    const toRosa = await api(family.app, other)('POST', '/family/invitations', invitation(ownEmail));
    expect(toRosa.status).toBe(201);
  });

  it('needs a plan of one’s own to invite: Basic and covered members cannot', async () => {
    const basic = await signUp(family.app, getDb());
    expect(
      await api(family.app, basic)('POST', '/family/invitations', invitation(uniqueEmail())),
    ).toMatchObject({ status: 403, body: { code: 'plan_required' } });
    expect((await api(family.app, basic)<GetFamilyResponse>('GET', '/family')).body).toEqual({
      role: null,
      can_create: false,
      coverage: 'none',
      family: null,
    });

    const rosa = await holder();
    const address = uniqueEmail('member');
    const { token } = await invite(rosa, address);
    const ana = await signUp(family.app, getDb(), { email: address });
    await api(family.app, ana)('POST', '/family/invitations/accept', { token });
    expect(
      await api(family.app, ana)('POST', '/family/invitations', invitation(uniqueEmail())),
    ).toMatchObject({ status: 403, body: { code: 'plan_required' } });
    // A member who also pays is still a member of that family: they leave it first.
    await getDb().update(profiles).set({ hasAccess: true }).where(eq(profiles.id, ana.id));
    expect(
      await api(family.app, ana)('POST', '/family/invitations', invitation(uniqueEmail())),
    ).toMatchObject({ status: 409, body: { code: 'already_in_family' } });
    expect((await api(family.app, ana)<GetFamilyResponse>('GET', '/family')).body).toMatchObject({
      role: 'member',
      coverage: 'own',
      can_create: false,
    });
  });

  it('refuses a fifth person besides the holder, waiting invitations included', async () => {
    const rosa = await holder();
    for (let n = 0; n < 4; n += 1) {
      const created = await api(family.app, rosa)('POST', '/family/invitations', invitation(uniqueEmail()));
      expect(created.status).toBe(201);
    }
    expect(
      await api(family.app, rosa)('POST', '/family/invitations', invitation(uniqueEmail())),
    ).toMatchObject({ status: 409, body: { code: 'family_full' } });
  });

  it('lets a holder whose family is empty join another one; not one with people or invitations in it', async () => {
    const rosa = await holder();
    const emptyHolder = await signUp(family.app, getDb(), { fullProtection: true });
    const busyHolder = await signUp(family.app, getDb(), { fullProtection: true });
    // emptyHolder's family: one invitation, since cancelled. busyHolder's: one waiting.
    const cancelledOwn = await api(family.app, emptyHolder)<FamilyInvitation>(
      'POST',
      '/family/invitations',
      invitation(uniqueEmail()),
    );
    await api(family.app, emptyHolder)('DELETE', `/family/invitations/${cancelledOwn.body.id}`);
    await api(family.app, busyHolder)('POST', '/family/invitations', invitation(uniqueEmail()));

    const toEmpty = await invite(rosa, emptyHolder.email as string);
    const toBusy = await invite(rosa, busyHolder.email as string);
    expect(
      await api(family.app, busyHolder)('POST', '/family/invitations/accept', { token: toBusy.token }),
    ).toMatchObject({ status: 409, body: { code: 'already_in_family' } });
    const joined = await api(family.app, emptyHolder)<GetFamilyResponse>(
      'POST',
      '/family/invitations/accept',
      {
        token: toEmpty.token,
      },
    );
    expect(joined).toMatchObject({ status: 200, body: { role: 'member', coverage: 'own' } });
    expect(joined.body.family?.holder.user_id).toBe(rosa.id);
  });

  it('refuses someone already in another family', async () => {
    const rosa = await holder();
    const other = await holder();
    const address = uniqueEmail('taken');
    const first = await invite(rosa, address);
    const second = await invite(other, address);
    const ana = await signUp(family.app, getDb(), { email: address });
    expect(
      (await api(family.app, ana)('POST', '/family/invitations/accept', { token: first.token })).status,
    ).toBe(200);
    expect(
      await api(family.app, ana)('POST', '/family/invitations/accept', { token: second.token }),
    ).toMatchObject({ status: 409, body: { code: 'already_in_family' } });
    const otherFamily = await api(family.app, other)<GetFamilyResponse>('GET', '/family');
    expect(otherFamily.body.family?.members).toHaveLength(1);
  });

  it('answers 403 not_eligible to an ineligible profile', async () => {
    const rosa = await holder();
    const address = uniqueEmail('ineligible');
    const { token } = await invite(rosa, address);
    const ineligible = await signUp(family.app, getDb(), { email: address, eligible: false });
    expect(await api(family.app, ineligible)('POST', '/family/invitations/accept', { token })).toMatchObject({
      status: 403,
      body: { code: 'not_eligible' },
    });
  });

  it('refuses bad input with 400, never 500', async () => {
    const rosa = await holder();
    const call = api(family.app, rosa);
    const bad: Array<[string, string, unknown]> = [
      ['POST', '/family/invitations', invitation('not-an-email')],
      ['POST', '/family/invitations', invitation(uniqueEmail(), { invitee_name: 'A\u0000na' })],
      ['POST', '/family/invitations', invitation(uniqueEmail(), { invitee_name: 'x'.repeat(10_000) })],
      ['POST', '/family/invitations', invitation(uniqueEmail(), { invitee_name: '' })],
      ['POST', '/family/invitations', invitation(uniqueEmail(), { language: 'de' })],
      ['POST', '/family/invitations', invitation(uniqueEmail(), { channel: 'pigeon' })],
      ['POST', '/family/invitations', invitation('😀@example.org')],
      ['POST', '/family/invitations', { ...invitation('2025550123'), channel: 'sms' }],
      ['POST', '/family/invitations', { ...invitation('+10000000000'), channel: 'sms' }],
      ['POST', '/family/invitations', invitation(42)],
      ['POST', '/family/invitations/accept', { token: '😀'.repeat(43) }],
      ['POST', '/family/invitations/accept', { token: 'a'.repeat(42) }],
      ['POST', '/family/invitations/accept', { token: 43 }],
      ['POST', '/family/invitations/accept', { token: 'a'.repeat(43), display_name: '\u0000' }],
      ['POST', '/family/invitations/preview', { token: `${'a'.repeat(42)}\u0000` }],
      ['PATCH', '/family/me', { alert_on_help: 'yes' }],
      ['PATCH', '/family/me', { alert_phone: '12345' }],
      ['PATCH', '/family/me', { display_name: 'x'.repeat(81) }],
      ['PATCH', '/family/me', { unknown: true }],
      ['DELETE', '/family/invitations/not-a-uuid', undefined],
      ['DELETE', '/family/members/😀', undefined],
    ];
    for (const [method, path, payload] of bad) {
      const response = await call(method as 'POST', path, payload);
      expect({ path, payload, status: response.status }).toEqual({ path, payload, status: 400 });
    }
  });

  it('limits invitations to 20 a day per holder', async () => {
    const rosa = await holder();
    const address = uniqueEmail('again');
    for (let n = 0; n < 20; n += 1) {
      expect((await api(family.app, rosa)('POST', '/family/invitations', invitation(address))).status).toBe(
        201,
      );
    }
    expect(await api(family.app, rosa)('POST', '/family/invitations', invitation(address))).toMatchObject({
      status: 429,
      body: { code: 'rate_limited' },
    });
  });
});

describeEachDatabase('family invitation guessing', (getDb) => {
  let family: FamilyTestApp;
  beforeAll(async () => {
    family = await startFamilyTestApp(getDb());
  });
  afterAll(async () => {
    await family?.app.close();
  });

  it('limits previews per network address and acceptances per person', async () => {
    const ip = uniqueTestAddress();
    const preview = () =>
      family.app.inject({
        method: 'POST',
        url: '/api/v1/family/invitations/preview',
        headers: { 'x-forwarded-for': ip },
        payload: { token: 'b'.repeat(43) },
      });
    for (let n = 0; n < 30; n += 1) expect((await preview()).statusCode).toBe(404);
    const limited = await preview();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });

    const guesser = await signUp(family.app, getDb());
    const accept = () =>
      api(family.app, guesser)('POST', '/family/invitations/accept', { token: 'c'.repeat(43) });
    for (let n = 0; n < 10; n += 1) expect((await accept()).status).toBe(404);
    expect(await accept()).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });
});

describeEachDatabase('family invitation tokens in the logs', (getDb) => {
  it('never writes the token or the address to the log', async () => {
    const capture = createCapturingLogger('debug');
    const config = createTestConfig({ trustProxy: true, publicUrl: 'https://amparo.test' });
    const app = await buildApp({ config, db: getDb(), jobWorker: false, logger: capture.logger });
    try {
      const rosa = await signUp(app, getDb(), { fullProtection: true });
      const address = uniqueEmail('quiet');
      const created = await api(app, rosa)<FamilyInvitation>(
        'POST',
        '/family/invitations',
        invitation(address),
      );
      expect(created.status).toBe(201);
      await deliverInvitations(getDb(), config);
      const [message] = await listOutboxMessages(getDb(), { recipient: address });
      const token = tokenIn(message?.body ?? '');
      const ana = await signUp(app, getDb(), { email: address });
      await app.inject({
        method: 'POST',
        url: '/api/v1/family/invitations/preview',
        headers: { 'x-forwarded-for': uniqueTestAddress() },
        payload: { token },
      });
      expect((await api(app, ana)('POST', '/family/invitations/accept', { token })).status).toBe(200);
      expect(capture.raw()).not.toContain(token);
      expect(capture.raw()).not.toContain(address);
    } finally {
      await app.close();
    }
  });
});
