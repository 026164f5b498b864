import type { FamilyInvitation } from '@amparo/contract/family/family-models';
import type { GetFamilyResponse } from '@amparo/contract/family/get-family';
import type { Profile } from '@amparo/contract/profile/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authUsers } from '../../platform/db/schema/auth.ts';
import {
  families,
  familyDependents,
  familyInvitations,
  familyMembers,
} from '../../platform/db/schema/family.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { fakeKeyring } from '../vault/vault-test-app.ts';
import {
  api,
  deliverInvitations,
  type FamilyPerson,
  type FamilyTestApp,
  signUp,
  startFamilyTestApp,
  tokenIn,
  uniqueEmail,
} from './family-test-app.ts';
import { hashInvitationToken } from './invitations-service.ts';

// The family's people (issue 12, points 1, 3, 9): 5 in all even under concurrent acceptances, coverage granted
// and taken away everywhere at once, dependents_count always the people covered, and another family's ids
// answered 404 with nothing changed.

describeEachDatabase('family members and coverage', (getDb) => {
  let family: FamilyTestApp;
  beforeAll(async () => {
    family = await startFamilyTestApp(getDb());
  });
  afterAll(async () => {
    await family?.app.close();
  });

  async function invite(holder: FamilyPerson, address = uniqueEmail('invitee')) {
    const created = await api(family.app, holder)<FamilyInvitation>('POST', '/family/invitations', {
      channel: 'email',
      address,
      invitee_name: 'Invitee',
      language: 'en',
      inviter_name: 'Holder',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await deliverInvitations(getDb(), family.config);
    const [message] = await listOutboxMessages(getDb(), { recipient: address });
    return { invitation: created.body, address, token: tokenIn(message?.body ?? '') };
  }

  /** A holder with `count` members who joined through the API. */
  async function familyOf(count: number) {
    const holder = await signUp(family.app, getDb(), { fullProtection: true });
    const members: FamilyPerson[] = [];
    for (let n = 0; n < count; n += 1) {
      const { address, token } = await invite(holder);
      const member = await signUp(family.app, getDb(), { email: address });
      const joined = await api(family.app, member)('POST', '/family/invitations/accept', { token });
      expect(joined.status).toBe(200);
      members.push(member);
    }
    return { holder, members };
  }

  async function dependentsCount(userId: string): Promise<number> {
    const [row] = await getDb()
      .select({ n: profiles.dependentsCount })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return row?.n ?? -1;
  }

  async function familyIdOf(holderId: string): Promise<string> {
    const [row] = await getDb().select().from(families).where(eq(families.holderId, holderId));
    if (!row) throw new Error('no family');
    return row.id;
  }

  /** A pending invitation written straight to the table, past the rule that creation enforces. */
  async function extraInvitation(familyId: string, address: string, token: string) {
    await getDb()
      .insert(familyInvitations)
      .values({
        familyId,
        tokenHash: hashInvitationToken(token),
        channel: 'email',
        address,
        inviteeName: 'Extra',
        language: 'en',
        inviterName: 'Holder',
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
  }

  it('lets exactly the free places be taken when many accept at the same moment', async () => {
    const holder = await signUp(family.app, getDb(), { fullProtection: true });
    const invited = [await invite(holder), await invite(holder), await invite(holder)];
    const familyId = await familyIdOf(holder.id);
    // One dependent (written directly) and the 3 invitations fill the 4 places; 2 more invitations are written
    // past the rule, so 5 people hold a valid link for 3 places.
    await getDb().insert(familyDependents).values({ familyId, name: 'Luis' });
    for (let n = 0; n < 2; n += 1) {
      const token = Buffer.from(`extra-${n}-${Date.now()}`.padEnd(32, 'x'))
        .toString('base64url')
        .slice(0, 43);
      const address = uniqueEmail('extra');
      await extraInvitation(familyId, address, token);
      invited.push({ invitation: invited[0]?.invitation as FamilyInvitation, address, token });
    }
    const people = await Promise.all(
      invited.map(({ address }) => signUp(family.app, getDb(), { email: address })),
    );
    const results = await Promise.all(
      people.map((person, index) =>
        api(family.app, person)<{ code?: string }>('POST', '/family/invitations/accept', {
          token: invited[index]?.token,
        }),
      ),
    );
    const statuses = results.map((result) => (result.status === 200 ? 'joined' : result.body.code)).sort();
    expect(statuses).toEqual(['family_full', 'family_full', 'joined', 'joined', 'joined']);
    const members = await getDb().select().from(familyMembers).where(eq(familyMembers.familyId, familyId));
    expect(members.filter((m) => m.role === 'member')).toHaveLength(3);
    expect(await dependentsCount(holder.id)).toBe(4);
    const profile = await api(family.app, holder)<Profile>('GET', '/profile');
    expect(profile.body.dependents_count).toBe(4);
    // The plans page counts the same people.
    const billing = await api(family.app, holder)<{ dependentsCount: number }>('GET', '/billing/status');
    expect(billing.body.dependentsCount).toBe(4);
  });

  it('creates no more invitations than the places, when they are sent at the same moment', async () => {
    const holder = await signUp(family.app, getDb(), { fullProtection: true });
    const results = await Promise.all(
      Array.from({ length: 7 }, () =>
        api(family.app, holder)<{ code?: string }>('POST', '/family/invitations', {
          channel: 'email',
          address: uniqueEmail('rush'),
          invitee_name: 'Rush',
          language: 'en',
          inviter_name: 'Holder',
        }),
      ),
    );
    const statuses = results.map((result) => (result.status === 201 ? 'created' : result.body.code)).sort();
    expect(statuses).toEqual([
      'created',
      'created',
      'created',
      'created',
      'family_full',
      'family_full',
      'family_full',
    ]);
    const familyId = await familyIdOf(holder.id);
    const rows = await getDb()
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.familyId, familyId));
    expect(rows).toHaveLength(4);
    // The holder's own row exists once, whichever request created the family.
    const holders = await getDb().select().from(familyMembers).where(eq(familyMembers.familyId, familyId));
    expect(holders.map((m) => m.role)).toEqual(['holder']);
  });

  it('gives a member Full Protection through the family, and takes it away when they leave', async () => {
    const { holder, members } = await familyOf(1);
    const member = members[0] as FamilyPerson;
    const call = api(family.app, member);

    expect((await call<{ limit: number }>('GET', '/emergency/contacts')).body.limit).toBe(10);
    expect((await call('POST', '/vault/keyring', fakeKeyring())).status).toBe(201);
    expect((await call('POST', '/vault/uploads', { size: 10 })).status).toBe(201);
    expect(await dependentsCount(holder.id)).toBe(1);

    const left = await call<GetFamilyResponse>('POST', '/family/leave');
    expect(left).toMatchObject({ status: 200, body: { role: null, coverage: 'none', family: null } });
    expect((await call<Profile>('GET', '/profile')).body.coverage).toBe('none');
    expect((await call<{ limit: number }>('GET', '/emergency/contacts')).body.limit).toBe(3);
    expect(await call('POST', '/vault/uploads', { size: 10 })).toMatchObject({
      status: 403,
      body: { code: 'plan_required' },
    });
    // Their vault stays theirs: they still open it.
    expect((await call('GET', '/vault/keyring')).status).toBe(200);
    expect((await call('GET', '/vault/documents')).status).toBe(200);
    expect(await dependentsCount(holder.id)).toBe(0);
    expect(await call('POST', '/family/leave')).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('takes coverage away from a member the holder removes, and from everyone when the holder’s plan ends', async () => {
    const { holder, members } = await familyOf(2);
    const [first, second] = members as [FamilyPerson, FamilyPerson];
    expect(await dependentsCount(holder.id)).toBe(2);
    const removed = await api(family.app, holder)<GetFamilyResponse>('DELETE', `/family/members/${first.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.family?.members.map((m) => m.user_id)).toEqual([holder.id, second.id]);
    expect(await dependentsCount(holder.id)).toBe(1);
    expect((await api(family.app, first)<Profile>('GET', '/profile')).body.coverage).toBe('none');
    expect(await api(family.app, first)('POST', '/vault/keyring', fakeKeyring())).toMatchObject({
      status: 403,
      body: { code: 'plan_required' },
    });
    expect((await api(family.app, second)<Profile>('GET', '/profile')).body.coverage).toBe('family');

    await getDb().update(profiles).set({ hasAccess: false }).where(eq(profiles.id, holder.id));
    expect((await api(family.app, second)<Profile>('GET', '/profile')).body.coverage).toBe('none');
    expect((await api(family.app, second)<{ limit: number }>('GET', '/emergency/contacts')).body.limit).toBe(
      3,
    );
  });

  it('keeps the holder in the family: they cannot leave or remove themselves', async () => {
    const { holder } = await familyOf(1);
    expect(await api(family.app, holder)('POST', '/family/leave')).toMatchObject({
      status: 409,
      body: { code: 'holder_cannot_leave' },
    });
    expect(await api(family.app, holder)('DELETE', `/family/members/${holder.id}`)).toMatchObject({
      status: 409,
      body: { code: 'holder_cannot_leave' },
    });
  });

  it('changes only the caller’s own name and alert settings; the holder sees them, other members do not', async () => {
    const { holder, members } = await familyOf(2);
    const [first, second] = members as [FamilyPerson, FamilyPerson];
    const changed = await api(family.app, first)<GetFamilyResponse>('PATCH', '/family/me', {
      display_name: 'Primera',
      alert_on_help: false,
      alert_phone: '+12025550199',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.family?.members.find((m) => m.is_me)).toMatchObject({
      display_name: 'Primera',
      alert_on_help: false,
      alert_phone: '+12025550199',
    });
    const seenByHolder = await api(family.app, holder)<GetFamilyResponse>('GET', '/family');
    expect(seenByHolder.body.family?.members.find((m) => m.user_id === first.id)).toMatchObject({
      display_name: 'Primera',
      alert_on_help: false,
      alert_phone: '+12025550199',
    });
    const seenBySecond = await api(family.app, second)<GetFamilyResponse>('GET', '/family');
    expect(seenBySecond.body.family?.members.find((m) => m.user_id === first.id)).toMatchObject({
      display_name: 'Primera',
      alert_on_help: null,
      alert_phone: null,
    });
    const cleared = await api(family.app, first)<GetFamilyResponse>('PATCH', '/family/me', {
      alert_phone: '',
    });
    expect(cleared.body.family?.members.find((m) => m.is_me)?.alert_phone).toBeNull();
    expect(await api(family.app, await signUp(family.app, getDb()))('PATCH', '/family/me', {})).toMatchObject(
      {
        status: 404,
      },
    );
  });

  it('answers 404 to another family’s ids on every endpoint, and changes nothing', async () => {
    const a = await familyOf(1);
    const waiting = await invite(a.holder);
    const b = await familyOf(1);
    const aMember = a.members[0] as FamilyPerson;
    const bMember = b.members[0] as FamilyPerson;
    const snapshot = async () => ({
      a: (await api(family.app, a.holder)<GetFamilyResponse>('GET', '/family')).body,
      b: (await api(family.app, b.holder)<GetFamilyResponse>('GET', '/family')).body,
    });
    const before = await snapshot();

    const attempts: Array<[FamilyPerson, 'DELETE', string]> = [
      [b.holder, 'DELETE', `/family/invitations/${waiting.invitation.id}`],
      [b.holder, 'DELETE', `/family/members/${aMember.id}`],
      [b.holder, 'DELETE', `/family/members/${a.holder.id}`],
      [bMember, 'DELETE', `/family/invitations/${waiting.invitation.id}`],
      [bMember, 'DELETE', `/family/members/${aMember.id}`],
      // A member of the same family is not its holder.
      [aMember, 'DELETE', `/family/invitations/${waiting.invitation.id}`],
      [aMember, 'DELETE', `/family/members/${a.holder.id}`],
      [aMember, 'DELETE', `/family/members/${aMember.id}`],
    ];
    for (const [person, method, path] of attempts) {
      const response = await api(family.app, person)(method, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    // A member's view never lists the holder's invitations.
    expect(
      (await api(family.app, aMember)<GetFamilyResponse>('GET', '/family')).body.family?.invitations,
    ).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('recounts dependents_count when a member’s account is deleted', async () => {
    const { holder, members } = await familyOf(2);
    expect(await dependentsCount(holder.id)).toBe(2);
    await getDb()
      .delete(authUsers)
      .where(eq(authUsers.id, (members[0] as FamilyPerson).id));
    expect(await dependentsCount(holder.id)).toBe(1);
    const seen = await api(family.app, holder)<GetFamilyResponse>('GET', '/family');
    expect(seen.body.family?.places.members).toBe(1);
    // The holder's account deleted: the family goes, and its members are covered no more.
    const remaining = members[1] as FamilyPerson;
    await getDb().delete(authUsers).where(eq(authUsers.id, holder.id));
    expect((await api(family.app, remaining)<GetFamilyResponse>('GET', '/family')).body).toMatchObject({
      role: null,
      coverage: 'none',
    });
  });
});
