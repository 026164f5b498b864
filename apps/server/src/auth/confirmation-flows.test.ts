import type { Session } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../platform/mail/outbox-store.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import {
  type AuthTestServer,
  codeIn,
  startAuthTestServer,
  uniqueEmail,
  uniquePhone,
  verifyLinkIn,
} from './auth-test-server.ts';

// AUTH_AUTOCONFIRM=off: sign-ups wait for the emailed or texted code, which the tests read from the outbox the
// way a person reads their messages. A movable clock drives the reuse and reauthentication windows.

const PASSWORD = 'violet tundra compass';

describeEachDatabase('auth with confirmation by code', (getDb) => {
  let server: AuthTestServer;
  let now = Date.now();
  const clock = () => new Date(now);
  const later = (seconds: number) => {
    now += seconds * 1000;
  };

  beforeAll(async () => {
    server = await startAuthTestServer(getDb(), { authAutoconfirm: false }, { clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs up by email, waits for the code, and signs in only once confirmed', async () => {
    const email = uniqueEmail();
    const client = server.client();
    const { data, error } = await client.signUp({
      email,
      password: PASSWORD,
      options: { data: { locale: 'ht' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const message = await server.waitForMessage(email, { purpose: 'auth.signup' });
    expect(message.locale).toBe('ht');
    expect(message.subject).toBe('Konfime kont Amparo ou');
    const wrong = await client.verifyOtp({
      email,
      token: codeIn(message) === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await client.verifyOtp({ email, token: codeIn(message), type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const again = await client.verifyOtp({ email, token: codeIn(message), type: 'signup' });
    expect(again.error).toMatchObject({ code: 'otp_expired' });
    expect((await server.client().signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('confirms an email through the link, redirecting with the session in the fragment', async () => {
    const email = uniqueEmail();
    await server.client().signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.config.publicUrl}/dashboard` },
    });
    const link = verifyLinkIn(await server.waitForMessage(email, { purpose: 'auth.signup' }), server.url);
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${server.config.publicUrl}/dashboard`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('refresh_token')).toBeTruthy();
    const user = await server.client().getUser(fragment.get('access_token') ?? '');
    expect(user.data.user?.email).toBe(email);

    const reused = await fetch(link, { redirect: 'manual' });
    const failure = new URLSearchParams(new URL(reused.headers.get('location') ?? '').hash.slice(1));
    expect(failure.get('error_code')).toBe('otp_expired');
    expect(failure.get('access_token')).toBeNull();
  });

  it('answers a sign-up for a confirmed address with a look-alike user and tells the owner', async () => {
    const email = uniqueEmail();
    const first = await server.client().signUp({ email, password: PASSWORD });
    await server.client().verifyOtp({
      email,
      token: codeIn(await server.waitForMessage(email, { purpose: 'auth.signup' })),
      type: 'signup',
    });
    later(61);

    const since = new Date(now - 1000);
    const second = await server.client().signUp({ email, password: 'another calm phrase' });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.identities).toEqual([]);
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    const notice = await server.waitForMessage(email, { purpose: 'auth.notice.signupAttempt' });
    expect(notice.createdAt.getTime()).toBeGreaterThan(since.getTime() - 60_000);
    expect((await server.client().signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect(
      (await server.client().signInWithPassword({ email, password: 'another calm phrase' })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('signs up by phone with the texted code, then signs in by phone', async () => {
    const phone = uniquePhone();
    const client = server.client();
    const { data } = await client.signUp({ phone, password: PASSWORD, options: { data: { locale: 'ar' } } });
    expect(data.session).toBeNull();
    const sms = await server.waitForMessage(phone, { purpose: 'auth.signup' });
    expect(sms.channel).toBe('sms');
    expect(sms.body).toContain('Amparo');
    expect(sms.body).toContain('رمز التأكيد');
    expect((await server.client().signInWithPassword({ phone, password: PASSWORD })).error).toMatchObject({
      code: 'phone_not_confirmed',
    });
    const verified = await client.verifyOtp({ phone, token: codeIn(sms), type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone_confirmed_at).toBeTruthy();
    expect((await server.client().signInWithPassword({ phone, password: PASSWORD })).error).toBeNull();
  });

  it('limits resending to one a minute per address', async () => {
    const phone = uniquePhone();
    await server.client().signUp({ phone, password: PASSWORD });
    const tooSoon = await server.client().resend({ phone, type: 'sms' });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    later(61);
    expect((await server.client().resend({ phone, type: 'sms' })).error).toBeNull();
    let messages = await listOutboxMessages(getDb(), { recipient: phone, purpose: 'auth.signup' });
    for (let wait = 0; messages.length < 2 && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      messages = await listOutboxMessages(getDb(), { recipient: phone, purpose: 'auth.signup' });
    }
    const [newest, previous] = messages.map(codeIn);
    expect(messages).toHaveLength(2);
    // Only the newest code works (the two are equal one time in a million).
    if (previous !== newest) {
      expect(
        (await server.client().verifyOtp({ phone, token: previous ?? '', type: 'sms' })).error,
      ).toMatchObject({
        code: 'otp_expired',
      });
    }
    expect((await server.client().verifyOtp({ phone, token: newest ?? '', type: 'sms' })).error).toBeNull();
  });

  it('kills a code after five wrong attempts', async () => {
    const phone = uniquePhone();
    await server.client().signUp({ phone, password: PASSWORD });
    const right = codeIn(await server.waitForMessage(phone, { purpose: 'auth.signup' }));
    const wrong = right === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await server.client().verifyOtp({ phone, token: wrong, type: 'sms' })).error).toMatchObject({
        code: 'otp_expired',
      });
    }
    expect((await server.client().verifyOtp({ phone, token: right, type: 'sms' })).error).toMatchObject({
      code: 'otp_expired',
    });
  });

  it('lets a code expire after 10 minutes', async () => {
    const phone = uniquePhone();
    await server.client().signUp({ phone, password: PASSWORD });
    const code = codeIn(await server.waitForMessage(phone, { purpose: 'auth.signup' }));
    later(10 * 60 + 1);
    expect((await server.client().verifyOtp({ phone, token: code, type: 'sms' })).error).toMatchObject({
      code: 'otp_expired',
    });
  });

  describe('recovery', () => {
    async function confirmedAccount(): Promise<string> {
      const email = uniqueEmail('forgetful');
      await server.client().signUp({ email, password: PASSWORD, options: { data: { locale: 'pt' } } });
      const code = codeIn(await server.waitForMessage(email, { purpose: 'auth.signup' }));
      await server.client().verifyOtp({ email, token: code, type: 'signup' });
      later(61);
      return email;
    }

    it('resets a forgotten password through the emailed link, as the web app does', async () => {
      const email = await confirmedAccount();
      const browser = server.client();
      const asked = await browser.resetPasswordForEmail(email, {
        redirectTo: `${server.config.publicUrl}/auth?mode=reset`,
      });
      expect(asked.error).toBeNull();
      const message = await server.waitForMessage(email, { purpose: 'auth.recovery' });
      expect(message.subject).toBe('Redefina sua senha da Amparo');

      const response = await fetch(verifyLinkIn(message, server.url), { redirect: 'manual' });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.pathname}${location.search}`).toBe('/auth?mode=reset');
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('type')).toBe('recovery');

      const { error } = await browser.setSession({
        access_token: fragment.get('access_token') ?? '',
        refresh_token: fragment.get('refresh_token') ?? '',
      });
      expect(error).toBeNull();
      expect((await browser.updateUser({ password: 'amber lighthouse meadow' })).error).toBeNull();
      expect((await server.client().signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
        code: 'invalid_credentials',
      });
      expect(
        (await server.client().signInWithPassword({ email, password: 'amber lighthouse meadow' })).error,
      ).toBeNull();
    });

    it('resets with the emailed code too, and the client announces PASSWORD_RECOVERY', async () => {
      const email = await confirmedAccount();
      const browser = server.client();
      const events: string[] = [];
      browser.onAuthStateChange((event) => {
        events.push(event);
      });
      await browser.resetPasswordForEmail(email);
      const code = codeIn(await server.waitForMessage(email, { purpose: 'auth.recovery' }));
      const { error } = await browser.verifyOtp({ email, token: code, type: 'recovery' });
      expect(error).toBeNull();
      expect(events).toContain('PASSWORD_RECOVERY');
      expect((await browser.updateUser({ password: 'amber lighthouse meadow' })).error).toBeNull();
    });

    it('never redirects a recovery link to another site', async () => {
      const email = await confirmedAccount();
      await server.client().resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
      const link = verifyLinkIn(await server.waitForMessage(email, { purpose: 'auth.recovery' }), server.url);
      const location = (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '';
      expect(location.startsWith(`${server.config.publicUrl}/auth?mode=reset#`)).toBe(true);
    });
  });

  describe('sessions over time', () => {
    it('returns the session for a replay within 10 seconds, and ends it for a replay after', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const code = codeIn(await server.waitForMessage(email, { purpose: 'auth.signup' }));
      const first = server.client();
      const verified = await first.verifyOtp({ email, token: code, type: 'signup' });
      const original = verified.data.session as Session;

      const rotated = await first.refreshSession();
      expect(rotated.error).toBeNull();
      // Another tab still holding the old token, within the window: it gets a working session.
      const otherTab = server.client();
      later(5);
      const replay = await otherTab.refreshSession({ refresh_token: original.refresh_token } as Session);
      expect(replay.error).toBeNull();
      expect(replay.data.session?.refresh_token).not.toBe(original.refresh_token);

      later(30);
      const thief = server.client();
      const stolen = await thief.refreshSession({ refresh_token: original.refresh_token } as Session);
      expect(stolen.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
      // The whole session has ended, for the real owner too.
      expect((await first.getUser()).data.user).toBeNull();
      expect((await first.refreshSession()).error).not.toBeNull();
    });

    it('asks for reauthentication to change the password once the sign-in is old, and takes the emailed nonce', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const client = server.client();
      await client.verifyOtp({
        email,
        token: codeIn(await server.waitForMessage(email, { purpose: 'auth.signup' })),
        type: 'signup',
      });
      later(11 * 60);
      await client.refreshSession();

      const refused = await client.updateUser({ password: 'amber lighthouse meadow' });
      expect(refused.error).toMatchObject({ status: 422, code: 'reauthentication_needed' });
      const badNonce = await client.updateUser({ password: 'amber lighthouse meadow', nonce: '000000' });
      expect(badNonce.error).toMatchObject({ status: 422 });

      expect((await client.reauthenticate()).error).toBeNull();
      const nonce = codeIn(await server.waitForMessage(email, { purpose: 'auth.reauthentication' }));
      const accepted = await client.updateUser({ password: 'amber lighthouse meadow', nonce });
      expect(accepted.error).toBeNull();
    });

    it('changes the email only after the code sent to the new address, and tells the old one', async () => {
      const email = uniqueEmail('old');
      const newEmail = uniqueEmail('new');
      await server.client().signUp({ email, password: PASSWORD });
      const client = server.client();
      await client.verifyOtp({
        email,
        token: codeIn(await server.waitForMessage(email, { purpose: 'auth.signup' })),
        type: 'signup',
      });
      const { data, error } = await client.updateUser({ email: newEmail });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.new_email).toBe(newEmail);
      const notice = await server.waitForMessage(email, { purpose: 'auth.notice.emailChangeRequested' });
      expect(notice.body).not.toContain(newEmail);

      const code = codeIn(await server.waitForMessage(newEmail, { purpose: 'auth.email_change' }));
      const verified = await client.verifyOtp({ email: newEmail, token: code, type: 'email_change' });
      expect(verified.error).toBeNull();
      expect(verified.data.user?.email).toBe(newEmail);
      expect(
        (await server.client().signInWithPassword({ email: newEmail, password: PASSWORD })).error,
      ).toBeNull();
    });
  });

  it('changes the phone number only with the code texted to the new number', async () => {
    const phone = uniquePhone();
    const newPhone = uniquePhone();
    const client = server.client();
    await client.signUp({ phone, password: PASSWORD });
    await client.verifyOtp({
      phone,
      token: codeIn(await server.waitForMessage(phone, { purpose: 'auth.signup' })),
      type: 'sms',
    });
    const { data, error } = await client.updateUser({ phone: newPhone });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect(data.user?.new_phone).toBe(newPhone.slice(1));
    const notice = await server.waitForMessage(phone, { purpose: 'auth.notice.phoneChangeRequested' });
    expect(notice.body).toContain(newPhone.slice(-4));
    expect(notice.body).not.toContain(newPhone);
    const code = codeIn(await server.waitForMessage(newPhone, { purpose: 'auth.phone_change' }));
    const verified = await client.verifyOtp({ phone: newPhone, token: code, type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone).toBe(newPhone.slice(1));
    expect(
      (await server.client().signInWithPassword({ phone: newPhone, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('signs in with a texted code (the way back into a phone account that lost its password)', async () => {
    const phone = uniquePhone();
    const client = server.client();
    await client.signUp({ phone, password: PASSWORD });
    await client.verifyOtp({
      phone,
      token: codeIn(await server.waitForMessage(phone, { purpose: 'auth.signup' })),
      type: 'sms',
    });
    expect(
      (await server.client().signInWithOtp({ phone, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const code = codeIn(await server.waitForMessage(phone, { purpose: 'auth.signin' }));
    const browser = server.client();
    const { data, error } = await browser.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect((await browser.updateUser({ password: 'amber lighthouse meadow' })).error).toBeNull();
  });

  it('reports confirmation as required in its settings', async () => {
    const settings = await (await fetch(`${server.url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: false, phone_autoconfirm: false });
  });
});
