import { PHONE_FORMAT_MESSAGE, PHONE_NOT_VALID_MESSAGE } from '@amparo/contract/auth/phone-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import {
  type AuthTestServer,
  startAuthTestServer,
  uniqueEmail,
  uniquePhone,
  uniqueTestAddress,
} from './auth-test-server.ts';

// Differences the official auth-js test suite found between this server and GoTrue (decision 032): each is
// checked through the real client, and on the wire where the client hides the status or the headers.

const PASSWORD = 'violet tundra compass';

async function post(server: AuthTestServer, path: string, body: unknown, ip = uniqueTestAddress()) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': ip,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describeEachDatabase('GoTrue conformance', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('phone numbers', () => {
    it('refuses a number with trailing text instead of cutting the text away', async () => {
      const { data, error } = await server
        .client()
        .signUp({ phone: '12025550177-invalid', password: PASSWORD });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: PHONE_FORMAT_MESSAGE });

      const otp = await server.client().signInWithOtp({ phone: '+1 202 555 0177 call me' });
      expect(otp.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: PHONE_FORMAT_MESSAGE,
      });

      const wire = await post(server, '/signup', { phone: '12025550177-invalid', password: PASSWORD });
      expect(wire.status).toBe(400);
      expect(wire.body).toEqual({ code: 'validation_failed', message: PHONE_FORMAT_MESSAGE });
      expect(wire.headers.get('x-sb-error-code')).toBe('validation_failed');
    });

    it('says a well-formed number does not exist, rather than that E.164 is required', async () => {
      const { error } = await server.client().signUp({ phone: '+15555550123', password: PASSWORD });
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: PHONE_NOT_VALID_MESSAGE,
      });

      const wire = await post(server, '/otp', { phone: '15555550123' });
      expect(wire.status).toBe(400);
      expect(wire.body).toEqual({ code: 'validation_failed', message: PHONE_NOT_VALID_MESSAGE });
    });

    it('verifies and resends for a number that cannot exist as for any unknown number', async () => {
      // GoTrue checks only the format at /verify and /resend: nothing was ever sent to such a number.
      const verified = await server
        .client()
        .verifyOtp({ phone: '+15555550123', token: '123456', type: 'sms' });
      expect(verified.data.session).toBeNull();
      expect(verified.error).toMatchObject({ status: 403, code: 'otp_expired' });
      const resent = await server.client().resend({ phone: '+15555550123', type: 'sms' });
      expect(resent.error).toBeNull();

      const verifyWire = await post(server, '/verify', {
        type: 'sms',
        phone: '15555550123',
        token: '123456',
      });
      expect(verifyWire).toMatchObject({
        status: 403,
        body: { code: 'otp_expired', message: 'Token has expired or is invalid' },
      });
      const changeWire = await post(server, '/resend', { type: 'phone_change', phone: '15555550123' });
      expect(changeWire).toMatchObject({ status: 200, body: {} });

      // A malformed number is still a malformed number there.
      const junk = await post(server, '/verify', { type: 'sms', phone: '12025550177-invalid', token: '1' });
      expect(junk).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: PHONE_FORMAT_MESSAGE },
      });
      const junkResend = await post(server, '/resend', { type: 'sms', phone: 'call me' });
      expect(junkResend).toMatchObject({ status: 400, body: { message: PHONE_FORMAT_MESSAGE } });
    });

    it('keeps the strict check where a number becomes an account’s: sign-up and phone change', async () => {
      const client = server.client();
      await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const { error } = await client.updateUser({ phone: '+15555550123' });
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: PHONE_NOT_VALID_MESSAGE,
      });
    });

    it('still accepts the forms people and the protocol send', async () => {
      const phone = uniquePhone();
      const spaced = `${phone.slice(0, 2)} (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
      const { data, error } = await server.client().signUp({ phone: spaced, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.user?.phone).toBe(phone.slice(1));
    });

    it('refuses the same junk when a signed-in person changes their phone', async () => {
      const client = server.client();
      await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const { error } = await client.updateUser({ phone: '12025550177-invalid' });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: PHONE_FORMAT_MESSAGE });
    });
  });

  describe('features Amparo does not offer answer as a GoTrue server with them off', () => {
    it('anonymous sign-in: 422 anonymous_provider_disabled', async () => {
      const { data, error } = await server.client().signInAnonymously();
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 422,
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      });
      const wire = await post(server, '/signup', { data: { full_name: 'Ana' } });
      expect(wire.status).toBe(422);
      expect(wire.headers.get('x-sb-error-code')).toBe('anonymous_provider_disabled');
    });

    it('id_token grant: 400 provider_disabled for a built-in provider', async () => {
      const { data, error } = await server
        .client()
        .signInWithIdToken({ provider: 'google', token: 'eyJ.x.y' });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'provider_disabled',
        message: 'Provider (issuer "https://accounts.google.com") is not enabled',
      });
      const apple = await post(server, '/token?grant_type=id_token', { provider: 'apple', id_token: 'x' });
      expect(apple).toMatchObject({ status: 400, body: { code: 'provider_disabled' } });
      const custom = await post(server, '/token?grant_type=id_token', { provider: 'acme', id_token: 'x' });
      expect(custom).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: 'Custom OIDC provider "acme" not allowed' },
      });
      const missing = await post(server, '/token?grant_type=id_token', { provider: 'google' });
      expect(missing).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: 'id_token required' },
      });
    });

    it('web3 grant: 422 web3_provider_disabled', async () => {
      const { data, error } = await server.client().signInWithWeb3({
        chain: 'ethereum',
        message: 'example.org wants you to sign in with your Ethereum account',
        signature: '0x00',
      });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 422,
        code: 'web3_provider_disabled',
        message: 'Web3 provider is disabled',
      });
    });

    it('SAML single sign-on: 404 saml_provider_disabled on every /sso path', async () => {
      const { data, error } = await server.client().signInWithSSO({ domain: 'example.org' });
      expect(data).toBeNull();
      expect(error).toMatchObject({
        status: 404,
        code: 'saml_provider_disabled',
        message: 'SAML 2.0 is disabled',
      });
      for (const [method, path] of [
        ['POST', '/sso'],
        ['GET', '/sso/saml/metadata'],
        ['POST', '/sso/saml/acs'],
      ] as const) {
        const response = await fetch(`${server.url}/auth/v1${path}`, {
          method,
          headers: { 'x-forwarded-for': uniqueTestAddress() },
        });
        expect(response.status, path).toBe(404);
        expect(response.headers.get('x-sb-error-code'), path).toBe('saml_provider_disabled');
        expect(await response.json(), path).toEqual({
          code: 'saml_provider_disabled',
          message: 'SAML 2.0 is disabled',
        });
      }
    });

    it('identity linking: the caller is authenticated, then told 404 manual_linking_disabled', async () => {
      const client = server.client();
      await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const linked = await client.linkIdentity({
        provider: 'google',
        options: { skipBrowserRedirect: true },
      });
      expect(linked.error).toMatchObject({
        status: 404,
        code: 'manual_linking_disabled',
        message: 'Manual linking is disabled',
      });
      const { data } = await client.getUser();
      const identity = data.user?.identities?.[0];
      if (!identity) throw new Error('The account has no identity to unlink');
      const unlinked = await client.unlinkIdentity(identity);
      expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });

      // Without a token, the answer is the usual 401, as for GET /user: nothing is said about linking.
      const anonymous = await fetch(`${server.url}/auth/v1/user/identities/authorize?provider=google`, {
        headers: { 'x-forwarded-for': uniqueTestAddress() },
      });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });
    });

    it('a WebAuthn or phone MFA factor: 422, as GoTrue with those factors off', async () => {
      const client = server.client();
      await client.signUp({ email: uniqueEmail(), password: PASSWORD });
      const webauthn = await client.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Key' } as never);
      expect(webauthn.error).toMatchObject({
        status: 422,
        code: 'mfa_webauthn_enroll_not_enabled',
        message: 'MFA enroll is disabled for WebAuthn',
      });
      const phone = await client.mfa.enroll({ factorType: 'phone', phone: '+12025550100' });
      expect(phone.error).toMatchObject({
        status: 422,
        code: 'mfa_phone_enroll_not_enabled',
        message: 'MFA enroll is disabled for Phone',
      });
      const { data: session } = await client.getSession();
      const unknown = await fetch(`${server.url}/auth/v1/factors`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.session?.access_token}`,
          'content-type': 'application/json',
          'x-forwarded-for': uniqueTestAddress(),
        },
        body: JSON.stringify({ factor_type: 'sms' }),
      });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({
        code: 'validation_failed',
        message: 'factor_type needs to be totp, phone, or webauthn',
      });
    });

    it('an unknown grant type stays a validation failure', async () => {
      const wire = await post(server, '/token?grant_type=telepathy', {});
      expect(wire).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    });
  });
});

