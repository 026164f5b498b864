import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { uniqueEmail, uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { Database } from '../../platform/db/database.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { createTestConfig } from '../../test/test-app.ts';

// For the emergency integration tests: the whole app without its queue worker (the tests run the queue
// themselves with a fake clock), and people signed up through the real /auth/v1 endpoints.

export type TestPerson = { id: string; token: string };

export async function startEmergencyTestApp(db: Database): Promise<FastifyInstance> {
  return buildApp({ config: createTestConfig({ trustProxy: true }), db, jobWorker: false });
}

export async function signUpPerson(
  app: FastifyInstance,
  db: Database,
  options: { fullProtection?: boolean; name?: string } = {},
): Promise<TestPerson> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { 'x-forwarded-for': uniqueTestAddress() },
    payload: {
      email: uniqueEmail(),
      password: 'violet tundra compass',
      data: options.name ? { full_name: options.name } : {},
    },
  });
  const body = response.json() as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`Sign-up gave no session: ${response.body}`);
  if (options.fullProtection) {
    await db.update(profiles).set({ hasAccess: true }).where(eq(profiles.id, body.user.id));
  }
  return { id: body.user.id, token: body.access_token };
}

export function apiCall(app: FastifyInstance, person: TestPerson | null) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url: `/api/v1${path}`,
      headers: person ? { authorization: `Bearer ${person.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as never) : (undefined as never),
    };
  };
}
