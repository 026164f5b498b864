import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  signUpVaultPerson,
  startVaultTestApp,
  type VaultTestApp,
  vaultApi,
} from '../vault/vault-test-app.ts';

// An account with a verified second factor must use it before asking for its deletion. The factors themselves
// are another piece of work (auth/assurance.ts); here the account is made to have one.

vi.mock('../../auth/assurance.ts', () => ({
  hasVerifiedFactor: async () => true,
  mayPerformSensitiveAction: async (_db: unknown, caller: { aal: string }) => caller.aal === 'aal2',
}));

describeEachDatabase('account deletion with a second factor', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  it('refuses an aal1 session, even with the right password', async () => {
    const person = await signUpVaultPerson(vault.app, getDb());
    const answer = await vaultApi(vault.app, person)('POST', '/account/deletion', {
      password: 'violet tundra compass',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'aal2_required' });
    expect((await vaultApi(vault.app, person)('GET', '/account/deletion')).body).toMatchObject({
      status: 'none',
    });
  });
});
