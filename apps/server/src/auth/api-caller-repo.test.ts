import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findProfile } from '../modules/profile/repo.ts';
import { executePrepared } from '../platform/db/prepared-statement.ts';
import { authSessions } from '../platform/db/schema/auth.ts';
import { families, familyMembers } from '../platform/db/schema/family.ts';
import { profiles } from '../platform/db/schema/profiles.ts';
import { countQueries } from '../test/count-queries.ts';
import { createTestDatabase, describeEachDatabase } from '../test/test-database.ts';
import { findApiCaller } from './api-caller-repo.ts';
import { uniqueEmail } from './auth-test-server.ts';
import { findSession } from './sessions.ts';
import { createUserWithProfile } from './users-repo.ts';

// The one query of a signed-in request answers exactly what the separate reads answered, on both databases
// (on PGlite it takes its own, cheaper path, so this is where a column mapped wrongly would show).

describeEachDatabase('findApiCaller', (getDb) => {
  async function personWithSession() {
    const db = getDb();
    const now = new Date('2026-03-04T05:06:07.089Z');
    const user = await createUserWithProfile(db, {
      email: uniqueEmail('caller'),
      phone: null,
      passwordHash: null,
      userMetadata: {},
      locale: 'en',
      emailConfirmedAt: now,
      phoneConfirmedAt: null,
      answers: { entryMethod: 'refugee_asylee', currentStatus: 'green_card', legalConsentAccepted: true },
      now,
    });
    if (!user) throw new Error('no user');
    await db
      .update(profiles)
      .set({ hasAccess: true, paymentTier: 'family', paymentAmount: 25_000, dependentsCount: 2 })
      .where(eq(profiles.id, user.id));
    const [session] = await db
      .insert(authSessions)
      .values({ userId: user.id, aal: 'aal2', notAfter: new Date('2027-01-01T00:00:00Z') })
      .returning();
    if (!session) throw new Error('no session');
    return { userId: user.id, sessionId: session.id };
  }

  it('returns the session, the account email and the whole profile, as the separate reads do', async () => {
    const db = getDb();
    const { userId, sessionId } = await personWithSession();
    const caller = await findApiCaller(db, sessionId);
    const session = await findSession(db, sessionId);
    const found = await findProfile(db, userId);
    expect(caller).toEqual({
      userId,
      aal: 'aal2',
      lastSeenAt: session?.lastSeenAt,
      notAfter: session?.notAfter,
      revokedAt: null,
      accountEmail: found?.accountEmail,
      profile: found?.profile,
      coveredByFamily: false,
      hasVerifiedFactor: false,
    });
    expect(found?.coveredByFamily).toBe(false);
    expect(caller?.profile?.legalConsentAcceptedAt).toBeInstanceOf(Date);
    expect(caller?.profile?.paymentAmount).toBe(25_000);
  });

  it('reads coverage through a family as the builder does, and follows the holder’s plan', async () => {
    const db = getDb();
    const holder = await personWithSession();
    const member = await personWithSession();
    const [family] = await db.insert(families).values({ holderId: holder.userId }).returning();
    if (!family) throw new Error('no family');
    await db.insert(familyMembers).values([
      { familyId: family.id, userId: holder.userId, role: 'holder', displayName: 'Holder' },
      { familyId: family.id, userId: member.userId, role: 'member', displayName: 'Member' },
    ]);
    await db.update(profiles).set({ hasAccess: false }).where(eq(profiles.id, member.userId));
    const covered = async (person: { userId: string; sessionId: string }) => [
      (await findApiCaller(db, person.sessionId))?.coveredByFamily,
      (await findProfile(db, person.userId))?.coveredByFamily,
    ];
    expect(await covered(member)).toEqual([true, true]);
    // The holder is covered by their own plan, not by the family.
    expect(await covered(holder)).toEqual([false, false]);
    await db.update(profiles).set({ hasAccess: false }).where(eq(profiles.id, holder.userId));
    expect(await covered(member)).toEqual([false, false]);
  });

  it('shows a revoked session as revoked, and a missing profile as null', async () => {
    const db = getDb();
    const { userId, sessionId } = await personWithSession();
    const revokedAt = new Date();
    await db.update(authSessions).set({ revokedAt }).where(eq(authSessions.id, sessionId));
    await db.delete(profiles).where(eq(profiles.id, userId));
    const caller = await findApiCaller(db, sessionId);
    expect(caller?.revokedAt?.getTime()).toBe(revokedAt.getTime());
    expect(caller?.profile).toBeNull();
  });

  it('answers lookups made together with one query, each caller with their own row', async () => {
    const db = getDb();
    const people = await Promise.all(Array.from({ length: 5 }, () => personWithSession()));
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const queries = countQueries(db);
    let callers: Awaited<ReturnType<typeof findApiCaller>>[];
    try {
      callers = await Promise.all([
        ...people.map((person) => findApiCaller(db, person.sessionId)),
        findApiCaller(db, unknown),
        findApiCaller(db, people[0]?.sessionId ?? ''),
      ]);
    } finally {
      queries.stop();
    }
    expect(queries.count).toBe(1);
    expect(callers.map((caller) => caller?.userId ?? null)).toEqual([
      ...people.map((person) => person.userId),
      null,
      people[0]?.userId,
    ]);
    expect(callers.map((caller) => caller?.profile?.id ?? null)).toEqual([
      ...people.map((person) => person.userId),
      null,
      people[0]?.userId,
    ]);
  });

  it('finds nothing for an unknown or malformed session id', async () => {
    const db = getDb();
    expect(await findApiCaller(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    for (const id of ['', 'not-a-uuid', "00000000-0000-4000-8000-000000000000' or '1'='1"]) {
      expect(await findApiCaller(db, id)).toBeNull();
    }
  });
});

describe('executePrepared on PGlite', () => {
  it('takes UUID arguments only, so nothing else is ever written into the statement', async () => {
    const handle = await createTestDatabase('pglite');
    try {
      const statement = {
        name: 'amparo_test_echo',
        parameters: ['uuid'] as const,
        text: 'select $1::text as "value"',
      };
      const id = '8c0b2a4e-1f0d-4c1e-9a55-2f1d6c1b9e11';
      expect(await executePrepared(handle.db, statement, [id])).toEqual([{ value: id }]);
      for (const argument of ["x'); drop table profiles; --", `${id}'`, ' '.repeat(36)]) {
        await expect(executePrepared(handle.db, statement, [argument])).rejects.toThrow(
          /takes UUID arguments/,
        );
      }
      await expect(executePrepared(handle.db, statement, [id, id])).rejects.toThrow(/takes UUID arguments/);
      await expect(executePrepared(handle.db, statement, [[id]])).rejects.toThrow(/takes UUID arguments/);
      const list = {
        name: 'amparo_test_list',
        parameters: ['uuid[]'] as const,
        text: 'select cardinality($1) as "n"',
      };
      expect(await executePrepared(handle.db, list, [[id, id]])).toEqual([{ n: 2 }]);
      await expect(executePrepared(handle.db, list, [[id, "x'}'"]])).rejects.toThrow(/takes UUID arguments/);
      await expect(executePrepared(handle.db, list, [id])).rejects.toThrow(/takes UUID arguments/);
      // A statement the backend forgot (DEALLOCATE ALL) is prepared again.
      await (handle.db as unknown as { $client: PGlite }).$client.exec('deallocate all');
      expect(await executePrepared(handle.db, statement, [id])).toEqual([{ value: id }]);
    } finally {
      await handle.close();
    }
  });
});
