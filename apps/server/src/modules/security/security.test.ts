import type { Session } from '@supabase/auth-js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestServer,
  startAuthTestServer,
  uniqueEmail,
  uniquePhone,
} from '../../auth/auth-test-server.ts';
import { recordSecurityEvent } from '../../auth/security-events.ts';
import { authSessions } from '../../platform/db/schema/auth.ts';
import { authSecurityEvents, type SecurityEventKind } from '../../platform/db/schema/security.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

// The security center end to end: people signed up and signed in through the real /auth/v1 endpoints (from the
// networks a test chooses), the /api/v1/security routes, the log rows and the messages in the outbox.

const PASSWORD = 'violet tundra compass';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let networkCounter = 0;
/** An address in a /24 no other test uses, so "new network" is decided by the test, not by chance. */
function freshNetworkAddress(): string {
  networkCounter += 1;
  return `172.${16 + (networkCounter >> 8)}.${networkCounter & 255}.20`;
}

type Person = { id: string; token: string; sessionId: string; email: string | null; phone: string | null };

describeEachDatabase('security center', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function auth(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; ip?: string; userAgent?: string } = {},
  ) {
    const response = await fetch(`${server.url}/auth/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.ip ?? freshNetworkAddress(),
        'user-agent': options.userAgent ?? CHROME_ANDROID,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  async function api<T = Record<string, unknown>>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': freshNetworkAddress(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  function personFrom(body: Session & { user: { id: string } }, email: string | null, phone: string | null) {
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1] ?? '', 'base64url').toString());
    return {
      id: body.user.id,
      token: body.access_token,
      sessionId: claims.session_id as string,
      email,
      phone,
    };
  }

  async function signUp(options: { ip?: string; userAgent?: string; phone?: boolean } = {}): Promise<Person> {
    const email = options.phone ? null : uniqueEmail('security');
    const phone = options.phone ? uniquePhone() : null;
    const answer = await auth('POST', '/signup', {
      body: { ...(email ? { email } : { phone }), password: PASSWORD },
      ip: options.ip,
      userAgent: options.userAgent,
    });
    expect(answer.status).toBe(200);
    return personFrom(answer.body, email, phone);
  }

  async function signIn(person: Person, options: { ip?: string; userAgent?: string } = {}): Promise<Person> {
    const answer = await auth('POST', '/token?grant_type=password', {
      body: person.email
        ? { email: person.email, password: PASSWORD }
        : { phone: person.phone, password: PASSWORD },
      ip: options.ip,
      userAgent: options.userAgent,
    });
    expect(answer.status).toBe(200);
    return personFrom(answer.body, person.email, person.phone);
  }

  async function kindsOf(userId: string): Promise<SecurityEventKind[]> {
    const rows = await getDb()
      .select({ kind: authSecurityEvents.kind })
      .from(authSecurityEvents)
      .where(eq(authSecurityEvents.userId, userId));
    return rows.map((row) => row.kind);
  }

  async function settle(): Promise<void> {
    // Messages leave after the answer; give them the moment they need.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  describe('sessions', () => {
    it('lists every open session with the current one marked, and no place until the person allows it', async () => {
      const phoneNetwork = freshNetworkAddress();
      const person = await signUp({ ip: phoneNetwork, userAgent: CHROME_ANDROID });
      const laptop = await signIn(person, { userAgent: FIREFOX_WINDOWS });

      const listed = await api<{ sessions: Record<string, unknown>[]; show_sign_in_place: boolean }>(
        'GET',
        '/security/sessions',
        laptop.token,
      );
      expect(listed.status).toBe(200);
      expect(listed.body.show_sign_in_place).toBe(false);
      expect(listed.body.sessions).toHaveLength(2);
      const byId = new Map(listed.body.sessions.map((session) => [session.id, session]));
      expect(byId.get(laptop.sessionId)).toMatchObject({
        device: 'Firefox on Windows',
        current: true,
        network: null,
      });
      expect(byId.get(person.sessionId)).toMatchObject({
        device: 'Chrome on Android',
        current: false,
        network: null,
      });
      // Nothing about the place leaves the server while the choice is off, not even in the log.
      const events = await api<{ events: { network: string | null }[] }>(
        'GET',
        '/security/events',
        laptop.token,
      );
      expect(events.body.events.every((event) => event.network === null)).toBe(true);

      // Asked from the phone, the phone's session comes first and is seen now, even though its token is older.
      const fromPhone = await api<{ sessions: { id: string; current: boolean; last_seen_at: string }[] }>(
        'GET',
        '/security/sessions',
        person.token,
      );
      expect(fromPhone.body.sessions[0]).toMatchObject({ id: person.sessionId, current: true });
      const laptopSeen = fromPhone.body.sessions[1]?.last_seen_at ?? '';
      expect(Date.parse(fromPhone.body.sessions[0]?.last_seen_at ?? '')).toBeGreaterThanOrEqual(
        Date.parse(laptopSeen),
      );

      const turnedOn = await api('PUT', '/security/preferences', laptop.token, { show_sign_in_place: true });
      expect(turnedOn).toEqual({ status: 200, body: { show_sign_in_place: true } });
      const withPlace = await api<{ sessions: { id: string; network: string | null }[] }>(
        'GET',
        '/security/sessions',
        laptop.token,
      );
      const phoneSession = withPlace.body.sessions.find((session) => session.id === person.sessionId);
      expect(phoneSession?.network).toBe(phoneNetwork.replace(/\.\d+$/, '.0/24'));
      const eventsWithPlace = await api<{ events: { network: string | null }[] }>(
        'GET',
        '/security/events',
        laptop.token,
      );
      expect(eventsWithPlace.body.events.some((event) => event.network?.endsWith('.0/24'))).toBe(true);
    });

    it('refuses a preference that is not a yes or no, or a field that does not exist', async () => {
      const person = await signUp();
      for (const body of [{ show_sign_in_place: 'yes' }, {}, { show_sign_in_place: true, extra: 1 }, 'x']) {
        expect((await api('PUT', '/security/preferences', person.token, body)).status).toBe(400);
      }
      expect((await api('GET', '/security/preferences', person.token)).body).toEqual({
        show_sign_in_place: false,
      });
    });

    it("answers 404 for another person's session and leaves it open", async () => {
      const owner = await signUp();
      const stranger = await signUp();
      const attempt = await api('DELETE', `/security/sessions/${owner.sessionId}`, stranger.token);
      expect(attempt.status).toBe(404);
      expect(attempt.body).toMatchObject({ code: 'not_found' });
      // The owner's session still works, and the stranger's log says nothing was revoked.
      expect((await api('GET', '/security/sessions', owner.token)).status).toBe(200);
      const [session] = await getDb().select().from(authSessions).where(eq(authSessions.id, owner.sessionId));
      expect(session?.revokedAt).toBeNull();
      expect(await kindsOf(stranger.id)).not.toContain('session_revoked');
      // An id that never existed answers the same way; a malformed one is a 400.
      const unknown = await api(
        'DELETE',
        '/security/sessions/00000000-0000-4000-8000-000000000000',
        owner.token,
      );
      expect(unknown.status).toBe(404);
      expect((await api('DELETE', '/security/sessions/not-an-id', owner.token)).status).toBe(400);
      expect((await api('DELETE', '/security/sessions/%00', owner.token)).status).toBe(400);
    });

    it('signs one other session out: its access token is refused on its next request', async () => {
      const person = await signUp();
      const other = await signIn(person);
      expect((await api('GET', '/security/sessions', other.token)).status).toBe(200);

      const current = await api('DELETE', `/security/sessions/${person.sessionId}`, person.token);
      expect(current.status).toBe(409);
      expect(current.body).toMatchObject({ code: 'current_session' });

      expect((await api('DELETE', `/security/sessions/${other.sessionId}`, person.token)).status).toBe(204);
      expect((await api('GET', '/security/sessions', other.token)).status).toBe(401);
      expect((await auth('GET', '/user', { token: other.token })).status).toBe(403);
      // A second try finds nothing left to end.
      expect((await api('DELETE', `/security/sessions/${other.sessionId}`, person.token)).status).toBe(404);
      const remaining = await api<{ sessions: { id: string }[] }>('GET', '/security/sessions', person.token);
      expect(remaining.body.sessions.map((session) => session.id)).toEqual([person.sessionId]);
      expect(await kindsOf(person.id)).toContain('session_revoked');
    });

    it('signs every other session out with POST /auth/v1/logout?scope=others and logs it', async () => {
      const person = await signUp();
      const second = await signIn(person);
      const third = await signIn(person);
      expect((await auth('POST', '/logout?scope=others', { token: person.token })).status).toBe(204);
      expect((await api('GET', '/security/sessions', second.token)).status).toBe(401);
      expect((await api('GET', '/security/sessions', third.token)).status).toBe(401);
      const remaining = await api<{ sessions: { id: string }[] }>('GET', '/security/sessions', person.token);
      expect(remaining.body.sessions.map((session) => session.id)).toEqual([person.sessionId]);
      const [event] = await getDb()
        .select()
        .from(authSecurityEvents)
        .where(
          and(
            eq(authSecurityEvents.userId, person.id),
            eq(authSecurityEvents.kind, 'other_sessions_revoked'),
          ),
        );
      expect(event?.detail).toEqual({ count: 2 });

      // local ends only this session; an unknown scope is refused.
      expect((await auth('POST', '/logout?scope=everywhere', { token: person.token })).status).toBe(400);
      expect((await auth('POST', '/logout?scope=local', { token: person.token })).status).toBe(204);
      expect((await api('GET', '/security/sessions', person.token)).status).toBe(401);
    });
  });

  describe('security log', () => {
    it('records sign-ins and wrong passwords', async () => {
      const person = await signUp();
      const wrong = await auth('POST', '/token?grant_type=password', {
        body: { email: person.email, password: 'not the password at all' },
      });
      expect(wrong.status).toBe(400);
      const kinds = await kindsOf(person.id);
      expect(kinds.filter((kind) => kind === 'sign_in')).toHaveLength(1);
      expect(kinds).toContain('sign_in_failed');
    });

    it('tells the owner of a sign-in from a new device and network pair, once, by email', async () => {
      const home = freshNetworkAddress();
      const person = await signUp({ ip: home, userAgent: CHROME_ANDROID });
      // The same phone on the same network: nothing new.
      await signIn(person, { ip: home, userAgent: CHROME_ANDROID });
      expect(await kindsOf(person.id)).not.toContain('new_device');

      const since = new Date(Date.now() - 1000);
      const elsewhere = freshNetworkAddress();
      await signIn(person, { ip: elsewhere, userAgent: FIREFOX_WINDOWS });
      expect((await kindsOf(person.id)).filter((kind) => kind === 'new_device')).toHaveLength(1);
      const notice = await server.waitForMessage(person.email ?? '', {
        purpose: 'auth.security.newDeviceSignIn',
        since,
      });
      expect(notice.subject).toBe('New sign-in to your Amparo account');
      expect(notice.body).toContain('Firefox on Windows');
      expect(notice.body).toContain('/advanced-security');
      // No full address in the message.
      expect(notice.body).not.toContain(elsewhere);

      // The same pair again is known now.
      await signIn(person, { ip: elsewhere, userAgent: FIREFOX_WINDOWS });
      await settle();
      expect((await kindsOf(person.id)).filter((kind) => kind === 'new_device')).toHaveLength(1);
      const notices = await listOutboxMessages(getDb(), {
        recipient: person.email ?? '',
        purpose: 'auth.security.newDeviceSignIn',
      });
      expect(notices).toHaveLength(1);
    });

    it('tells a phone-only account by text message, in its language', async () => {
      const person = await signUp({ phone: true });
      await auth('PUT', '/user', { token: person.token, body: { data: { locale: 'es' } } });
      await signIn(person, { userAgent: FIREFOX_WINDOWS });
      const notice = await server.waitForMessage(person.phone ?? '', {
        purpose: 'auth.security.newDeviceSignIn',
      });
      expect(notice.channel).toBe('sms');
      expect(notice.body).toContain('Firefox on Windows');
      expect(notice.body).toContain('nuevo inicio de sesión');
    });

    it('records password, email and phone changes, and tells the owner of a password change', async () => {
      const person = await signUp();
      const since = new Date(Date.now() - 1000);
      const changed = await auth('PUT', '/user', {
        token: person.token,
        body: { password: 'amber glacier lantern' },
      });
      expect(changed.status).toBe(200);
      await server.waitForMessage(person.email ?? '', { purpose: 'auth.notice.passwordChanged', since });
      const newEmail = uniqueEmail('moved');
      expect((await auth('PUT', '/user', { token: person.token, body: { email: newEmail } })).status).toBe(
        200,
      );
      expect(
        (await auth('PUT', '/user', { token: person.token, body: { phone: uniquePhone() } })).status,
      ).toBe(200);
      const kinds = await kindsOf(person.id);
      expect(kinds).toEqual(expect.arrayContaining(['password_changed', 'email_changed', 'phone_changed']));
    });

    it('records a sign-in paused by the rate limiter once per lock, with its minutes', async () => {
      const person = await signUp();
      let locked: Awaited<ReturnType<typeof auth>> | undefined;
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const answer = await auth('POST', '/token?grant_type=password', {
          body: { email: person.email, password: 'not the password at all' },
        });
        if (answer.status === 429) locked = answer;
      }
      expect(locked?.body).toMatchObject({ code: 'over_request_rate_limit' });
      expect(Number(locked?.headers.get('retry-after'))).toBeGreaterThan(0);
      const rows = await getDb()
        .select()
        .from(authSecurityEvents)
        .where(and(eq(authSecurityEvents.userId, person.id), eq(authSecurityEvents.kind, 'sign_in_locked')));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.detail.retry_after_minutes).toBeGreaterThanOrEqual(1);
      expect((await kindsOf(person.id)).filter((kind) => kind === 'sign_in_failed')).toHaveLength(10);
    });

    it("pages the caller's own log, newest first, and never another person's", async () => {
      const person = await signUp();
      const stranger = await signUp();
      const start = Date.now() + 60_000;
      for (let index = 0; index < 24; index += 1) {
        // Two events share each moment, so the id decides their order across a page boundary.
        await recordSecurityEvent(getDb(), {
          userId: person.id,
          kind: 'sign_in_failed',
          detail: { index },
          now: new Date(start + Math.floor(index / 2) * 1000),
        });
      }
      await recordSecurityEvent(getDb(), {
        userId: stranger.id,
        kind: 'password_changed',
        now: new Date(start),
      });

      const seen: { id: string; created_at: string; kind: string }[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=10&before=${cursor}` : '?limit=10';
        const page: { status: number; body: { events: typeof seen; next_cursor: string | null } } = await api(
          'GET',
          `/security/events${query}`,
          person.token,
        );
        expect(page.status).toBe(200);
        seen.push(...page.body.events);
        cursor = page.body.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      // 24 planted and the sign-up's sign-in.
      expect(seen).toHaveLength(25);
      expect(pages).toBe(3);
      expect(new Set(seen.map((event) => event.id)).size).toBe(25);
      const times = seen.map((event) => Date.parse(event.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(seen.map((event) => event.kind)).not.toContain('password_changed');

      for (const query of [
        '?limit=0',
        '?limit=51',
        '?limit=abc',
        '?before=%F0%9F%98%80',
        '?before=bm90LWEtY3Vyc29y',
      ]) {
        const refused = await api('GET', `/security/events${query}`, person.token);
        expect(refused.status, query).toBe(400);
      }
      expect((await api('GET', '/security/events', 'not-a-token')).status).toBe(401);
    });
  });
});

describeEachDatabase('security log over time', (getDb) => {
  let server: AuthTestServer;
  let now = Date.now();
  const clock = () => new Date(now);

  beforeAll(async () => {
    server = await startAuthTestServer(getDb(), {}, { clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records a reused refresh token and tells the owner', async () => {
    const email = uniqueEmail('reuse');
    const owner = server.client();
    const { data } = await owner.signUp({ email, password: PASSWORD });
    const original = data.session as Session;
    expect((await owner.refreshSession()).error).toBeNull();
    now += 60_000;
    const thief = server.client();
    const stolen = await thief.refreshSession({ refresh_token: original.refresh_token } as Session);
    expect(stolen.error).toMatchObject({ code: 'refresh_token_already_used' });

    const rows = await getDb()
      .select()
      .from(authSecurityEvents)
      .where(
        and(
          eq(authSecurityEvents.userId, original.user.id),
          eq(authSecurityEvents.kind, 'refresh_token_reused'),
        ),
      );
    expect(rows).toHaveLength(1);
    const notice = await server.waitForMessage(email, { purpose: 'auth.security.refreshTokenReused' });
    expect(notice.subject).toBe('We signed out one of your Amparo sessions');
  });
});
