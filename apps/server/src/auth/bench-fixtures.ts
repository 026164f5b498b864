import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { authUsers } from '../platform/db/schema/auth.ts';
import { createPasswordHasher, OWASP_PASSWORD_HASH_COST } from './password-hash.ts';
import { createUserWithProfile } from './users-repo.ts';

// What `npm run bench` needs to measure sign-in and GET /api/v1/profile under load with production behaviour
// (OWASP argon2 cost, database rate limits) left on: many accounts, so the per-account limit (10 per 15
// minutes) is never the bottleneck, and a distinct client address per request (send `x-forwarded-for` and start
// the app with TRUST_PROXY=true), so the per-address limit (30 per 5 minutes) is not either.

export const BENCH_PASSWORD = 'bench quiet harbor lantern';
const BENCH_DOMAIN = 'bench.amparo.test';

export type BenchAccount = { email: string; password: string };

/**
 * Confirmed accounts with their profiles. The password is hashed once at production cost and the hash shared,
 * so preparing 1,000 accounts takes a second rather than a minute; each sign-in still runs a full verification.
 */
export async function createBenchAccounts(db: Database, count: number): Promise<BenchAccount[]> {
  const passwordHash = await createPasswordHasher(OWASP_PASSWORD_HASH_COST).hash(BENCH_PASSWORD);
  const run = randomBytes(4).toString('hex');
  const now = new Date();
  const accounts: BenchAccount[] = [];
  for (let index = 0; index < count; index++) {
    const email = `bench-${run}-${index}@${BENCH_DOMAIN}`;
    await createUserWithProfile(db, {
      email,
      phone: null,
      passwordHash,
      userMetadata: { locale: 'en' },
      locale: 'en',
      emailConfirmedAt: now,
      phoneConfirmedAt: null,
      answers: { entryMethod: 'visitor_visa', currentStatus: 'green_card', legalConsentAccepted: true },
      now,
    });
    accounts.push({ email, password: BENCH_PASSWORD });
  }
  return accounts;
}

/** Removes every bench account (and, by cascade, its profile, sessions and codes). */
export async function deleteBenchAccounts(db: Database): Promise<void> {
  await db.delete(authUsers).where(like(authUsers.email, `%@${BENCH_DOMAIN}`));
}

/** A distinct documentation-range address per request index, for `x-forwarded-for`. */
export function benchClientAddress(index: number): string {
  return `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`;
}

export type BenchRequest = {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** The password-grant request the web app sends, for the request with this index. */
export function signInRequest(accounts: readonly BenchAccount[], index: number): BenchRequest {
  const account = accounts[index % accounts.length];
  if (!account) throw new Error('createBenchAccounts gave no accounts');
  return {
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': benchClientAddress(index),
    },
    body: JSON.stringify({ email: account.email, password: account.password, gotrue_meta_security: {} }),
  };
}

/** Signs one account in and returns its access token, for the GET /api/v1/profile run. */
export async function benchAccessToken(baseUrl: string, account: BenchAccount): Promise<string> {
  const request = signInRequest([account], 0);
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const session = (await response.json()) as { access_token?: string };
  if (!response.ok || !session.access_token)
    throw new Error(`Bench sign-in failed with HTTP ${response.status}`);
  return session.access_token;
}

export function profileRequest(accessToken: string): BenchRequest {
  return { method: 'GET', path: '/api/v1/profile', headers: { authorization: `Bearer ${accessToken}` } };
}
