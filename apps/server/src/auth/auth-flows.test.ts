import { AuthApiError, AuthWeakPasswordError, isAuthSessionMissingError } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../platform/db/schema/auth.ts';
import { profiles } from '../platform/db/schema/profiles.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import {
  type AuthTestServer,
  startAuthTestServer,
  uniqueEmail,
  uniquePhone,
  uniqueTestAddress,
} from './auth-test-server.ts';
import { createPasswordHasher, TEST_PASSWORD_HASH_COST } from './password-hash.ts';
import { listSessions, revokeSession } from './sessions.ts';

// The embedded default: nothing can be delivered, so sign-ups are confirmed at once. Every flow goes through
// the official @supabase/auth-js client, as the web app does.

const PASSWORD = 'violet tundra compass';

async function call(
  server: AuthTestServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': uniqueTestAddress(),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

describeEachDatabase('auth with confirmation at once', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('sign-up', () => {
    it('gives a session at once and creates the profile with the defaults, ignoring access fields', async () => {
      const client = server.client();
      const email = uniqueEmail('ana');
      const { data, error } = await client.signUp({
        email,
        password: PASSWORD,
        options: {
          data: {
            locale: 'es',
            entry_method: 'student_work_visa',
            current_status: 'active_visa',
            legal_consent_accepted: true,
            has_access: true,
            payment_tier: 'family',
            payment_amount: 1,
            dependents_count: 4,
          },
        },
      });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user?.email).toBe(email);
      expect(data.user?.user_metadata).toEqual({
        locale: 'es',
        entry_method: 'student_work_visa',
        current_status: 'active_visa',
        legal_consent_accepted: true,
      });
      const [profile] = await getDb()
        .select()
        .from(profiles)
        .where(eq(profiles.id, data.user?.id ?? ''));
      expect(profile).toMatchObject({
        email,
        entryMethod: 'student_work_visa',
        currentStatus: 'active_visa',
        hasAccess: false,
        isEligible: true,
        paymentTier: 'individual',
        paymentAmount: 10000,
        dependentsCount: 0,
        legalConsentAccepted: true,
      });
      expect(profile?.legalConsentAcceptedAt).toBeInstanceOf(Date);
    });

    it('marks entry without inspection as not eligible', async () => {
      const { data } = await server.client().signUp({
        email: uniqueEmail(),
        password: PASSWORD,
        options: { data: { entry_method: 'entered_without_inspection' } },
      });
      const [profile] = await getDb()
        .select()
        .from(profiles)
        .where(eq(profiles.id, data.user?.id ?? ''));
      expect(profile).toMatchObject({
        isEligible: false,
        legalConsentAccepted: false,
        legalConsentAcceptedAt: null,
      });
    });

    it('refuses an address that is already registered with user_already_exists', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const { error } = await server
        .client()
        .signUp({ email: email.toUpperCase(), password: 'another fine phrase' });
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
    });

    it('gives each weak password its reasons', async () => {
      const cases: [string, string][] = [
        ['short1', 'length'],
        ['password123', 'pwned'],
        ['Summer2024!', 'characters'],
      ];
      for (const [password, reason] of cases) {
        const { error } = await server.client().signUp({ email: uniqueEmail(), password });
        expect(error).toBeInstanceOf(AuthWeakPasswordError);
        expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: [reason] });
      }
    });

    it('answers a missing password with validation_failed in the versioned shape', async () => {
      const response = await call(server, 'POST', '/signup', { email: uniqueEmail() });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'validation_failed',
        message: 'You must provide either an email or phone number and a password',
      });
      expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    });

    it('refuses an invalid email and an invalid phone number, never with a 5xx', async () => {
      expect(
        (await call(server, 'POST', '/signup', { email: 'not-an-email', password: PASSWORD })).body,
      ).toMatchObject({
        code: 'email_address_invalid',
      });
      expect(
        (await call(server, 'POST', '/signup', { phone: '+1555', password: PASSWORD })).body,
      ).toMatchObject({
        code: 'validation_failed',
      });
      const broken = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ code: 'bad_json' });
    });
  });

  describe('sign-in', () => {
    it('signs in by email and by phone', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const byEmail = await server.client().signInWithPassword({ email, password: PASSWORD });
      expect(byEmail.error).toBeNull();
      expect(byEmail.data.session?.expires_in).toBe(3600);

      const phone = uniquePhone();
      const signUp = await server.client().signUp({ phone, password: PASSWORD });
      expect(signUp.error).toBeNull();
      expect(signUp.data.user?.phone).toBe(phone.slice(1));
      const byPhone = await server.client().signInWithPassword({ phone, password: PASSWORD });
      expect(byPhone.error).toBeNull();
      expect(byPhone.data.user?.id).toBe(signUp.data.user?.id);
    });

    it('answers a wrong password and an unknown account identically', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const wrong = await call(server, 'POST', '/token?grant_type=password', {
        email,
        password: 'wrong horse battery',
      });
      const unknown = await call(server, 'POST', '/token?grant_type=password', {
        email: uniqueEmail('nobody'),
        password: 'wrong horse battery',
      });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    });

    it('tells a client when a password that still works is no longer strong enough', async () => {
      const email = uniqueEmail();
      const { data: created } = await server.client().signUp({ email, password: PASSWORD });
      // As if the password had been set before it appeared on the breached list.
      const oldHash = await createPasswordHasher(TEST_PASSWORD_HASH_COST).hash('iloveyou2');
      await getDb()
        .update(authUsers)
        .set({ passwordHash: oldHash })
        .where(eq(authUsers.id, created.user?.id ?? ''));
      const { data, error } = await server.client().signInWithPassword({ email, password: 'iloveyou2' });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
      expect(data.weakPassword).toMatchObject({ reasons: ['pwned'] });
      const strong = await server
        .client()
        .signInWithPassword({ email: 'demo@amparo.app', password: 'AmparoDemo-2026!' });
      expect(strong.data).not.toHaveProperty('weakPassword');
    });

    it('publishes the signing key so the client can verify its claims', async () => {
      const client = server.client();
      await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const { data, error } = await client.getClaims();
      expect(error).toBeNull();
      expect(data?.claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', aal: 'aal1' });
      expect(data?.header.alg).toBe('ES256');
    });
  });

  describe('sessions', () => {
    it('rotates the refresh token on every refresh', async () => {
      const client = server.client();
      const { data } = await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const first = data.session?.refresh_token;
      const refreshed = await client.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.refresh_token).toBeTruthy();
      expect(refreshed.data.session?.refresh_token).not.toBe(first);
      const again = await client.refreshSession();
      expect(again.data.session?.refresh_token).not.toBe(refreshed.data.session?.refresh_token);
    });

    it('answers an unknown refresh token with refresh_token_not_found, not a 5xx', async () => {
      const response = await call(server, 'POST', '/token?grant_type=refresh_token', {
        refresh_token: 'made-up',
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'refresh_token_not_found' });
    });

    it('signs out everywhere: the other browser loses its session at once', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const phone = server.client();
      const laptop = server.client();
      await phone.signInWithPassword({ email, password: PASSWORD });
      await laptop.signInWithPassword({ email, password: PASSWORD });
      const { data: laptopSession } = await laptop.getSession();

      expect((await phone.signOut()).error).toBeNull();
      const { data, error } = await laptop.getUser();
      expect(data.user).toBeNull();
      expect(isAuthSessionMissingError(error)).toBe(true);
      const refresh = await call(server, 'POST', '/token?grant_type=refresh_token', {
        refresh_token: laptopSession.session?.refresh_token,
      });
      expect(refresh.status).toBe(400);
    });

    it('signs out only this device with scope local, and only the others with scope others', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const [first, second, third] = [server.client(), server.client(), server.client()];
      for (const client of [first, second, third])
        await client.signInWithPassword({ email, password: PASSWORD });

      await first.signOut({ scope: 'local' });
      expect((await second.getUser()).data.user?.email).toBe(email);
      await second.signOut({ scope: 'others' });
      expect((await second.getUser()).data.user?.email).toBe(email);
      expect((await third.getUser()).data.user).toBeNull();
    });

    it('lists the sessions of a user with their device, network and last-seen time, and ends one', async () => {
      const email = uniqueEmail();
      await server.client().signUp({ email, password: PASSWORD });
      const android =
        'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
      const signIn = await call(
        server,
        'POST',
        '/token?grant_type=password',
        { email, password: PASSWORD },
        {
          'user-agent': android,
          'x-forwarded-for': '203.0.113.77',
        },
      );
      const userId = signIn.body.user.id as string;
      const before = await listSessions(getDb(), userId);
      const phoneSession = before.find((session) => session.device === 'Chrome on Android');
      expect(phoneSession).toMatchObject({ ipNetwork: '203.0.113.0/24', aal: 'aal1' });
      expect(JSON.stringify(before)).not.toContain('203.0.113.77');
      expect(before).toHaveLength(2);

      await new Promise((resolve) => setTimeout(resolve, 20));
      await call(server, 'POST', '/token?grant_type=refresh_token', {
        refresh_token: signIn.body.refresh_token,
      });
      const after = await listSessions(getDb(), userId);
      const refreshed = after.find((session) => session.id === phoneSession?.id);
      expect(refreshed?.lastSeenAt.getTime()).toBeGreaterThan(phoneSession?.lastSeenAt.getTime() ?? 0);
      expect(after[0]?.id).toBe(phoneSession?.id);

      expect(await revokeSession(getDb(), userId, phoneSession?.id ?? '')).toBe(true);
      const revoked = await call(server, 'GET', '/user', undefined, {
        authorization: `Bearer ${signIn.body.access_token}`,
      });
      expect(revoked.body).toMatchObject({ code: 'session_not_found' });
      expect(await revokeSession(getDb(), '00000000-0000-4000-8000-000000000000', after[1]?.id ?? '')).toBe(
        false,
      );
    });

    it('refuses an unknown logout scope with validation_failed', async () => {
      const client = server.client();
      const { data } = await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const response = await call(server, 'POST', '/logout?scope=everyone', undefined, {
        authorization: `Bearer ${data.session?.access_token}`,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed' });
    });

    it('answers a missing or forged bearer with the protocol codes', async () => {
      expect((await call(server, 'GET', '/user')).body).toMatchObject({ code: 'no_authorization' });
      expect((await call(server, 'GET', '/user')).status).toBe(401);
      const forged = await call(server, 'GET', '/user', undefined, { authorization: 'Bearer a.b.c' });
      expect(forged.status).toBe(403);
      expect(forged.body).toMatchObject({ code: 'bad_jwt' });
      // The protocol's wording: GoTrue's bad_jwt messages start "invalid JWT".
      expect(forged.body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    });
  });

  describe('update user', () => {
    it('merges metadata, drops access fields and removes keys set to null', async () => {
      const client = server.client();
      await client.signUp({
        email: uniqueEmail(),
        password: PASSWORD,
        options: { data: { locale: 'fr', nickname: 'Mimi' } },
      });
      const { data, error } = await client.updateUser({
        data: { locale: 'ar', nickname: null, has_access: true },
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ locale: 'ar' });
    });

    it('refuses app_metadata with not_admin', async () => {
      const client = server.client();
      const { data } = await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const response = await call(
        server,
        'PUT',
        '/user',
        { app_metadata: { role: 'owner' } },
        {
          authorization: `Bearer ${data.session?.access_token}`,
        },
      );
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'not_admin' });
    });

    it('changes the password right after sign-in, ends the other sessions and notifies the owner', async () => {
      const email = uniqueEmail();
      const here = server.client();
      const elsewhere = server.client();
      await here.signUp({ email, password: PASSWORD });
      await elsewhere.signInWithPassword({ email, password: PASSWORD });
      const since = new Date(Date.now() - 1000);

      const same = await here.updateUser({ password: PASSWORD });
      expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
      const weak = await here.updateUser({ password: 'password1' });
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);

      const { error } = await here.updateUser({ password: 'amber lighthouse meadow' });
      expect(error).toBeNull();
      expect((await here.getUser()).data.user?.email).toBe(email);
      expect((await elsewhere.getUser()).data.user).toBeNull();
      expect((await server.client().signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
        code: 'invalid_credentials',
      });
      expect(
        (await server.client().signInWithPassword({ email, password: 'amber lighthouse meadow' })).error,
      ).toBeNull();
      const notice = await server.waitForMessage(email, { since, purpose: 'auth.notice.passwordChanged' });
      expect(notice.subject).toBe('Your Amparo password was changed');
    });

    it('changes the email at once where nothing can be delivered, and tells the old address', async () => {
      const email = uniqueEmail('before');
      const newEmail = uniqueEmail('after');
      const client = server.client();
      await client.signUp({ email, password: PASSWORD });
      const { data, error } = await client.updateUser({ email: newEmail });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(newEmail);
      expect(
        (await server.client().signInWithPassword({ email: newEmail, password: PASSWORD })).error,
      ).toBeNull();
      const notice = await server.waitForMessage(email, { purpose: 'auth.notice.emailChangeRequested' });
      expect(notice.body).toContain('a•••');
      const [profile] = await getDb()
        .select()
        .from(profiles)
        .where(eq(profiles.id, data.user?.id ?? ''));
      expect(profile?.email).toBe(newEmail);
    });

    it('refuses an email that belongs to another account', async () => {
      const taken = uniqueEmail('taken');
      await server.client().signUp({ email: taken, password: PASSWORD });
      const client = server.client();
      await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      expect((await client.updateUser({ email: taken })).error).toMatchObject({
        status: 422,
        code: 'email_exists',
      });
    });

    it('keeps the demo accounts shared: their password cannot be changed', async () => {
      const client = server.client();
      await client.signInWithPassword({ email: 'demo2@amparo.app', password: 'AmparoFamily-2026!' });
      const { error } = await client.updateUser({ password: 'amber lighthouse meadow' });
      expect(error).toMatchObject({ status: 403, code: 'not_admin' });
    });
  });

  describe('answers that do not tell who is registered', () => {
    it('answers /recover, /otp without creating, and /resend the same for known and unknown addresses', async () => {
      for (const [path, extra] of [
        ['/recover', {}],
        ['/otp', { create_user: false }],
        ['/resend', { type: 'signup' }],
      ] as const) {
        const known = uniqueEmail('known');
        await server.client().signUp({ email: known, password: PASSWORD });
        const unknown = uniqueEmail('unknown');
        const forKnown = await call(server, 'POST', path, { email: known, ...extra });
        const forUnknown = await call(server, 'POST', path, { email: unknown, ...extra });
        expect(forKnown.status, path).toBe(200);
        expect(forUnknown.status, path).toBe(200);
        expect(forUnknown.body, path).toEqual(forKnown.body);
        // The per-address send limit is counted for unknown addresses too, so a 429 tells nothing either.
        const knownAgain = await call(server, 'POST', path, { email: known, ...extra });
        const unknownAgain = await call(server, 'POST', path, { email: unknown, ...extra });
        expect(knownAgain.status, path).toBe(429);
        expect(unknownAgain.status, path).toBe(429);
        expect(unknownAgain.body.code, path).toBe('over_email_send_rate_limit');
        expect(knownAgain.body.code, path).toBe('over_email_send_rate_limit');
      }
    });
  });

  describe('rate limits', () => {
    it('limits password attempts per account across addresses, whether or not the account exists', async () => {
      for (const email of [uniqueEmail('target'), uniqueEmail('ghost')]) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 11; attempt++) {
          const response = await call(server, 'POST', '/token?grant_type=password', {
            email,
            password: 'guess guess guess',
          });
          statuses.push(response.status);
          if (response.status === 429) {
            expect(response.body).toMatchObject({ code: 'over_request_rate_limit' });
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          }
        }
        expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
        expect(statuses[10]).toBe(429);
      }
    });

    it('limits password attempts per address, and the client sees 429', async () => {
      const ip = uniqueTestAddress();
      const client = server.client({ ip });
      let last: unknown;
      for (let attempt = 0; attempt < 31; attempt++) {
        const { error } = await client.signInWithPassword({
          email: uniqueEmail(),
          password: 'guess guess guess',
        });
        last = error;
      }
      expect(last).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    });
  });

  describe('protocol', () => {
    it('describes its real settings', async () => {
      const response = await call(server, 'GET', '/settings');
      expect(response.body).toMatchObject({
        external: { email: true, phone: true },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: true,
      });
    });

    it('exposes the headers the client reads to our own origin only', async () => {
      const own = new URL(server.config.publicUrl).origin;
      const preflight = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: { origin: own, 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(own);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
      const simple = await call(server, 'GET', '/settings', undefined, { origin: own });
      expect(simple.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
      expect(simple.headers.get('access-control-expose-headers')).toContain('x-sb-error-code');
      const foreign = await call(server, 'GET', '/settings', undefined, { origin: 'https://evil.example' });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers unknown paths in the protocol shape', async () => {
      const response = await call(server, 'GET', '/nothing-here');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found' });
    });
  });
});
