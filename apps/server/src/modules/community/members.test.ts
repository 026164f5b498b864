import type { GetCommunityMemberResponse } from '@amparo/contract/community/get-community-member';
import type { PutCommunityMemberResponse } from '@amparo/contract/community/put-community-member';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { makeOwner } from '../legal/legal-test-app.ts';
import { ban, call, signUpMember, startCommunityTestApp, uniqueDisplayName } from './community-test-app.ts';

// Members (docs/community-api.md, GET/PUT /community/me): the display name's rules, uniqueness by the folded
// name, and the verified badge of organisations and owners.

describeEachDatabase('community members', (getDb) => {
  let app: Awaited<ReturnType<typeof startCommunityTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startCommunityTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is null until a display name is chosen, then the member', async () => {
    const person = await signUpMember(app, getDb(), { member: false });
    const before = await call(app, person)<GetCommunityMemberResponse>('GET', '/community/me');
    expect(before).toMatchObject({ status: 200, body: { member: null } });
    const name = uniqueDisplayName('María José');
    const put = await call(app, person)<PutCommunityMemberResponse>('PUT', '/community/me', {
      display_name: `  ${name}  `,
    });
    expect(put.status).toBe(200);
    expect(put.body.member).toMatchObject({
      display_name: name,
      banned: false,
      verified_organization: null,
      can_moderate: false,
      notification_settings: { push: expect.arrayContaining(['reply']) },
    });
    const after = await call(app, person)<GetCommunityMemberResponse>('GET', '/community/me');
    expect(after.body.member?.member_id).toBe(put.body.member.member_id);
    expect(after.body.member?.member_id).not.toBe(person.id);
    // Changing the name keeps the member id.
    const renamed = await call(app, person)<PutCommunityMemberResponse>('PUT', '/community/me', {
      display_name: uniqueDisplayName('Otra'),
    });
    expect(renamed.body.member.member_id).toBe(put.body.member.member_id);
  });

  it('accepts names in any script', async () => {
    for (const name of ['أم أحمد', 'میرا نام', 'Jean-Baptiste_2', 'Lúcia.S', '张 伟']) {
      const person = await signUpMember(app, getDb(), { member: false });
      const answer = await call(app, person)('PUT', '/community/me', {
        display_name: `${name}${Date.now() % 1000}`,
      });
      expect(answer.status, name).toBe(200);
    }
  });

  it('refuses names that are too short, too long, symbols, emoji, invisible, reserved or the account itself', async () => {
    const email = `rosa.${Date.now()}@example.org`;
    const person = await signUpMember(app, getDb(), { member: false, email });
    for (const display_name of [
      'a',
      ' a ',
      'x'.repeat(41),
      'Ana 😀',
      'Ana <b>',
      'http://x.com',
      '\u3164\u3164\u3164',
      '___',
      'Amparo',
      'ADMIN',
      'moderator',
      'Owner',
      email,
      email.split('@')[0],
      email.split('@')[0]?.toUpperCase(),
    ]) {
      const answer = await call(app, person)('PUT', '/community/me', { display_name });
      expect(answer, String(display_name)).toMatchObject({
        status: 400,
        body: { code: 'display_name_invalid' },
      });
    }
  });

  it('refuses the account phone number as a name', async () => {
    const { signUp, uniquePhone } = await import('../family/family-test-app.ts');
    const phone = uniquePhone();
    const person = await signUp(app, getDb(), { phone });
    const national = phone.replace(/^\+1/, '');
    for (const display_name of [
      national,
      `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
    ]) {
      const answer = await call(app, person)('PUT', '/community/me', { display_name });
      expect(answer.body).toMatchObject({ code: 'display_name_invalid' });
    }
  });

  it('is bad input, not a crash, for wrong types, NUL and huge names', async () => {
    const person = await signUpMember(app, getDb(), { member: false });
    for (const payload of [
      {},
      { display_name: 42 },
      { display_name: 'Ana\u0000B' },
      { display_name: 'x'.repeat(100_000) },
      [],
    ]) {
      const answer = await call(app, person)('PUT', '/community/me', payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(answer.body).toHaveProperty('code');
    }
  });

  it('refuses the name the account holds and the Help Me Now alert name, however cased or accented', async () => {
    const person = await signUpMember(app, getDb(), { member: false });
    const fullName = uniqueDisplayName('María José Peña');
    const account = await app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${person.token}`, 'x-forwarded-for': uniqueTestAddress() },
      payload: { data: { full_name: fullName } },
    });
    expect(account.statusCode).toBe(200);
    const alertName = uniqueDisplayName('Abu Ahmad');
    const settings = await call(app, person)('PUT', '/emergency/settings', {
      sender_name: alertName,
      custom_message: '',
      share_location: true,
    });
    expect(settings.status).toBe(200);
    const code = `${fullName.split(' ').at(-1)}`;
    for (const display_name of [
      fullName,
      fullName.toUpperCase(),
      // Without its accents, another case, other separators: the same name typed another way.
      `maria jose pena ${code}`,
      `MARIA_JOSE.PENA-${code}`,
      // The whole name inside a longer one.
      `${fullName} 2`,
      alertName,
      alertName.toLowerCase(),
    ]) {
      const answer = await call(app, person)('PUT', '/community/me', { display_name });
      expect(answer, display_name).toMatchObject({ status: 400, body: { code: 'display_name_invalid' } });
    }
    // A different name, or a pseudonym that shares only a first name, is accepted.
    for (const display_name of [uniqueDisplayName('Río Azul'), uniqueDisplayName('María de Texas')]) {
      const answer = await call(app, person)('PUT', '/community/me', { display_name });
      expect(answer.status, display_name).toBe(200);
    }
  });

  it('refuses an Arabic own name written with other letters or vowel marks', async () => {
    const person = await signUpMember(app, getDb(), { member: false });
    const code = uniqueDisplayName('x').split(' ')[1] ?? '';
    const settings = await call(app, person)('PUT', '/emergency/settings', {
      sender_name: `أمينة الأحمد ${code}`,
      custom_message: '',
      share_location: true,
    });
    expect(settings.status).toBe(200);
    for (const display_name of [`امينه الاحمد ${code}`, `أَمِينَة الأحمـد ${code}`]) {
      const answer = await call(app, person)('PUT', '/community/me', { display_name });
      expect(answer, display_name).toMatchObject({ status: 400, body: { code: 'display_name_invalid' } });
    }
    expect(
      (await call(app, person)('PUT', '/community/me', { display_name: `أم أحمد ${code}` })).status,
    ).toBe(200);
  });

  it('keeps one person per folded name (case, width, spaces)', async () => {
    const base = uniqueDisplayName('Rosa Mar');
    await signUpMember(app, getDb(), { displayName: base });
    const other = await signUpMember(app, getDb(), { member: false });
    for (const variant of [base.toUpperCase(), base.replace(' ', '   '), base.replace('R', 'Ｒ')]) {
      const answer = await call(app, other)('PUT', '/community/me', { display_name: variant });
      expect(answer, variant).toMatchObject({ status: 409, body: { code: 'display_name_taken' } });
    }
  });

  it('treats Arabic-Indic and Persian digits as the same name as ASCII digits', async () => {
    const suffix = String(Math.floor(Math.random() * 900_000) + 100_000);
    const arabicIndic = [...suffix].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('');
    await signUpMember(app, getDb(), { displayName: `مريم ${suffix}` });
    const other = await signUpMember(app, getDb(), { member: false });
    const answer = await call(app, other)('PUT', '/community/me', { display_name: `مريم ${arabicIndic}` });
    expect(answer).toMatchObject({ status: 409, body: { code: 'display_name_taken' } });
  });

  it('refuses a name that contains a staff word', async () => {
    const person = await signUpMember(app, getDb(), { member: false });
    for (const name of ['Amparo Team', 'Soporte Amparo', 'admin_rosa', 'Moderator Ana', 'The Owner']) {
      expect(await call(app, person)('PUT', '/community/me', { display_name: name }), name).toMatchObject({
        status: 400,
        body: { code: 'display_name_invalid' },
      });
    }
  });

  it('keeps a banned member under the name they were banned with (403 member_banned)', async () => {
    const name = uniqueDisplayName('Banned');
    const banned = await signUpMember(app, getDb(), { displayName: name });
    await ban(getDb(), banned);
    const answer = await call(app, banned)('PUT', '/community/me', {
      display_name: uniqueDisplayName('Fresh'),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'member_banned' } });
    // The old name stays taken.
    const other = await signUpMember(app, getDb(), { member: false });
    expect((await call(app, other)('PUT', '/community/me', { display_name: name })).status).toBe(409);
  });

  it('gives the same name to only one of two people asking at once', async () => {
    const name = uniqueDisplayName('Race');
    const [first, second] = await Promise.all([
      signUpMember(app, getDb(), { member: false }),
      signUpMember(app, getDb(), { member: false }),
    ]);
    const answers = await Promise.all(
      [first, second].map((person) =>
        call(app, person ?? null)('PUT', '/community/me', { display_name: name }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('shows a verified organisation and the owner as such', async () => {
    const db = getDb();
    const manager = await signUpMember(app, db);
    const unverifiedManager = await signUpMember(app, db);
    const owner = await signUpMember(app, db);
    await makeOwner(db, owner.id);
    const organization = {
      kind: 'nonprofit' as const,
      description: { en: 'Help' },
      website: 'https://example.org',
      lastCheckedOn: '2026-01-01',
    };
    await db.insert(legalServiceOrganizations).values([
      { ...organization, name: 'Casa de Ayuda', managedByUserId: manager.id, verifiedAt: new Date() },
      { ...organization, name: 'Not Yet', managedByUserId: unverifiedManager.id },
    ]);
    const me = async (person: typeof manager) =>
      (await call(app, person)<GetCommunityMemberResponse>('GET', '/community/me')).body.member;
    expect(await me(manager)).toMatchObject({
      verified_organization: { name: 'Casa de Ayuda' },
      can_moderate: false,
    });
    expect(await me(unverifiedManager)).toMatchObject({ verified_organization: null });
    expect(await me(owner)).toMatchObject({ verified_organization: { name: 'Amparo' }, can_moderate: true });
  });

  it('needs a session', async () => {
    expect((await call(app, null)('GET', '/community/me')).status).toBe(401);
    expect((await call(app, null)('PUT', '/community/me', { display_name: 'Nobody' })).status).toBe(401);
  });
});
