import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { uniqueEmail, uniquePhone, uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { runDueJobs } from '../../platform/jobs/job-queue.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { OutboxSmsSender } from '../../platform/sms/outbox-sms-sender.ts';
import { createTestConfig } from '../../test/test-app.ts';
import { familyJobHandlers } from './invitation-delivery.ts';

// For the family integration tests: the whole app without its queue worker (the tests run the queue with the
// clock they choose), and people signed up through the real /auth/v1 endpoints with the address they need.

export type FamilyPerson = { id: string; token: string; email: string | null; phone: string | null };

export type FamilyTestApp = { app: FastifyInstance; config: Config };

export async function startFamilyTestApp(db: Database): Promise<FamilyTestApp> {
  const config = createTestConfig({ trustProxy: true, publicUrl: 'https://amparo.test' });
  return { app: await buildApp({ config, db, jobWorker: false }), config };
}

export async function signUp(
  app: FastifyInstance,
  db: Database,
  options: { fullProtection?: boolean; email?: string; phone?: string; eligible?: boolean } = {},
): Promise<FamilyPerson> {
  const phone = options.phone ?? null;
  const email = phone ? null : (options.email ?? uniqueEmail('family'));
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { 'x-forwarded-for': uniqueTestAddress() },
    payload: { ...(phone ? { phone } : { email }), password: 'violet tundra compass', data: {} },
  });
  const body = response.json() as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`Sign-up gave no session: ${response.body}`);
  if (options.fullProtection || options.eligible === false) {
    await db
      .update(profiles)
      .set({
        ...(options.fullProtection ? { hasAccess: true } : {}),
        ...(options.eligible === false ? { isEligible: false } : {}),
      })
      .where(eq(profiles.id, body.user.id));
  }
  return { id: body.user.id, token: body.access_token, email, phone };
}

export { uniqueEmail, uniquePhone };

export type ApiResult<T = unknown> = { status: number; body: T };

export function api(app: FastifyInstance, person: FamilyPerson | null) {
  return async <T = never>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ): Promise<ApiResult<T>> => {
    const response = await app.inject({
      method,
      url: `/api/v1${path}`,
      headers: {
        'x-forwarded-for': uniqueTestAddress(),
        ...(person ? { authorization: `Bearer ${person.token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: response.statusCode,
      body: (response.body ? response.json() : undefined) as T,
    };
  };
}

/** Runs the invitation jobs due at `now`, delivering to the outbox as the embedded default does. */
export function deliverInvitations(db: Database, config: Config, now = new Date()) {
  const log = { info: () => {} };
  return runDueJobs(
    db,
    familyJobHandlers(
      (handle) => ({
        mailer: new OutboxMailer(handle, log as never),
        sms: new OutboxSmsSender(handle, log as never),
      }),
      { publicUrl: config.publicUrl },
    ),
    now,
  );
}

/** The token of the link in a delivered message. */
export function tokenIn(body: string): string {
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(body);
  if (!match?.[1]) throw new Error(`No invitation link in: ${body}`);
  return match[1];
}
