import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { Database } from '../../platform/db/database.ts';
import { accountDeletionRequests } from '../../platform/db/schema/account.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { families, familyMembers } from '../../platform/db/schema/family.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { authMfaChallenges, authMfaFactors } from '../../platform/db/schema/mfa.ts';
import { outboxMessages } from '../../platform/db/schema/outbox.ts';
import { authPasskeys } from '../../platform/db/schema/passkeys.ts';
import { userPreferences } from '../../platform/db/schema/preferences.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { authSecurityEvents } from '../../platform/db/schema/security.ts';
import { securityPreferences } from '../../platform/db/schema/security-preferences.ts';
import { supportMessages, supportTickets } from '../../platform/db/schema/support.ts';
import { vaultKeyrings } from '../../platform/db/schema/vault.ts';
import { runDueJobs } from '../../platform/jobs/job-queue.ts';
import { canaryNeedles, findCanaryInStore } from '../../test/canary-search.ts';
import { readZip } from '../../test/read-zip.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { defaultAlertSenders } from '../emergency/alert-delivery.ts';
import {
  signUpVaultPerson,
  startVaultTestApp,
  type VaultPerson,
  type VaultTestApp,
  vaultApi,
} from '../vault/vault-test-app.ts';
import { accountJobHandlers } from './account-jobs.ts';
import { seedEveryArea, seedVault } from './account-test-kit.ts';
import { exportedTables } from './user-data-map.ts';

// Issue 15 through the real app: the export of a seeded account (every area, no secrets, the vault's bytes as
// stored, nobody else's data), the deletion request with its re-authentication, cancelling it in the app and by
// the emailed link, and the deletion itself, after which neither the canary nor the account id is anywhere.

const PASSWORD = 'violet tundra compass';
const DAY_MS = 86_400_000;

function marker(): string {
  return `canary${randomBytes(8).toString('hex')}`;
}

