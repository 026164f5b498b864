import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-database.ts';
import { type AuthTestServer, startAuthTestServer } from './auth-test-server.ts';
import {
  benchAccessToken,
  benchClientAddress,
  createBenchAccounts,
  deleteBenchAccounts,
  profileRequest,
  signInRequest,
} from './bench-fixtures.ts';

describeEachDatabase('bench fixtures', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('prepare accounts that sign in past the per-account and per-address limits, and read the profile', async () => {
    const accounts = await createBenchAccounts(getDb(), 12);
    const statuses: number[] = [];
    for (let index = 0; index < 35; index++) {
      const request = signInRequest(accounts, index);
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(new Set(Array.from({ length: 70_000 }, (_, index) => benchClientAddress(index))).size).toBe(
      70_000,
    );

    const token = await benchAccessToken(server.url, accounts[0] ?? { email: '', password: '' });
    const request = profileRequest(token);
    const profile = await fetch(`${server.url}${request.path}`, { headers: request.headers });
    expect(profile.status).toBe(200);

    await deleteBenchAccounts(getDb());
    const gone = await fetch(`${server.url}${request.path}`, { headers: request.headers });
    expect(gone.status).toBe(401);
  });
});
