import type { GoTrueClient } from '@supabase/auth-js';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMfaFactors } from '../../platform/db/schema/mfa.ts';
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
import { totpCodeAt } from './totp.ts';

// Two-factor authentication through the official client's `mfa.*`, as the web app uses it.

const PASSWORD = 'violet tundra compass';
const STEP_MS = 30_000;

async function signedUp(server: AuthTestServer, ip = uniqueTestAddress()) {
  const client = server.client({ ip });
  const email = uniqueEmail('two-factor');
  const { data, error } = await client.signUp({ email, password: PASSWORD });
  if (error || !data.user) throw error ?? new Error('No user');
  return { client, email, userId: data.user.id, ip };
}

/** Enrols and verifies a TOTP factor; returns its id and secret. */
async function enrolled(client: GoTrueClient, at = new Date()) {
  const enroll = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone', issuer: 'Amparo' });
  if (enroll.error || !enroll.data || enroll.data.type !== 'totp')
    throw enroll.error ?? new Error('No factor');
  const { id, totp } = enroll.data;
  const challenge = await client.mfa.challenge({ factorId: id });
  if (challenge.error || !challenge.data) throw challenge.error;
  const verify = await client.mfa.verify({
    factorId: id,
    challengeId: challenge.data.id,
    code: totpCodeAt(totp.secret, at),
  });
  if (verify.error) throw verify.error;
  return { factorId: id, secret: totp.secret };
}

async function aalOf(client: GoTrueClient) {
  const { data } = await client.getSession();
  return decodeJwt(data.session?.access_token ?? '') as { aal: string; amr: { method: string }[] };
}

