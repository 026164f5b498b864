import type { AuthChangeEvent } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPkceFlows } from '../platform/db/schema/pkce.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import {
  type AuthTestServer,
  memoryStorage,
  startAuthTestServer,
  uniqueEmail,
  uniqueTestAddress,
  verifyLinkIn,
} from './auth-test-server.ts';
import { hashToken } from './secure-token.ts';

// The protocol's PKCE flow through the official client (`flowType: 'pkce'`), end to end: the client sends a
// challenge and keeps the verifier in its storage, the email's link redirects with `?code=`, and
// exchangeCodeForSession trades the code and the verifier for a session. Decision 032.

const PASSWORD = 'violet tundra compass';

async function postToken(server: AuthTestServer, body: unknown) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': uniqueTestAddress(),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function post(server: AuthTestServer, path: string, body: unknown) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': uniqueTestAddress(),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

function redirectTypeOf(data: object): unknown {
  return (data as { redirectType?: unknown }).redirectType;
}

/** Opens the emailed link as a browser would, and returns where it was sent. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describeEachDatabase('PKCE flow', (getDb) => {
  let server: AuthTestServer;
  let now = Date.now();
  const clock = () => new Date(now);

  beforeAll(async () => {
    server = await startAuthTestServer(getDb(), { authAutoconfirm: false }, { clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  function pkceClient() {
    const storage = memoryStorage();
    const client = server.client({ flowType: 'pkce', storage });
    // auth-js keeps items as JSON: the verifier, with `/recovery` after it for a password reset.
    const verifier = (): string | undefined => {
      const stored = [...storage.items].find(([key]) => key.endsWith('-code-verifier'))?.[1];
      return stored === undefined ? undefined : JSON.parse(stored);
    };
    return { client, storage, verifier };
  }

  it('confirms a sign-up through the link: ?code= instead of tokens, exchanged once for a session', async () => {
    const email = uniqueEmail('pkce');
    const { client, verifier } = pkceClient();
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => {
      events.push(event);
    });
    const signUp = await client.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.config.publicUrl}/dashboard` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const storedVerifier = verifier();
    expect(storedVerifier).toMatch(/^[0-9a-f]{56,}$/);

    const link = verifyLinkIn(await server.waitForMessage(email, { purpose: 'auth.signup' }), server.url);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.config.publicUrl}/dashboard`);
    expect(location.hash).toBe('');
    expect(location.search).not.toContain('access_token');
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    // The code alone, or with someone else's verifier, gives nothing and does not use it up.
    const stranger = await postToken(server, { auth_code: code, code_verifier: 'a'.repeat(56) });
    expect(stranger).toEqual({
      status: 400,
      body: {
        code: 'bad_code_verifier',
        message: 'code challenge does not match previously saved code verifier',
      },
    });

    const exchanged = await client.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.access_token).toBeTruthy();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    // auth-js answers the kind of redirect too, though its types leave it out.
    expect(redirectTypeOf(exchanged.data)).toBeNull();
    expect(events).toContain('SIGNED_IN');
    expect((await client.getUser()).data.user?.email).toBe(email);
    // The client forgets its verifier once used.
    expect(verifier()).toBeUndefined();

    const replay = await postToken(server, { auth_code: code, code_verifier: storedVerifier });
    expect(storedVerifier).not.toContain('/');
    expect(replay).toEqual({
      status: 404,
      body: { code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' },
    });
    // The account is confirmed: the password works from anywhere now.
    expect((await server.client().signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('recovers a password: the link lands on the reset page with a code, and the client emits PASSWORD_RECOVERY', async () => {
    const email = uniqueEmail('pkce-reset');
    await server.client().signUp({ email, password: PASSWORD });
    const signupLink = verifyLinkIn(
      await server.waitForMessage(email, { purpose: 'auth.signup' }),
      server.url,
    );
    await follow(signupLink);

    const { client, verifier } = pkceClient();
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => {
      events.push(event);
    });
    // The outbox is stamped by the database's clock, not the test's.
    const since = new Date();
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    expect(verifier()).toMatch(/\/recovery$/);
    const message = await server.waitForMessage(email, { purpose: 'auth.recovery', since });
    const location = await follow(verifyLinkIn(message, server.url));
    expect(`${location.pathname}`).toBe('/auth');
    expect(location.searchParams.get('mode')).toBe('reset');
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(redirectTypeOf(exchanged.data)).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    // A recovery link counts as a fresh sign-in: the new password needs nothing more.
    const newPassword = 'amber lantern orchard';
    expect((await client.updateUser({ password: newPassword })).error).toBeNull();
    expect((await server.client().signInWithPassword({ email, password: newPassword })).error).toBeNull();
  });

  it('signs in with a magic link', async () => {
    const email = uniqueEmail('pkce-magic');
    const { client } = pkceClient();
    expect((await client.signInWithOtp({ email })).error).toBeNull();
    const message = await server.waitForMessage(email, { purpose: 'auth.signin' });
    const location = await follow(verifyLinkIn(message, server.url));
    const exchanged = await client.exchangeCodeForSession(location.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('confirms with the link of a resent email, using the verifier of the resend', async () => {
    const email = uniqueEmail('pkce-resend');
    const { client, verifier } = pkceClient();
    await client.signUp({ email, password: PASSWORD });
    const first = verifier();
    // One confirmation a minute per address: the resend comes a minute later.
    now += 61 * 1000;
    // The outbox is stamped by the database's clock, not the test's.
    const since = new Date();
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    expect(verifier()).not.toBe(first);
    const message = await server.waitForMessage(email, { purpose: 'auth.signup', since });
    const location = await follow(verifyLinkIn(message, server.url));
    const exchanged = await client.exchangeCodeForSession(location.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('changes the email through a PKCE link to the new address', async () => {
    const email = uniqueEmail('pkce-old');
    const newEmail = uniqueEmail('pkce-new');
    const { client, storage } = pkceClient();
    await client.signUp({ email, password: PASSWORD });
    const signupLocation = await follow(
      verifyLinkIn(await server.waitForMessage(email, { purpose: 'auth.signup' }), server.url),
    );
    expect(
      (await client.exchangeCodeForSession(signupLocation.searchParams.get('code') ?? '')).error,
    ).toBeNull();

    // auth-js sends a challenge with the change but drops its verifier when it saves the updated session, so
    // the test keeps the verifier as it is written, as an app that finishes the change elsewhere would.
    let changeVerifier: string | undefined;
    const setItem = storage.setItem;
    storage.setItem = (key: string, value: string) => {
      if (key.endsWith('-code-verifier')) changeVerifier = JSON.parse(value);
      return setItem(key, value);
    };
    expect((await client.updateUser({ email: newEmail })).error).toBeNull();
    expect(changeVerifier).toBeTruthy();
    const message = await server.waitForMessage(newEmail, { purpose: 'auth.email_change' });
    const link = verifyLinkIn(message, server.url);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = await follow(link);
    const exchanged = await postToken(server, {
      auth_code: location.searchParams.get('code'),
      code_verifier: changeVerifier,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'bearer', user: { email: newEmail } });
  });

  it('lets an auth code expire five minutes after the link was opened', async () => {
    const email = uniqueEmail('pkce-late');
    const { client } = pkceClient();
    await client.signUp({ email, password: PASSWORD });
    const location = await follow(
      verifyLinkIn(await server.waitForMessage(email, { purpose: 'auth.signup' }), server.url),
    );
    now += 5 * 60 * 1000 + 1000;
    const late = await client.exchangeCodeForSession(location.searchParams.get('code') ?? '');
    expect(late.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
    expect(late.data.session).toBeNull();
  });

  it('sends errors of a used link in the query as well as the fragment', async () => {
    const email = uniqueEmail('pkce-twice');
    const { client } = pkceClient();
    await client.signUp({ email, password: PASSWORD });
    const link = verifyLinkIn(await server.waitForMessage(email, { purpose: 'auth.signup' }), server.url);
    await follow(link);
    const again = await follow(link);
    expect(again.searchParams.get('code')).toBeNull();
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('stores only a hash of the auth code, and deletes the flow once exchanged', async () => {
    const email = uniqueEmail('pkce-store');
    const { client } = pkceClient();
    await client.signUp({ email, password: PASSWORD });
    const location = await follow(
      verifyLinkIn(await server.waitForMessage(email, { purpose: 'auth.signup' }), server.url),
    );
    const code = location.searchParams.get('code') ?? '';
    const db = getDb();
    const [flow] = await db
      .select()
      .from(authPkceFlows)
      .where(eq(authPkceFlows.authCodeHash, hashToken(code)));
    expect(flow?.codeChallengeMethod).toBe('s256');
    expect(JSON.stringify(flow)).not.toContain(code);
    expect((await client.exchangeCodeForSession(code)).error).toBeNull();
    const left = await db
      .select()
      .from(authPkceFlows)
      .where(eq(authPkceFlows.id, flow?.id ?? ''));
    expect(left).toHaveLength(0);
  });

  it("will not trade one person's code with another person's verifier", async () => {
    const first = pkceClient();
    const second = pkceClient();
    const firstEmail = uniqueEmail('pkce-a');
    const secondEmail = uniqueEmail('pkce-b');
    await first.client.signUp({ email: firstEmail, password: PASSWORD });
    await second.client.signUp({ email: secondEmail, password: PASSWORD });
    const firstLocation = await follow(
      verifyLinkIn(await server.waitForMessage(firstEmail, { purpose: 'auth.signup' }), server.url),
    );
    const stolen = await second.client.exchangeCodeForSession(firstLocation.searchParams.get('code') ?? '');
    expect(stolen.error).toMatchObject({ status: 400, code: 'bad_code_verifier' });
    expect(stolen.data.session).toBeNull();
  });

  describe('request checks', () => {
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

    it('accepts a plain challenge and refuses half a challenge or a malformed one', async () => {
      const email = uniqueEmail('pkce-plain');
      await server.client().signUp({ email, password: PASSWORD });
      const plain = 'p'.repeat(43);
      expect(
        await post(server, '/otp', { email, code_challenge: plain, code_challenge_method: 'plain' }),
      ).toEqual({ status: 200, body: {} });
      const message = await server.waitForMessage(email, { purpose: 'auth.signin' });
      const code = (await follow(verifyLinkIn(message, server.url))).searchParams.get('code');
      const wrong = await postToken(server, { auth_code: code, code_verifier: 'q'.repeat(43) });
      expect(wrong.body).toMatchObject({ code: 'bad_code_verifier' });
      const right = await postToken(server, { auth_code: code, code_verifier: plain });
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({ token_type: 'bearer', user: { email } });

      for (const [body, message] of [
        [{ code_challenge: challenge }, 'PKCE flow requires code_challenge_method and code_challenge'],
        [{ code_challenge_method: 's256' }, 'PKCE flow requires code_challenge_method and code_challenge'],
        [
          { code_challenge: challenge, code_challenge_method: 'md5' },
          'code_challenge_method must be s256 or plain',
        ],
        [
          { code_challenge: 'short', code_challenge_method: 's256' },
          'code challenge has to be between 43 and 128 characters',
        ],
        [
          { code_challenge: `${challenge.slice(0, 42)}😀`, code_challenge_method: 's256' },
          'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
        ],
      ] as const) {
        const response = await post(server, '/recover', { email: uniqueEmail(), ...body });
        expect(response).toEqual({ status: 400, body: { code: 'validation_failed', message } });
      }
    });

    it('answers a missing, unknown or absurd code in the protocol shape, never a 5xx', async () => {
      expect(await postToken(server, { auth_code: 'x' })).toEqual({
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'invalid request: both auth code and code verifier should be non-empty',
        },
      });
      expect(await postToken(server, { auth_code: 'nope', code_verifier: 'a'.repeat(43) })).toMatchObject({
        status: 404,
        body: { code: 'flow_state_not_found' },
      });
      expect(
        await postToken(server, { auth_code: 'n'.repeat(100_000), code_verifier: 'v'.repeat(100_000) }),
      ).toMatchObject({ status: 404, body: { code: 'flow_state_not_found' } });
      expect(await postToken(server, { auth_code: 42, code_verifier: ['x'] })).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
      expect(await postToken(server, { auth_code: 'a\u0000b', code_verifier: 'x' })).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
    });
  });
});
