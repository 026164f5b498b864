import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { authSessions } from '../platform/db/schema/auth.ts';
import { countQueries } from '../test/count-queries.ts';
import { createTestConfig } from '../test/test-app.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import { issueAccessToken } from './access-token.ts';
import { uniqueEmail, uniqueTestAddress } from './auth-test-server.ts';
import { getKeyStore } from './key-store.ts';
import { generateSigningKey, loadSigningKey } from './signing-keys.ts';

// The savings of docs/decisions/015 (claims cached per token, one query per request) must not weaken what the
// signed-in check proves: each test here fails if a cache answers for the session or for the signature.

const PASSWORD = 'saffron meadow lantern';

describeEachDatabase('a signed-in request', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // No job worker: its polling would be counted with the request's queries.
    app = await buildApp({ config: createTestConfig({ trustProxy: true }), db: getDb(), jobWorker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signUp(): Promise<{ token: string; sessionId: string; userId: string }> {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueTestAddress() },
      payload: { email: uniqueEmail('signed-in'), password: PASSWORD },
    });
    const session = response.json() as { access_token?: string; user?: { id: string } };
    if (!session.access_token || !session.user) throw new Error(`sign-up failed: ${response.body}`);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    return { token: session.access_token, sessionId: claims.session_id, userId: session.user.id };
  }

  function getProfile(token: string) {
    return app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('makes one database round trip for GET /api/v1/profile', async () => {
    const { token } = await signUp();
    // The first request may prepare the statement; every later one is a single query.
    expect((await getProfile(token)).statusCode).toBe(200);
    const queries = countQueries(getDb());
    try {
      for (let request = 0; request < 3; request++) expect((await getProfile(token)).statusCode).toBe(200);
    } finally {
      queries.stop();
    }
    expect(queries.count).toBe(3);
  });

  it('refuses a signed-out session on its very next request, after many accepted ones', async () => {
    const { token } = await signUp();
    for (let request = 0; request < 20; request++) expect((await getProfile(token)).statusCode).toBe(200);
    const signOut = await app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signOut.statusCode).toBe(204);
    const after = await getProfile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a session revoked by another process (a row changed behind its back) at once', async () => {
    const { token, sessionId } = await signUp();
    for (let request = 0; request < 20; request++) expect((await getProfile(token)).statusCode).toBe(200);
    await getDb().update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
    expect((await getProfile(token)).statusCode).toBe(401);
  });

  it('refuses a token with the same claims signed by a key it does not know, even after the real one was accepted', async () => {
    const { token } = await signUp();
    expect((await getProfile(token)).statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const stranger = await loadSigningKey(await generateSigningKey());
    const forged = await issueAccessToken(stranger, claims, { issuer: claims.iss });
    expect((await getProfile(forged.token)).statusCode).toBe(401);
    // The real key's id on the stranger's signature: still refused, the signature is checked, not the kid.
    const [header, payload, signature] = forged.token.split('.');
    const realHeader = token.split('.')[0] ?? '';
    expect(header).not.toBe(realHeader);
    expect((await getProfile(`${realHeader}.${payload}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses a token signed by the real key for another session id', async () => {
    const { token } = await signUp();
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const keys = await getKeyStore(getDb(), undefined);
    const other = await issueAccessToken(
      keys.signing,
      { ...claims, session_id: '00000000-0000-4000-8000-000000000000' },
      { issuer: claims.iss },
    );
    expect((await getProfile(other.token)).statusCode).toBe(401);
    const malformed = await issueAccessToken(
      keys.signing,
      { ...claims, session_id: "x' or '1'='1" },
      { issuer: claims.iss },
    );
    expect((await getProfile(malformed.token)).statusCode).toBe(401);
  });
});