describeEachDatabase('two-factor authentication', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('enrols a TOTP factor with a QR code, verifies it and raises the session to aal2 with totp in amr', async () => {
    const { client, email, userId } = await signedUp(server);
    const enroll = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone', issuer: 'Amparo' });
    expect(enroll.error).toBeNull();
    if (enroll.data?.type !== 'totp') throw new Error('Not a TOTP factor');
    expect(enroll.data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enroll.data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enroll.data.totp.uri).toContain(`Amparo:${encodeURIComponent(email)}`);
    expect(enroll.data.friendly_name).toBe('Phone');

    const listed = await client.mfa.listFactors();
    expect(listed.data?.all).toHaveLength(1);
    expect(listed.data?.all[0]).toMatchObject({
      id: enroll.data.id,
      status: 'unverified',
      factor_type: 'totp',
    });
    expect(listed.data?.totp).toHaveLength(0);
    expect(JSON.stringify(listed.data)).not.toContain(enroll.data.totp.secret);

    const challenge = await client.mfa.challenge({ factorId: enroll.data.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrong = await client.mfa.verify({
      factorId: enroll.data.id,
      challengeId: challenge.data?.id ?? '',
      code: totpCodeAt(enroll.data.totp.secret, new Date(Date.now() - 10 * STEP_MS)),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const verify = await client.mfa.verify({
      factorId: enroll.data.id,
      challengeId: challenge.data?.id ?? '',
      code: totpCodeAt(enroll.data.totp.secret, new Date()),
    });
    expect(verify.error).toBeNull();
    const claims = await aalOf(client);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);

    const level = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const after = await client.mfa.listFactors();
    expect(after.data?.totp).toHaveLength(1);

    const events = await getDb()
      .select()
      .from(authSecurityEvents)
      .where(and(eq(authSecurityEvents.userId, userId), eq(authSecurityEvents.kind, 'factor_added')));
    expect(events).toHaveLength(1);
  });

  /** The security notices of one kind sent to an address, once the newest of them has arrived. */
  async function noticesTo(email: string, kind: string) {
    const purpose = `auth.security.${kind}`;
    await server.waitForMessage(email, { purpose });
    return listOutboxMessages(getDb(), { recipient: email, purpose });
  }

  it('tells the owner once when an app is added to two-step sign-in and once when it is removed', async () => {
    const { client, email } = await signedUp(server);
    // An enrolment nobody finished, then removed: nothing changed about signing in, so nothing is sent.
    const abandoned = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Old phone' });
    if (abandoned.error || !abandoned.data) throw abandoned.error;
    expect((await client.mfa.unenroll({ factorId: abandoned.data.id })).error).toBeNull();

    // The code of the previous step, so the step-up below can use this step's.
    const { factorId, secret } = await enrolled(client, new Date(Date.now() - STEP_MS));
    const added = await noticesTo(email, 'twoStepAdded');
    expect(added).toHaveLength(1);
    expect(added[0]?.subject).toBe(SECURITY_NOTICE_CATALOG.en.twoStepAdded.subject);
    expect(added[0]?.body).toContain('/advanced-security');

    // Proving the factor again (a step-up) adds nothing: no second notice.
    const stepUp = await client.mfa.challengeAndVerify({ factorId, code: totpCodeAt(secret, new Date()) });
    expect(stepUp.error).toBeNull();

    expect((await client.mfa.unenroll({ factorId })).error).toBeNull();
    const removed = await noticesTo(email, 'twoStepRemoved');
    expect(removed).toHaveLength(1);
    expect(removed[0]?.subject).toBe(SECURITY_NOTICE_CATALOG.en.twoStepRemoved.subject);
    // The step-up and the abandoned enrolment came before the removal, so their messages would be in by now.
    expect(
      await listOutboxMessages(getDb(), { recipient: email, purpose: 'auth.security.twoStepAdded' }),
    ).toHaveLength(1);
    expect(
      await listOutboxMessages(getDb(), { recipient: email, purpose: 'auth.security.twoStepRemoved' }),
    ).toHaveLength(1);
  });

  it('asks for the code at the next sign-in: aal1 with nextLevel aal2, then aal2 after the code', async () => {
    const { client, email } = await signedUp(server);
    // Codes of the previous step, so the sign-in's code (this step) is a new one.
    const { secret } = await enrolled(client, new Date(Date.now() - STEP_MS));
    const other = server.client();
    const signIn = await other.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const level = await other.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // Until the code is in, the password alone does not open the API.
    const profile = async (client: GoTrueClient) =>
      fetch(`${server.url}/api/v1/profile`, {
        headers: { authorization: `Bearer ${(await client.getSession()).data.session?.access_token ?? ''}` },
      });
    const halfSignedIn = await profile(other);
    expect(halfSignedIn.status).toBe(401);
    expect(await halfSignedIn.json()).toMatchObject({ code: 'insufficient_aal' });

    const factorId = signIn.data.user?.factors?.[0]?.id ?? '';
    const verified = await other.mfa.challengeAndVerify({ factorId, code: totpCodeAt(secret, new Date()) });
    expect(verified.error).toBeNull();
    expect((await aalOf(other)).aal).toBe('aal2');
    const refreshed = await other.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
    expect((await profile(other)).status).toBe(200);
  });

  it('refuses a code that was already accepted, even within its window (replay)', async () => {
    const { client, email } = await signedUp(server);
    const now = new Date();
    const { factorId, secret } = await enrolled(client, now);
    const other = server.client();
    await other.signInWithPassword({ email, password: PASSWORD });
    const replay = await other.mfa.challengeAndVerify({ factorId, code: totpCodeAt(secret, now) });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await aalOf(other)).aal).toBe('aal1');
  });

  it('limits verification attempts per account', async () => {
    const { client, email } = await signedUp(server);
    const { factorId } = await enrolled(client, new Date(Date.now() - STEP_MS));
    const other = server.client();
    await other.signInWithPassword({ email, password: PASSWORD });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { error } = await other.mfa.challengeAndVerify({ factorId, code: '000000' });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 9).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('needs aal2 to change the password or email and to unenrol, answering insufficient_aal', async () => {
    const { client, email } = await signedUp(server);
    const { factorId, secret } = await enrolled(client, new Date(Date.now() - STEP_MS));
    const other = server.client();
    await other.signInWithPassword({ email, password: PASSWORD });

    const password = await other.updateUser({ password: 'another sturdy phrase' });
    expect(password.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const changeEmail = await other.updateUser({ email: uniqueEmail('moved') });
    expect(changeEmail.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const metadata = await other.updateUser({ data: { locale: 'es' } });
    expect(metadata.error).toBeNull();
    const unenroll = await other.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const enrollAnother = await other.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(enrollAnother.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    await other.mfa.challengeAndVerify({ factorId, code: totpCodeAt(secret, new Date()) });
    const changed = await other.updateUser({ password: 'another sturdy phrase' });
    expect(changed.error).toBeNull();
    const removed = await other.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    // With no factor left the session goes back to aal1 (upstream's downgrade), seen at the next refresh.
    await other.refreshSession();
    const level = await other.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it("answers another person's factor id with 404 mfa_factor_not_found, and a malformed id too", async () => {
    const owner = await signedUp(server);
    const { factorId } = await enrolled(owner.client);
    const stranger = await signedUp(server);
    const challenge = await stranger.client.mfa.challenge({ factorId });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const verify = await stranger.client.mfa.verify({ factorId, challengeId: factorId, code: '123456' });
    expect(verify.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unenroll = await stranger.client.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const malformed = await stranger.client.mfa.challenge({ factorId: 'not-a-uuid' });
    expect(malformed.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const [row] = await getDb().select().from(authMfaFactors).where(eq(authMfaFactors.id, factorId));
    expect(row?.userId).toBe(owner.userId);
  });

  it('refuses an unknown challenge, an empty code and odd input without a 5xx', async () => {
    const { client } = await signedUp(server);
    const enroll = await client.mfa.enroll({ factorType: 'totp' });
    const factorId = enroll.data?.id ?? '';
    const unknown = await client.mfa.verify({ factorId, challengeId: factorId, code: '123456' });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const challenge = await client.mfa.challenge({ factorId });
    const empty = await client.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const emoji = await client.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: '12😀456',
    });
    expect(emoji.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const huge = await client.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: '1'.repeat(10_000),
    });
    expect(huge.error?.status).toBe(422);
    const control = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'a\u0000b' });
    expect(control.error).toMatchObject({ status: 400, code: 'validation_failed' });
    // Phone factors are not offered: refused as GoTrue refuses them when switched off (decision 032).
    const phone = await client.mfa.enroll({ factorType: 'phone', phone: '+12025550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });

  it('gives ten recovery codes once at aal2; each works once instead of a code, through mfa.verify', async () => {
    const { client, email, userId } = await signedUp(server);
    const { factorId } = await enrolled(client);
    const { data: session } = await client.getSession();
    const token = session.session?.access_token ?? '';
    const generated = await fetch(`${server.url}/auth/v1/factors/recovery-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueTestAddress() },
    });
    expect(generated.status).toBe(200);
    const body = (await generated.json()) as { codes: string[]; total: number };
    expect(body.total).toBe(10);
    expect(body.codes).toHaveLength(10);
    const again = await fetch(`${server.url}/auth/v1/factors/recovery-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueTestAddress() },
    });
    expect(again.status).toBe(422);
    const [first, second] = body.codes;

    const laptop = server.client();
    await laptop.signInWithPassword({ email, password: PASSWORD });
    const withCode = await laptop.mfa.challengeAndVerify({ factorId, code: (first ?? '').toUpperCase() });
    expect(withCode.error).toBeNull();
    const claims = await aalOf(laptop);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr[0]?.method).toBe('mfa/recovery_code');

    const tablet = server.client();
    await tablet.signInWithPassword({ email, password: PASSWORD });
    const reused = await tablet.mfa.challengeAndVerify({ factorId, code: first ?? '' });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // Upstream's endpoint for a recovery code takes the second one.
    const { data: tabletSession } = await tablet.getSession();
    const upstream = await fetch(`${server.url}/auth/v1/factors/recovery-codes/verify`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tabletSession.session?.access_token ?? ''}`,
        'content-type': 'application/json',
        'x-forwarded-for': uniqueTestAddress(),
      },
      body: JSON.stringify({ code: second }),
    });
    expect(upstream.status).toBe(200);
    const upgraded = (await upstream.json()) as { access_token: string };
    expect(decodeJwt(upgraded.access_token).aal).toBe('aal2');

    const status = await fetch(`${server.url}/auth/v1/factors/recovery-codes`, {
      headers: { authorization: `Bearer ${upgraded.access_token}`, 'x-forwarded-for': uniqueTestAddress() },
    });
    expect(await status.json()).toMatchObject({ total: 10, remaining: 8 });

    const used = await getDb()
      .select()
      .from(authSecurityEvents)
      .where(and(eq(authSecurityEvents.userId, userId), eq(authSecurityEvents.kind, 'recovery_code_used')));
    expect(used).toHaveLength(2);
  });

  it('regenerates recovery codes only at aal2, and the old ones stop working', async () => {
    const { client, email } = await signedUp(server);
    const { factorId } = await enrolled(client);
    const post = async (path: string, accessToken: string) =>
      fetch(`${server.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': uniqueTestAddress() },
      });
    const token = (await client.getSession()).data.session?.access_token ?? '';
    const first = (await (await post('/factors/recovery-codes', token)).json()) as { codes: string[] };

    const aal1 = server.client();
    await aal1.signInWithPassword({ email, password: PASSWORD });
    const aal1Token = (await aal1.getSession()).data.session?.access_token ?? '';
    const refused = await post('/factors/recovery-codes/regenerate', aal1Token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'insufficient_aal' });

    const regenerated = await post('/factors/recovery-codes/regenerate', token);
    expect(regenerated.status).toBe(200);
    const fresh = (await regenerated.json()) as { codes: string[] };
    expect(fresh.codes).toHaveLength(10);
    expect(fresh.codes).not.toContain(first.codes[0]);
    const old = await aal1.mfa.challengeAndVerify({ factorId, code: first.codes[0] ?? '' });
    expect(old.error).toMatchObject({ code: 'mfa_verification_failed' });

    // The owner hears of the new set once: not of the first set, nor of the refused attempt.
    const notices = await noticesTo(email, 'recoveryCodesRegenerated');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(SECURITY_NOTICE_CATALOG.en.recoveryCodesRegenerated.subject);
  });

  it('turning off the last factor removes the recovery codes and records factor_removed', async () => {
    const { client, userId } = await signedUp(server);
    const { factorId } = await enrolled(client);
    const token = (await client.getSession()).data.session?.access_token ?? '';
    await fetch(`${server.url}/auth/v1/factors/recovery-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueTestAddress() },
    });
    expect((await client.mfa.unenroll({ factorId })).error).toBeNull();
    const status = await fetch(`${server.url}/auth/v1/factors/recovery-codes`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueTestAddress() },
    });
    expect(status.status).toBe(404);
    const removed = await getDb()
      .select()
      .from(authSecurityEvents)
      .where(and(eq(authSecurityEvents.userId, userId), eq(authSecurityEvents.kind, 'factor_removed')));
    expect(removed).toHaveLength(1);
  });
});

describe('the factor list', () => {
  it('is left out of the user when there are no factors, as upstream does', async () => {
    const { toGoTrueUser } = await import('../gotrue-user.ts');
    const now = new Date();
    const user = toGoTrueUser({
      id: '00000000-0000-4000-8000-000000000000',
      email: 'a@example.org',
      phone: null,
      emailConfirmedAt: now,
      phoneConfirmedAt: null,
      lastSignInAt: null,
      confirmationSentAt: null,
      recoverySentAt: null,
      newEmail: null,
      newPhone: null,
      emailChangeSentAt: null,
      phoneChangeSentAt: null,
      userMetadata: {},
      bannedUntil: null,
      createdAt: now,
      updatedAt: now,
    });
    expect('factors' in user).toBe(false);
  });
});