describeEachDatabase('auth rate limits set by the operator', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    // The operator's variables, read as the server reads them at start.
    const { authRateLimits } = loadConfig({
      AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '3/10m',
      AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '2/1h',
    });
    server = await startAuthTestServer(getDb(), { authRateLimits });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('applies a configured password sign-in limit per IP', async () => {
    const ip = uniqueTestAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await server
        .client({ ip })
        .signInWithPassword({ email: uniqueEmail(), password: 'not the password' });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const limited = await server
      .client({ ip })
      .signInWithPassword({ email: uniqueEmail(), password: 'not the password' });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Another address is counted on its own.
    const other = await server.client().signInWithPassword({ email: uniqueEmail(), password: 'nope' });
    expect(other.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('applies a configured sign-up limit, and answers 429 with Retry-After', async () => {
    const ip = uniqueTestAddress();
    expect(
      (await server.client({ ip }).signUp({ email: uniqueEmail(), password: PASSWORD })).error,
    ).toBeNull();
    expect(
      (await server.client({ ip }).signUp({ email: uniqueEmail(), password: PASSWORD })).error,
    ).toBeNull();
    const wire = await post(server, '/signup', { email: uniqueEmail(), password: PASSWORD }, ip);
    expect(wire.status).toBe(429);
    expect(wire.body).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(wire.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(wire.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });
});
