import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { derivePrfWrappingKey } from '@amparo/vault-crypto/passkey-prf';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authPasskeyChallenges, authPasskeys } from '../../platform/db/schema/passkeys.ts';
import { authSecurityEvents } from '../../platform/db/schema/security.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  type AuthTestServer,
  startAuthTestServer,
  uniqueEmail,
  uniqueTestAddress,
} from '../auth-test-server.ts';
import { SECURITY_NOTICE_CATALOG } from '../messages/security-notice-catalog.ts';
import { totpCodeAt } from '../mfa/totp.ts';
import { PASSKEY_CHALLENGE_LIFETIME_SECONDS } from './passkey-ceremonies.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

// Passkeys end to end through HTTP, with a software authenticator that makes real signed WebAuthn responses, so
// the server's verification (origin, RP ID, challenge, signature, counter, user verification) is the real one.
// The endpoints answer in the protocol's shapes (GoTrue's passkey API), checked on the wire and through auth-js's
// own `passkey.*` calls.

const PASSWORD = 'violet tundra compass';
const PUBLIC_URL = 'http://localhost:5173';

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, in many shapes.
type Answer = { status: number; body: any };

describeEachDatabase('passkeys', (getDb) => {
  let server: AuthTestServer;
  let now = Date.now();
  const clock = () => new Date(now);

  beforeAll(async () => {
    server = await startAuthTestServer(getDb(), { publicUrl: PUBLIC_URL }, { clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; ip?: string; userAgent?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${server.url}/auth/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.ip ?? uniqueTestAddress(),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  async function signUp(): Promise<{ email: string; token: string; userId: string }> {
    const email = uniqueEmail('passkey');
    const { data, error } = await server.client().signUp({ email, password: PASSWORD });
    if (error || !data.session || !data.user) throw error ?? new Error('No session after sign-up');
    return { email, token: data.session.access_token, userId: data.user.id };
  }

  type Ceremony<Options> = { challenge_id: string; options: Options; expires_at: number };

  async function registrationOptions(
    token: string,
  ): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
    const answer = await call('POST', '/passkeys/registration/options', { token });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  async function addPasskey(
    token: string,
    authenticator: SoftwareAuthenticator,
    name = 'My phone',
  ): Promise<Answer> {
    const ceremony = await registrationOptions(token);
    return call('POST', '/passkeys/registration/verify', {
      token,
      body: {
        challenge_id: ceremony.challenge_id,
        credential: authenticator.register(ceremony.options),
        friendly_name: name,
        prf_capable: true,
      },
    });
  }

  async function signInOptions(body: unknown = {}): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
    const answer = await call('POST', '/passkeys/authentication/options', { body });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  /** Answers a sign-in ceremony with the authenticator, as a browser would. */
  function signIn(
    authenticator: SoftwareAuthenticator,
    ceremony: Ceremony<PublicKeyCredentialRequestOptionsJSON>,
    overrides: Parameters<SoftwareAuthenticator['authenticate']>[1] = {},
  ): Promise<Answer> {
    return call('POST', '/passkeys/authentication/verify', {
      body: {
        challenge_id: ceremony.challenge_id,
        credential: authenticator.authenticate(ceremony.options, overrides),
      },
    });
  }

  async function eventsOf(userId: string) {
    return getDb().select().from(authSecurityEvents).where(eq(authSecurityEvents.userId, userId));
  }

  it('adds a passkey that requires user verification, lists it, and logs passkey_added', async () => {
    const person = await signUp();
    const options = await call('POST', '/passkeys/registration/options', { token: person.token });
    // The protocol's shape: the WebAuthn options, the id of the stored challenge, its expiry in seconds.
    expect(Object.keys(options.body).sort()).toEqual(['challenge_id', 'expires_at', 'options']);
    expect(options.body.challenge_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(options.body.expires_at).toBe(Math.floor(now / 1000) + PASSKEY_CHALLENGE_LIFETIME_SECONDS);
    expect(options.body.options.rp).toEqual({ name: 'Amparo', id: 'localhost' });
    expect(options.body.options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL });
    const response = authenticator.register(options.body.options);
    const added = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      body: {
        challenge_id: options.body.challenge_id,
        credential: response,
        friendly_name: '  Teléfono de Ana 📱 ',
        prf_capable: true,
      },
    });
    // The protocol answers 200 with the passkey's id, name and creation time; Amparo adds the rest.
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      id: expect.any(String),
      created_at: expect.any(String),
      credential_id: response.id,
      friendly_name: 'Teléfono de Ana 📱',
      transports: ['internal'],
      prf_capable: true,
      last_used_at: null,
      vault_unlock: null,
    });
    expect(added.body).not.toHaveProperty('public_key');

    // The list is the protocol's bare array.
    const list = await call('GET', '/passkeys', { token: person.token });
    expect(list.body.map((passkey: { id: string }) => passkey.id)).toEqual([added.body.id]);
    const events = await eventsOf(person.userId);
    expect(events.find((event) => event.kind === 'passkey_added')?.detail).toEqual({
      name: 'Teléfono de Ana 📱',
    });

    // The same challenge cannot be used twice.
    const again = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      body: { challenge_id: options.body.challenge_id, credential: response, friendly_name: 'Again' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'webauthn_challenge_not_found',
      message: 'Challenge not found or already used',
    });

    // The next options exclude what is already registered, and the same credential is not added twice.
    const next = await registrationOptions(person.token);
    expect(next.options.excludeCredentials?.map((credential) => credential.id)).toEqual([response.id]);
    const twice = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      body: {
        challenge_id: next.challenge_id,
        credential: authenticator.register(next.options, { again: true }),
        friendly_name: 'Twice',
      },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('webauthn_credential_exists');
  });

  it("answers auth-js's own passkey calls: register, list, rename, sign in, refuse a replay, remove", async () => {
    const owner = server.client();
    const email = uniqueEmail('passkey');
    const { data: signedUp, error: signUpError } = await owner.signUp({ email, password: PASSWORD });
    expect(signUpError).toBeNull();
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL });

    const started = await owner.passkey.startRegistration();
    if (!started.data) throw started.error;
    expect(started.data.expires_at).toBeGreaterThan(Math.floor(now / 1000));
    const registered = await owner.passkey.verifyRegistration({
      challengeId: started.data.challenge_id,
      credential: authenticator.register(
        started.data.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      ) as never,
    });
    expect(registered.error).toBeNull();
    expect(registered.data).toMatchObject({ id: expect.any(String), created_at: expect.any(String) });
    const passkeyId = registered.data?.id ?? '';

    const listed = await owner.passkey.list();
    expect(listed.error).toBeNull();
    expect(listed.data?.map((passkey) => passkey.id)).toEqual([passkeyId]);
    const renamed = await owner.passkey.update({ passkeyId, friendlyName: 'Work laptop' });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: 'Work laptop' });

    const visitor = server.client();
    const options = await visitor.passkey.startAuthentication();
    if (!options.data) throw options.error;
    const assertion = authenticator.authenticate(
      options.data.options as unknown as PublicKeyCredentialRequestOptionsJSON,
    );
    const signedIn = await visitor.passkey.verifyAuthentication({
      challengeId: options.data.challenge_id,
      credential: assertion as never,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data?.user?.id).toBe(signedUp.user?.id);
    // The client kept the session, and the server accepts it.
    const { data: me, error: meError } = await visitor.getUser();
    expect(meError).toBeNull();
    expect(me.user?.email).toBe(email);

    const replay = await visitor.passkey.verifyAuthentication({
      challengeId: options.data.challenge_id,
      credential: assertion as never,
    });
    expect(replay.data).toBeNull();
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });

    const removed = await owner.passkey.delete({ passkeyId });
    expect(removed.error).toBeNull();
    expect((await owner.passkey.list()).data).toEqual([]);
  });

  it('names a passkey after the device when the client sends no name, as auth-js does not', async () => {
    const person = await signUp();
    const ceremony = await registrationOptions(person.token);
    const added = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      body: {
        challenge_id: ceremony.challenge_id,
        credential: new SoftwareAuthenticator({ origin: PUBLIC_URL }).register(ceremony.options),
      },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ friendly_name: 'Chrome on Android', prf_capable: false });
  });

  it('refuses a registration from another origin, without user verification, or for another account', async () => {
    const person = await signUp();
    const other = await signUp();
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL });

    const options = await registrationOptions(person.token);
    const foreign = authenticator.register(options.options, { origin: 'https://evil.example' });
    const refused = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      body: { challenge_id: options.challenge_id, credential: foreign, friendly_name: 'Phone' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('webauthn_verification_failed');

    const unverified = new SoftwareAuthenticator({ origin: PUBLIC_URL, userVerified: false });
    const options2 = await registrationOptions(person.token);
    const noUv = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      body: {
        challenge_id: options2.challenge_id,
        credential: unverified.register(options2.options),
        friendly_name: 'Phone',
      },
    });
    expect(noUv.status).toBe(400);
    expect(noUv.body.code).toBe('webauthn_verification_failed');

    // A response that signed one challenge does not pass under another challenge's id.
    const options3 = await registrationOptions(person.token);
    const options4 = await registrationOptions(person.token);
    const swapped = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      body: {
        challenge_id: options4.challenge_id,
        credential: authenticator.register(options3.options),
        friendly_name: 'Phone',
      },
    });
    expect(swapped.body.code).toBe('webauthn_verification_failed');

    // A challenge handed to one account does not register a passkey for another.
    const options5 = await registrationOptions(person.token);
    const stolen = await call('POST', '/passkeys/registration/verify', {
      token: other.token,
      body: {
        challenge_id: options5.challenge_id,
        credential: authenticator.register(options5.options),
        friendly_name: 'Phone',
      },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('webauthn_challenge_not_found');
    expect((await call('GET', '/passkeys', { token: other.token })).body).toEqual([]);
    expect((await call('GET', '/passkeys', { token: person.token })).body).toEqual([]);
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const person = await signUp();
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL });
    const added = await addPasskey(person.token, authenticator);
    const id = added.body.id as string;
    for (const friendly_name of ['', '   ', 'x'.repeat(65), 'a\u0000b', 'evil\u202Ename', 42, null]) {
      const answer = await call('PATCH', `/passkeys/${id}`, { token: person.token, body: { friendly_name } });
      expect(answer.status, JSON.stringify(friendly_name)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    const ceremony = await signInOptions();
    for (const body of [
      {},
      { challenge_id: ceremony.challenge_id },
      { challenge_id: ceremony.challenge_id, credential: 'nope' },
      { challenge_id: 'not-a-uuid', credential: { id: 'x', response: {} } },
      { challenge_id: 42, credential: { id: 'x' } },
    ]) {
      const answer = await call('POST', '/passkeys/authentication/verify', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code, JSON.stringify(body)).toBe('validation_failed');
    }
    const garbled = await call('POST', '/passkeys/authentication/verify', {
      body: {
        challenge_id: ceremony.challenge_id,
        credential: { id: 'x', response: { clientDataJSON: '***' } },
      },
    });
    expect(garbled).toMatchObject({ status: 400, body: { code: 'webauthn_verification_failed' } });
    const unknownChallenge = await call('POST', '/passkeys/authentication/verify', {
      body: { challenge_id: '00000000-0000-0000-0000-000000000000', credential: { id: 'x', response: {} } },
    });
    expect(unknownChallenge).toMatchObject({ status: 400, body: { code: 'webauthn_challenge_not_found' } });
    const registration = await registrationOptions(person.token);
    const badRegistration = await call('POST', '/passkeys/registration/verify', {
      token: person.token,
      body: {
        challenge_id: registration.challenge_id,
        credential: { id: 'x', response: { clientDataJSON: 'e30' } },
        friendly_name: 'Phone',
      },
    });
    expect(badRegistration).toMatchObject({ status: 400, body: { code: 'webauthn_verification_failed' } });
    expect((await call('GET', '/passkeys')).status).toBe(401);
    expect((await call('POST', '/passkeys/registration/options')).status).toBe(401);
    expect(
      (await call('POST', '/passkeys/authentication/options', { body: { email: 'not an email' } })).status,
    ).toBe(400);
  });

  it("never reads, renames, changes or removes another person's passkey", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const added = await addPasskey(owner.token, new SoftwareAuthenticator({ origin: PUBLIC_URL }));
    const id = added.body.id as string;

    expect((await call('GET', '/passkeys', { token: intruder.token })).body).toEqual([]);
    const rename = await call('PATCH', `/passkeys/${id}`, {
      token: intruder.token,
      body: { friendly_name: 'Mine now' },
    });
    expect(rename.status).toBe(404);
    expect(rename.body).toEqual({ code: 'validation_failed', message: 'Passkey not found' });
    const vault = await call('PUT', `/passkeys/${id}/vault-unlock`, {
      token: intruder.token,
      body: { prf_salt: 'A'.repeat(43), wrapped_vault_key: 'A'.repeat(82) },
    });
    expect(vault.status).toBe(404);
    expect((await call('DELETE', `/passkeys/${id}/vault-unlock`, { token: intruder.token })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/passkeys/${id}`, { token: intruder.token })).status).toBe(404);
    expect((await call('DELETE', '/passkeys/not-a-uuid', { token: owner.token })).status).toBe(404);

    const [row] = await getDb().select().from(authPasskeys).where(eq(authPasskeys.id, id));
    expect(row).toMatchObject({ friendlyName: 'My phone', prfSalt: null, wrappedVaultKey: null });
  });

  it('signs in without a username, returning a normal session with amr passkey, and logs sign_in', async () => {
    const person = await signUp();
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL });
    const added = await addPasskey(person.token, authenticator);

    const ceremony = await signInOptions();
    expect(Object.keys(ceremony).sort()).toEqual(['challenge_id', 'expires_at', 'options']);
    expect(ceremony.expires_at).toBe(Math.floor(now / 1000) + PASSKEY_CHALLENGE_LIFETIME_SECONDS);
    expect(ceremony.options.rpId).toBe('localhost');
    expect(ceremony.options.userVerification).toBe('required');
    expect(ceremony.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await signIn(authenticator, ceremony);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      token_type: 'bearer',
      user: { id: person.userId, email: person.email },
    });
    expect(signedIn.body.refresh_token).toEqual(expect.any(String));

    // The official client takes the session as it is, and the server accepts its tokens.
    const client = server.client();
    const { data, error } = await client.setSession({
      access_token: signedIn.body.access_token,
      refresh_token: signedIn.body.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(person.userId);
    const claims = JSON.parse(Buffer.from(signedIn.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.amr).toEqual([{ method: 'passkey', timestamp: expect.any(Number) }]);
    expect(claims.aal).toBe('aal1');
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();

    const [passkey] = (await call('GET', '/passkeys', { token: person.token })).body;
    expect(passkey.id).toBe(added.body.id);
    expect(passkey.last_used_at).toBe(new Date(now).toISOString());
    const signInEvent = (await eventsOf(person.userId)).find(
      (event) => event.kind === 'sign_in' && event.sessionId === claims.session_id,
    );
    expect(signInEvent?.detail).toEqual({ method: 'passkey' });
    expect(signInEvent?.sessionId).toBe(claims.session_id);

    // The assertion's challenge was used up.
    const replay = await signIn(authenticator, ceremony);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('webauthn_challenge_not_found');
  });

  it('signs in by email with only that account’s passkeys, and says nothing about unknown addresses', async () => {
    const person = await signUp();
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL });
    const added = await addPasskey(person.token, authenticator);

    const ceremony = await signInOptions({ email: person.email.toUpperCase() });
    const options = ceremony.options;
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([added.body.credential_id]);
    expect((await signIn(authenticator, ceremony)).status).toBe(200);

    const unknown = uniqueEmail('nobody');
    const first = (await signInOptions({ email: unknown })).options;
    const second = (await signInOptions({ email: unknown })).options;
    const withoutPasskey = (await signInOptions({ email: (await signUp()).email })).options;
    expect(first.allowCredentials).toHaveLength(1);
    expect(first.allowCredentials?.[0]?.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.allowCredentials).toEqual(first.allowCredentials);
    expect(withoutPasskey.allowCredentials).toHaveLength(1);
    expect(withoutPasskey.allowCredentials?.[0]?.id).not.toBe(first.allowCredentials?.[0]?.id);
  });

  it('refuses an expired challenge, a wrong origin, and a signature counter that went backwards', async () => {
    const person = await signUp();
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL, countsSignatures: true });
    await addPasskey(person.token, authenticator);

    const stale = await signInOptions();
    now += (PASSKEY_CHALLENGE_LIFETIME_SECONDS + 1) * 1000;
    const expired = await signIn(authenticator, stale);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ code: 'webauthn_challenge_expired', message: 'Challenge has expired' });

    const foreign = await signIn(authenticator, await signInOptions(), { origin: 'https://evil.example' });
    expect(foreign.body).toEqual({
      code: 'webauthn_verification_failed',
      message: 'Credential verification failed',
    });

    const ok = await signIn(authenticator, await signInOptions(), { counter: 7 });
    expect(ok.status).toBe(200);
    const cloned = await signIn(authenticator, await signInOptions(), { counter: 5 });
    expect(cloned.status).toBe(400);
    expect(cloned.body.code).toBe('webauthn_verification_failed');
    const [row] = await getDb().select().from(authPasskeys).where(eq(authPasskeys.userId, person.userId));
    expect(row?.counter).toBe(7);
    const failures = (await eventsOf(person.userId)).filter((event) => event.kind === 'sign_in_failed');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    // Expired challenges are swept when new ones are made.
    const leftovers = await getDb()
      .select()
      .from(authPasskeyChallenges)
      .where(eq(authPasskeyChallenges.challenge, stale.options.challenge));
    expect(leftovers).toEqual([]);
  });

  it('renames and removes a passkey; a removed passkey no longer signs in', async () => {
    const person = await signUp();
    const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL });
    const added = await addPasskey(person.token, authenticator);
    const renamed = await call('PATCH', `/passkeys/${added.body.id}`, {
      token: person.token,
      body: { friendly_name: 'Laptop' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.friendly_name).toBe('Laptop');

    const removed = await call('DELETE', `/passkeys/${added.body.id}`, { token: person.token });
    expect(removed.status).toBe(204);
    expect((await call('GET', '/passkeys', { token: person.token })).body).toEqual([]);
    const events = await eventsOf(person.userId);
    expect(events.find((event) => event.kind === 'passkey_removed')?.detail).toEqual({ name: 'Laptop' });

    const afterRemoval = await signIn(authenticator, await signInOptions());
    expect(afterRemoval.status).toBe(400);
    expect(afterRemoval.body.code).toBe('webauthn_verification_failed');
  });

  it('limits passkey sign-in attempts per address', async () => {
    const ip = uniqueTestAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await call('POST', '/passkeys/authentication/options', { ip, body: {} })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('stores the vault key only wrapped by the PRF-derived key: the stored wrap is not the key', async () => {
    const person = await signUp();
    const added = await addPasskey(person.token, new SoftwareAuthenticator({ origin: PUBLIC_URL }));
    const id = added.body.id as string;

    // What the browser does: PRF(salt) from the authenticator → HKDF → wrap the vault key.
    const vaultKey = crypto.getRandomValues(new Uint8Array(32));
    const prfSalt = crypto.getRandomValues(new Uint8Array(32));
    const prfOutput = crypto.getRandomValues(new Uint8Array(32));
    const wrappingKey = await derivePrfWrappingKey(prfOutput);
    const context = { purpose: 'vault-key/passkey' as const, userId: person.userId, objectId: id };
    const wrapped = await wrapKey(wrappingKey, vaultKey, context);
    const body = {
      prf_salt: Buffer.from(prfSalt).toString('base64url'),
      wrapped_vault_key: Buffer.from(wrapped).toString('base64url'),
    };
    const saved = await call('PUT', `/passkeys/${id}/vault-unlock`, { token: person.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.vault_unlock).toEqual(body);

    const [row] = await getDb()
      .select()
      .from(authPasskeys)
      .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, person.userId)));
    const stored = JSON.stringify(row);
    for (const secret of [vaultKey, prfOutput, wrappingKey]) {
      const bytes = Buffer.from(secret);
      for (const encoding of ['base64url', 'base64', 'hex'] as const) {
        expect(stored).not.toContain(bytes.toString(encoding).slice(0, 20));
      }
      expect(Buffer.from(row?.wrappedVaultKey ?? '', 'base64url').includes(bytes)).toBe(false);
    }
    // Only the PRF-derived key opens it, and only for this passkey of this person.
    const storedWrap = Buffer.from(row?.wrappedVaultKey ?? '', 'base64url');
    expect(await unwrapKey(wrappingKey, storedWrap, context)).toEqual(vaultKey);
    await expect(unwrapKey(wrappingKey, storedWrap, { ...context, objectId: 'another' })).rejects.toThrow();
    await expect(
      unwrapKey(await derivePrfWrappingKey(crypto.getRandomValues(new Uint8Array(32))), storedWrap, context),
    ).rejects.toThrow();

    // Sizes are exact: a plain 32-byte key cannot pose as a wrap, and nothing else fits.
    const plain = await call('PUT', `/passkeys/${id}/vault-unlock`, {
      token: person.token,
      body: { prf_salt: body.prf_salt, wrapped_vault_key: Buffer.from(vaultKey).toString('base64url') },
    });
    expect(plain.status).toBe(400);

    const cleared = await call('DELETE', `/passkeys/${id}/vault-unlock`, { token: person.token });
    expect(cleared.body.vault_unlock).toBeNull();
  });

  /** The security notices of one kind sent to an address, once the newest of them has arrived. */
  async function noticesTo(email: string, kind: string) {
    const purpose = `auth.security.${kind}`;
    await server.waitForMessage(email, { purpose });
    return listOutboxMessages(getDb(), { recipient: email, purpose });
  }

  const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

  it('tells the owner once when a passkey is added and once when it is removed, naming the device', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const options = await registrationOptions(owner.token);
    const added = await call('POST', '/passkeys/registration/verify', {
      token: owner.token,
      userAgent: FIREFOX_WINDOWS,
      body: {
        challenge_id: options.challenge_id,
        credential: new SoftwareAuthenticator({ origin: PUBLIC_URL }).register(options.options),
        friendly_name: 'Laptop',
      },
    });
    expect(added.status).toBe(200);
    const addedNotices = await noticesTo(owner.email, 'passkeyAdded');
    expect(addedNotices).toHaveLength(1);
    expect(addedNotices[0]?.subject).toBe(SECURITY_NOTICE_CATALOG.en.passkeyAdded.subject);
    expect(addedNotices[0]?.body).toContain('Firefox on Windows');
    expect(addedNotices[0]?.body).toContain(`${PUBLIC_URL}/advanced-security`);

    // Someone else's attempt changes nothing and tells nobody.
    expect((await call('DELETE', `/passkeys/${added.body.id}`, { token: intruder.token })).status).toBe(404);
    const removed = await call('DELETE', `/passkeys/${added.body.id}`, {
      token: owner.token,
      userAgent: FIREFOX_WINDOWS,
    });
    expect(removed.status).toBe(204);
    const removedNotices = await noticesTo(owner.email, 'passkeyRemoved');
    expect(removedNotices).toHaveLength(1);
    expect(removedNotices[0]?.subject).toBe(SECURITY_NOTICE_CATALOG.en.passkeyRemoved.subject);
    expect(removedNotices[0]?.body).toContain('Firefox on Windows');
    expect(
      await listOutboxMessages(getDb(), { recipient: owner.email, purpose: 'auth.security.passkeyAdded' }),
    ).toHaveLength(1);
    expect(await listOutboxMessages(getDb(), { recipient: intruder.email })).toEqual([]);
  });

  /** Turns on two-step sign-in through /factors; answers the session's new aal2 token. */
  async function withTwoStep(token: string): Promise<string> {
    const enrolled = await call('POST', '/factors', { token, body: { factor_type: 'totp' } });
    expect(enrolled.status).toBe(200);
    const challenge = await call('POST', `/factors/${enrolled.body.id}/challenge`, { token });
    expect(challenge.status).toBe(200);
    const verified = await call('POST', `/factors/${enrolled.body.id}/verify`, {
      token,
      body: { challenge_id: challenge.body.id, code: totpCodeAt(enrolled.body.totp.secret, clock()) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toBeTruthy();
    return verified.body.access_token as string;
  }

  it('with two-step sign-in on, adds or removes a passkey only from an aal2 session', async () => {
    const person = await signUp();
    const other = await signUp();
    const first = await addPasskey(person.token, new SoftwareAuthenticator({ origin: PUBLIC_URL }), 'Phone');
    expect(first.status).toBe(200);
    const othersPasskey = await addPasskey(other.token, new SoftwareAuthenticator({ origin: PUBLIC_URL }));
    expect(othersPasskey.status).toBe(200);
    const aal2 = await withTwoStep(person.token);

    // The password alone: an aal1 session of the same account.
    const { data, error } = await server
      .client()
      .signInWithPassword({ email: person.email, password: PASSWORD });
    if (error || !data.session) throw error ?? new Error('No session after sign-in');
    const aal1 = data.session.access_token;

    // GoTrue's answer: 403 insufficient_aal.
    const refusedOptions = await call('POST', '/passkeys/registration/options', { token: aal1 });
    expect(refusedOptions.status).toBe(403);
    expect(refusedOptions.body.code).toBe('insufficient_aal');
    // Options asked for at aal2 do not let an aal1 session finish the registration.
    const options = await registrationOptions(aal2);
    const response = new SoftwareAuthenticator({ origin: PUBLIC_URL }).register(options.options);
    const refusedVerify = await call('POST', '/passkeys/registration/verify', {
      token: aal1,
      body: { challenge_id: options.challenge_id, credential: response, friendly_name: 'Thief' },
    });
    expect(refusedVerify.status).toBe(403);
    expect(refusedVerify.body.code).toBe('insufficient_aal');
    const refusedDelete = await call('DELETE', `/passkeys/${first.body.id}`, { token: aal1 });
    expect(refusedDelete.status).toBe(403);
    expect(refusedDelete.body.code).toBe('insufficient_aal');
    // Another person's passkey: refused the same way at aal1, and not found at aal2.
    expect((await call('DELETE', `/passkeys/${othersPasskey.body.id}`, { token: aal1 })).status).toBe(403);
    const notFound = await call('DELETE', `/passkeys/${othersPasskey.body.id}`, { token: aal2 });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ code: 'validation_failed', message: 'Passkey not found' });
    const names = async (token: string) =>
      (await call('GET', '/passkeys', { token })).body.map(
        (passkey: { friendly_name: string }) => passkey.friendly_name,
      );
    expect(await names(aal2)).toEqual(['Phone']);
    expect(await names(other.token)).toHaveLength(1);

    // The aal2 session may do both.
    const added = await call('POST', '/passkeys/registration/verify', {
      token: aal2,
      body: { challenge_id: options.challenge_id, credential: response, friendly_name: 'Laptop' },
    });
    expect(added.status).toBe(200);
    expect((await call('DELETE', `/passkeys/${first.body.id}`, { token: aal2 })).status).toBe(204);
    expect(await names(aal2)).toEqual(['Laptop']);
    // One notice each for the two passkeys added and the one removed; the refused attempts sent none.
    expect(await noticesTo(person.email, 'passkeyRemoved')).toHaveLength(1);
    expect(await noticesTo(person.email, 'passkeyAdded')).toHaveLength(2);
  });
});