describeEachDatabase('account export and deletion', (getDb) => {
  let vault: VaultTestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
    app = vault.app;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function download(person: VaultPerson | null) {
    return app.inject({
      method: 'GET',
      url: '/api/v1/account/export',
      headers: person ? { authorization: `Bearer ${person.token}` } : {},
    });
  }

  function handlers() {
    return accountJobHandlers(vault.storage, defaultAlertSenders(vault.config, app.log), {
      publicUrl: vault.config.publicUrl,
    });
  }

  async function signInAgain(person: VaultPerson): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'x-forwarded-for': uniqueTestAddress() },
      payload: { email: person.email, password: PASSWORD },
    });
    return (response.json() as { access_token: string }).access_token;
  }

  async function outboxFor(db: Database, recipient: string) {
    return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  }

  describe('export', () => {
    it('needs a signed-in account', async () => {
      expect((await download(null)).statusCode).toBe(401);
    });

    it('holds every area of a seeded account, the vault bytes as stored, no secrets and nobody else’s data', async () => {
      const db = getDb();
      const canary = marker();
      const otherCanary = marker();
      const person = await signUpVaultPerson(app, db);
      const other = await signUpVaultPerson(app, db);
      const stranger = await signUpVaultPerson(app, db);
      await seedVault(app, other, otherCanary);
      const seededVault = await seedVault(app, person, canary, other);
      const seeded = await seedEveryArea(db, vault.storage, person, other, canary);
      // A stranger with a life of their own: none of it may reach the person's export.
      const strangerCanary = marker();
      await seedVault(app, stranger, strangerCanary);
      await seedEveryArea(db, vault.storage, stranger, await signUpVaultPerson(app, db), strangerCanary);

      const response = await download(person);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="amparo-export-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const entries = await readZip(response.rawPayload);

      expect(entries.get('README.txt')?.toString('utf8')).toContain('recovery key');
      for (const table of exportedTables()) {
        const file = entries.get(`data/${table.area}/${table.name}.json`);
        expect(file, table.name).toBeDefined();
        const rows = JSON.parse(file?.toString('utf8') ?? '[]') as unknown[];
        // Seeded everywhere the person can reach, so each table of the export has at least one of their rows. The
        // deletion request is the one exception: asking for it is the other half of this file.
        if (table.name !== 'account_deletion_requests') expect(rows.length, table.name).toBeGreaterThan(0);
      }
      const [user] = JSON.parse(entries.get('data/auth/auth_users.json')?.toString('utf8') ?? '[]') as Record<
        string,
        unknown
      >[];
      expect(user?.id).toBe(person.id);
      expect(user).not.toHaveProperty('password_hash');
      // The security center's rows are the person's own, and the TOTP secret is not among them.
      const rowsOf = (area: string, name: string) =>
        JSON.parse(entries.get(`data/${area}/${name}.json`)?.toString('utf8') ?? '[]') as Record<
          string,
          unknown
        >[];
      const areaOf = (name: string) => exportedTables().find((table) => table.name === name)?.area ?? '';
      const idsOf = (name: string) => rowsOf(areaOf(name), name).map((row) => row.id);
      expect(idsOf('auth_mfa_factors')).toEqual([seeded.securityRows.factorId]);
      expect(rowsOf(areaOf('auth_mfa_factors'), 'auth_mfa_factors')[0]).not.toHaveProperty('secret');
      expect(idsOf('auth_mfa_challenges')).toEqual([seeded.securityRows.challengeId]);
      expect(idsOf('auth_passkeys')).toEqual([seeded.securityRows.passkeyId]);
      expect(idsOf('support_tickets')).toEqual([seeded.securityRows.ticketId]);
      expect(idsOf('support_messages')).toEqual([seeded.securityRows.messageId]);
      expect(rowsOf(areaOf('security_preferences'), 'security_preferences')).toMatchObject([
        { user_id: person.id },
      ]);
      expect(rowsOf(areaOf('user_preferences'), 'user_preferences')).toMatchObject([{ user_id: person.id }]);

      const vaultEntry = entries.get(
        `vault/documents/${seededVault.documentId}/${seededVault.versionId}.amparo`,
      );
      expect(vaultEntry?.equals(seededVault.ciphertext)).toBe(true);
      expect(
        entries.get(`community/images/${seeded.imageKey.split('/').pop()}.jpg`)?.equals(seeded.imageBytes),
      ).toBe(true);

      const everything = response.rawPayload;
      const [stored] = await db
        .select({ passwordHash: authUsers.passwordHash })
        .from(authUsers)
        .where(eq(authUsers.id, person.id));
      expect(everything.includes(Buffer.from(stored?.passwordHash as string))).toBe(false);
      expect(everything.includes(Buffer.from(seeded.pushSecret))).toBe(false);
      expect(everything.includes(Buffer.from(seeded.invitationTokenHash))).toBe(false);
      expect(everything.includes(Buffer.from(seeded.totpSecret))).toBe(false);
      expect(everything.includes(Buffer.from(`hash-${canary}`))).toBe(false);
      expect(everything.includes(Buffer.from(canary))).toBe(true);
      // Nobody else's: not the stranger's, and not the other person's own vault or the reports about the person.
      expect(everything.includes(Buffer.from(strangerCanary))).toBe(false);
      expect(everything.includes(Buffer.from(stranger.id))).toBe(false);
      expect(everything.includes(Buffer.from(otherCanary))).toBe(false);

      const events = await db
        .select()
        .from(authSecurityEvents)
        .where(and(eq(authSecurityEvents.userId, person.id), eq(authSecurityEvents.kind, 'data_exported')));
      expect(events).toHaveLength(1);
    });

    it('is limited to a few an hour', async () => {
      const person = await signUpVaultPerson(app, getDb());
      for (let attempt = 0; attempt < 5; attempt++) expect((await download(person)).statusCode).toBe(200);
      const refused = await download(person);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    });
  });

  describe('deletion request', () => {
    it('asks for the password, schedules seven days ahead, signs out other devices and emails a link', async () => {
      const db = getDb();
      const person = await signUpVaultPerson(app, db);
      const otherDevice = await signInAgain(person);
      const api = vaultApi(app, person);

      expect((await vaultApi(app, null)('POST', '/account/deletion', { password: PASSWORD })).status).toBe(
        401,
      );
      const none = await api('POST', '/account/deletion', {});
      expect(none.status).toBe(403);
      expect(none.body).toMatchObject({ code: 'reauthentication_needed' });
      const wrong = await api('POST', '/account/deletion', { password: 'not my password' });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ code: 'reauthentication_failed' });
      for (const bad of [{ password: '' }, { password: 'x'.repeat(300) }, { nonce: 'abc' }, { extra: 1 }]) {
        expect((await api('POST', '/account/deletion', bad)).status).toBe(400);
      }

      const before = Date.now();
      const scheduled = await api<{ status: string; scheduled_for: string }>('POST', '/account/deletion', {
        password: PASSWORD,
      });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.status).toBe('scheduled');
      const when = Date.parse(scheduled.body.scheduled_for);
      expect(when).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
      expect(when).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
      expect((await api('GET', '/account/deletion')).body).toMatchObject({ status: 'scheduled' });
      expect((await api('POST', '/account/deletion', { password: PASSWORD })).status).toBe(409);

      // This device goes on; the other one is signed out.
      expect((await api('GET', '/profile')).status).toBe(200);
      const elsewhere = await app.inject({
        method: 'GET',
        url: '/api/v1/profile',
        headers: { authorization: `Bearer ${otherDevice}` },
      });
      expect(elsewhere.statusCode).toBe(401);

      const [email] = await outboxFor(db, person.email);
      expect(email?.purpose).toBe('account.deletion_scheduled');
      expect(email?.body).toMatch(/\/account\/keep#token=[A-Za-z0-9_-]{43}/);
      const [event] = await db
        .select()
        .from(authSecurityEvents)
        .where(
          and(eq(authSecurityEvents.userId, person.id), eq(authSecurityEvents.kind, 'deletion_requested')),
        );
      expect(event).toBeDefined();

      // Kept in the app: nothing scheduled, the job gone, the event recorded.
      const kept = await api('DELETE', '/account/deletion');
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ status: 'none', scheduled_for: null });
      expect((await api('DELETE', '/account/deletion')).status).toBe(404);
      const queued = await db.select().from(jobs).where(eq(jobs.kind, 'account.delete'));
      const [request] = await db
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.userId, person.id));
      expect(request).toBeUndefined();
      expect(
        queued.filter((job) => job.doneAt === null && JSON.stringify(job.payload).includes(person.id)),
      ).toEqual([]);
      const cancelled = await db
        .select()
        .from(authSecurityEvents)
        .where(
          and(eq(authSecurityEvents.userId, person.id), eq(authSecurityEvents.kind, 'deletion_cancelled')),
        );
      expect(cancelled).toHaveLength(1);

      // Nothing happens when the grace period would have ended.
      await runDueJobs(db, handlers(), new Date(Date.now() + 8 * DAY_MS));
      expect((await db.select().from(authUsers).where(eq(authUsers.id, person.id))).length).toBe(1);
    });

    it('is cancelled by the emailed link, which works once and only for that account', async () => {
      const db = getDb();
      const person = await signUpVaultPerson(app, db);
      const bystander = await signUpVaultPerson(app, db);
      await vaultApi(app, person)('POST', '/account/deletion', { password: PASSWORD });
      await vaultApi(app, bystander)('POST', '/account/deletion', { password: PASSWORD });
      const [email] = await outboxFor(db, person.email);
      const token = /#token=([A-Za-z0-9_-]{43})/.exec(email?.body ?? '')?.[1] as string;
      const publicApi = vaultApi(app, null);

      for (const bad of [{ token: '' }, { token: 'short' }, { token: `${token}\u0000` }, { token: 42 }, {}]) {
        expect((await publicApi('POST', '/account/deletion/cancel', bad)).status).toBe(400);
      }
      expect((await publicApi('POST', '/account/deletion/cancel', { token: 'A'.repeat(43) })).status).toBe(
        404,
      );
      const cancelled = await publicApi('POST', '/account/deletion/cancel', { token });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({ cancelled: true });
      expect((await publicApi('POST', '/account/deletion/cancel', { token })).status).toBe(404);
      expect((await vaultApi(app, person)('GET', '/account/deletion')).body).toMatchObject({
        status: 'none',
      });
      // Someone else's deletion is untouched.
      expect((await vaultApi(app, bystander)('GET', '/account/deletion')).body).toMatchObject({
        status: 'scheduled',
      });
    });
  });

  describe('deletion', () => {
    it('leaves neither the canary nor the account id anywhere, and tells the people on the other side', async () => {
      const db = getDb();
      const canary = marker();
      const person = await signUpVaultPerson(app, db);
      const other = await signUpVaultPerson(app, db);
      await seedVault(app, other, marker());
      const seededVault = await seedVault(app, person, canary, other);
      const { securityRows } = await seedEveryArea(db, vault.storage, person, other, canary);
      // Rows that carry neither the canary nor the account id (a factor's challenge, a ticket's message) are
      // looked up by their own ids.
      const securityRowsLeft = async () => ({
        factors: await db.select().from(authMfaFactors).where(eq(authMfaFactors.id, securityRows.factorId)),
        challenges: await db
          .select()
          .from(authMfaChallenges)
          .where(eq(authMfaChallenges.id, securityRows.challengeId)),
        passkeys: await db.select().from(authPasskeys).where(eq(authPasskeys.id, securityRows.passkeyId)),
        tickets: await db.select().from(supportTickets).where(eq(supportTickets.id, securityRows.ticketId)),
        messages: await db
          .select()
          .from(supportMessages)
          .where(eq(supportMessages.id, securityRows.messageId)),
        securityPreferences: await db
          .select()
          .from(securityPreferences)
          .where(eq(securityPreferences.userId, person.id)),
        userPreferences: await db.select().from(userPreferences).where(eq(userPreferences.userId, person.id)),
      });
      for (const [table, rows] of Object.entries(await securityRowsLeft()))
        expect(rows, table).toHaveLength(1);
      // The search must be able to fail: before the deletion it finds both.
      const needles = [...canaryNeedles(canary).bytes, Buffer.from(person.id)];
      expect((await findCanaryInStore(db, vault.storage, needles)).length).toBeGreaterThan(5);
      // An export leaves a rate-limit counter keyed by the account: the deletion must clear that too.
      expect((await download(person)).statusCode).toBe(200);

      const api = vaultApi(app, person);
      expect((await api('POST', '/account/deletion', { password: PASSWORD })).status).toBe(200);
      // Not before the grace period ends.
      await runDueJobs(db, handlers(), new Date(Date.now() + 6 * DAY_MS));
      expect((await db.select().from(authUsers).where(eq(authUsers.id, person.id))).length).toBe(1);

      const result = await runDueJobs(db, handlers(), new Date(Date.now() + 7 * DAY_MS + 60_000));
      expect(result.failed).toBe(0);
      expect(await findCanaryInStore(db, vault.storage, needles)).toEqual([]);
      for (const [table, rows] of Object.entries(await securityRowsLeft())) expect(rows, table).toEqual([]);
      expect(await vault.storage.list(`vault/${seededVault.versionId}/`)).toEqual([]);
      expect((await api('GET', '/account/deletion')).status).toBe(401);

      // The other person is still there, with their own vault, out of the ended family, and told why.
      expect((await db.select().from(vaultKeyrings).where(eq(vaultKeyrings.userId, other.id))).length).toBe(
        1,
      );
      expect((await db.select().from(familyMembers).where(eq(familyMembers.userId, other.id))).length).toBe(
        0,
      );
      const told = (await outboxFor(db, other.email)).map((message) => message.purpose).sort();
      expect(told).toEqual(['account.consultation_ended', 'account.family_ended', 'account.shares_ended']);
      for (const message of await outboxFor(db, other.email)) expect(message.body).not.toContain(canary);
      // Running again changes nothing and sends nothing twice.
      await runDueJobs(db, handlers(), new Date(Date.now() + 9 * DAY_MS));
      expect(await outboxFor(db, other.email)).toHaveLength(3);
    });

    it('takes a member out of their family and tells the holder', async () => {
      const db = getDb();
      const holder = await signUpVaultPerson(app, db);
      const member = await signUpVaultPerson(app, db);
      const [family] = await db.insert(families).values({ holderId: holder.id }).returning();
      await db.insert(familyMembers).values([
        { familyId: family?.id as string, userId: holder.id, role: 'holder', displayName: 'Holder' },
        { familyId: family?.id as string, userId: member.id, role: 'member', displayName: 'Member' },
      ]);
      await db.update(profiles).set({ dependentsCount: 1 }).where(eq(profiles.id, holder.id));
      expect((await vaultApi(app, member)('POST', '/account/deletion', { password: PASSWORD })).status).toBe(
        200,
      );
      await runDueJobs(db, handlers(), new Date(Date.now() + 8 * DAY_MS));

      const left = await db
        .select()
        .from(familyMembers)
        .where(eq(familyMembers.familyId, family?.id as string));
      expect(left.map((row) => row.userId)).toEqual([holder.id]);
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, holder.id));
      expect(profile?.dependentsCount).toBe(0);
      const told = await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, holder.email), like(outboxMessages.purpose, 'account.%')));
      expect(told.map((message) => message.purpose)).toEqual(['account.member_left']);
    });
  });
});
