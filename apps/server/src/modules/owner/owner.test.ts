import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, makeOwner, signUpPerson, startLegalTestApp } from '../legal/legal-test-app.ts';
import { grantOwner, isOwner, listOwners, revokeOwner } from './owner-roles-repo.ts';

describeEachDatabase('the owner role', (getDb) => {
  it('is granted by email only to an existing account, once', async () => {
    const { app } = await startLegalTestApp(getDb());
    const person = await signUpPerson(app, getDb());
    expect(await grantOwner(getDb(), { email: 'nobody@example.org', grantedBy: 'test' })).toBe(
      'no_such_account',
    );
    expect(await grantOwner(getDb(), { email: ` ${person.email?.toUpperCase()} `, grantedBy: 'test' })).toBe(
      'granted',
    );
    expect(await grantOwner(getDb(), { email: person.email ?? '', grantedBy: 'test' })).toBe('already_owner');
    expect(await isOwner(getDb(), person.id)).toBe(true);
    expect((await listOwners(getDb())).map((owner) => owner.email)).toContain(person.email);
    expect(await revokeOwner(getDb(), person.email ?? '')).toBe(true);
    expect(await isOwner(getDb(), person.id)).toBe(false);
    await app.close();
  });

  it('opens GET /owner/status to owners only, and a revoked owner is refused at once', async () => {
    const { app } = await startLegalTestApp(getDb());
    const person = await signUpPerson(app, getDb(), { fullProtection: true });
    const owner = await signUpPerson(app, getDb());
    await makeOwner(getDb(), owner.id);

    expect((await api(app, null)('GET', '/owner/status')).status).toBe(401);
    const refused = await api(app, person)<{ code: string }>('GET', '/owner/status');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('owner_only');
    expect(await api(app, owner)('GET', '/owner/status')).toEqual({ status: 200, body: { is_owner: true } });

    await revokeOwner(getDb(), owner.email ?? '');
    expect((await api(app, owner)('GET', '/owner/status')).status).toBe(403);
    await app.close();
  });

  it('cannot be granted through the sign-up metadata or the profile', async () => {
    const { app } = await startLegalTestApp(getDb());
    const person = await signUpPerson(app, getDb());
    await api(app, person)('PATCH', '/profile', { role: 'owner', is_owner: true });
    expect(await isOwner(getDb(), person.id)).toBe(false);
    await app.close();
  });
});

describe('npm run owner', () => {
  it('refuses an email without an account, in plain words, and lists no owners on a new database', async () => {
    const { execFile } = await import('node:child_process');
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = await mkdtemp(join(tmpdir(), 'amparo-owner-cli-'));
    const script = new URL('../../../scripts/owner-cli.ts', import.meta.url).pathname;
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', script, ...args],
          { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
          (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
        );
      });
    const list = await run(['list']);
    expect(list.stdout).toContain('No owners yet');
    const grant = await run(['grant', 'nobody@example.org']);
    expect(grant.code).toBe(1);
    expect(grant.stderr).toContain('No account has the email nobody@example.org');
    const usage = await run(['promote']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('npm run owner -- grant <email>');
  }, 60_000);
});
