import type { Dependent } from '@amparo/contract/family/dependent';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { families, familyMembers } from '../../platform/db/schema/family.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { apiCall, signUpPerson, startEmergencyTestApp } from '../emergency/emergency-test-app.ts';

// /api/v1/family/dependents on both databases: the holder's own list, places in a family of 5 (also when adds
// arrive together), dependents_count on the profile, another family's ids, and bad input.

const child = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  relationship: 'Daughter',
  date_of_birth: '2016-04-09',
  school_or_care_place: 'Lincoln Elementary, room 12',
  pickup_people: 'Rosa Díaz (aunt)\nJean Baptiste (neighbour)',
  allergies: 'Penicillin',
  medicines: 'Inhaler, as needed',
  doctor: 'Dr. Okafor, Eastside Clinic',
  languages_spoken: 'Spanish, English',
  caregivers: [
    {
      name: 'Rosa Díaz',
      phone: '+1 (617) 555-0142',
      relationship: 'Aunt',
      has_agreed: true,
      authorization_signed: false,
    },
    {
      name: 'Jean Baptiste',
      phone: '',
      relationship: 'Neighbour',
      has_agreed: false,
      authorization_signed: false,
    },
  ],
  ...extra,
});

describeEachDatabase('family dependents API', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startEmergencyTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function holder() {
    const person = await signUpPerson(app, getDb(), { fullProtection: true });
    return { person, api: apiCall(app, person) };
  }

  async function dependentsCount(api: ReturnType<typeof apiCall>) {
    return ((await api('GET', '/profile')).body as { dependents_count: number }).dependents_count;
  }

  it('needs a signed-in caller', async () => {
    const anonymous = apiCall(app, null);
    expect((await anonymous('GET', '/family/dependents')).status).toBe(401);
    expect((await anonymous('POST', '/family/dependents', child('Maya'))).status).toBe(401);
  });

  it('adds, lists, edits (caregivers replaced as a whole) and removes a dependent; dependents_count follows', async () => {
    const { api } = await holder();
    expect((await api('GET', '/family/dependents')).body).toEqual({ dependents: [] });

    const created = await api('POST', '/family/dependents', child('Maya'));
    expect(created.status).toBe(201);
    const maya = created.body as Dependent;
    expect(maya).toMatchObject({
      name: 'Maya',
      date_of_birth: '2016-04-09',
      pickup_people: 'Rosa Díaz (aunt)\nJean Baptiste (neighbour)',
      allergies: 'Penicillin',
    });
    expect(maya.caregivers.map((c) => [c.name, c.has_agreed])).toEqual([
      ['Rosa Díaz', true],
      ['Jean Baptiste', false],
    ]);
    expect(await dependentsCount(api)).toBe(1);

    const edited = await api(
      'PUT',
      `/family/dependents/${maya.id}`,
      child('Maya López', {
        date_of_birth: null,
        caregivers: [
          {
            name: 'Ana Lima',
            phone: '+16175550123',
            relationship: 'Godmother',
            has_agreed: true,
            authorization_signed: true,
          },
        ],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: maya.id, name: 'Maya López', date_of_birth: null });
    const list = (await api('GET', '/family/dependents')).body as { dependents: Dependent[] };
    expect(list.dependents).toHaveLength(1);
    expect(list.dependents[0]?.caregivers).toEqual([
      expect.objectContaining({ name: 'Ana Lima', authorization_signed: true, has_agreed: true }),
    ]);

    const second = (await api('POST', '/family/dependents', child('Leo', { caregivers: [] })))
      .body as Dependent;
    expect(
      ((await api('GET', '/family/dependents')).body as { dependents: Dependent[] }).dependents.map(
        (d) => d.name,
      ),
    ).toEqual(['Maya López', 'Leo']);
    expect(await dependentsCount(api)).toBe(2);

    expect((await api('DELETE', `/family/dependents/${maya.id}`)).status).toBe(204);
    expect((await api('DELETE', `/family/dependents/${maya.id}`)).status).toBe(404);
    expect(await dependentsCount(api)).toBe(1);
    expect(((await api('GET', '/family/dependents')).body as { dependents: Dependent[] }).dependents).toEqual(
      [expect.objectContaining({ id: second.id })],
    );
  });

  it('refuses to add without Full Protection of one’s own, and creates no family', async () => {
    const basic = await signUpPerson(app, getDb());
    const api = apiCall(app, basic);
    const response = await api('POST', '/family/dependents', child('Maya'));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'plan_required' });
    expect(await getDb().select().from(families).where(eq(families.holderId, basic.id))).toEqual([]);
  });

  it('a member of someone else’s family sees an empty list, gets 404 on the holder’s ids and cannot add', async () => {
    const { person: holderPerson, api: holderApi } = await holder();
    const maya = (await holderApi('POST', '/family/dependents', child('Maya'))).body as Dependent;
    const [family] = await getDb().select().from(families).where(eq(families.holderId, holderPerson.id));
    if (!family) throw new Error('No family');
    // A member joins (the invitation endpoints are another helper's; the row is what they leave behind).
    const memberPerson = await signUpPerson(app, getDb());
    await getDb()
      .insert(familyMembers)
      .values({ familyId: family.id, userId: memberPerson.id, role: 'member', displayName: 'Jo' });
    const member = apiCall(app, memberPerson);

    expect((await member('GET', '/family/dependents')).body).toEqual({ dependents: [] });
    expect((await member('PUT', `/family/dependents/${maya.id}`, child('Taken'))).status).toBe(404);
    expect((await member('DELETE', `/family/dependents/${maya.id}`)).status).toBe(404);
    // Covered through the family, but adding is the holder's own plan's.
    expect((await member('POST', '/family/dependents', child('Other'))).body).toMatchObject({
      code: 'plan_required',
    });
    const list = (await holderApi('GET', '/family/dependents')).body as { dependents: Dependent[] };
    expect(list.dependents).toEqual([maya]);
  });

  it("another holder's ids answer 404 and change nothing; a random id is 404, a malformed one 400", async () => {
    const { api: first } = await holder();
    const { api: second } = await holder();
    const maya = (await first('POST', '/family/dependents', child('Maya'))).body as Dependent;
    await second('POST', '/family/dependents', child('Leo'));

    expect((await second('PUT', `/family/dependents/${maya.id}`, child('Stolen'))).status).toBe(404);
    expect((await second('DELETE', `/family/dependents/${maya.id}`)).status).toBe(404);
    expect(
      ((await second('GET', '/family/dependents')).body as { dependents: Dependent[] }).dependents,
    ).toEqual([expect.objectContaining({ name: 'Leo' })]);
    expect(
      ((await first('GET', '/family/dependents')).body as { dependents: Dependent[] }).dependents,
    ).toEqual([maya]);
    expect(await dependentsCount(first)).toBe(1);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await first('PUT', `/family/dependents/${unknown}`, child('X'))).status).toBe(404);
    expect((await first('DELETE', `/family/dependents/${unknown}`)).status).toBe(404);
    expect((await first('DELETE', '/family/dependents/not-an-id')).status).toBe(400);
    // A holder with no family yet gets 404 too, not a 500.
    const { api: fresh } = await holder();
    expect((await fresh('DELETE', `/family/dependents/${maya.id}`)).status).toBe(404);
    expect((await fresh('PUT', `/family/dependents/${maya.id}`, child('X'))).status).toBe(404);
  });

  it('holds at most 4 people besides the holder, also when adds arrive at the same moment', async () => {
    const { api } = await holder();
    expect((await api('POST', '/family/dependents', child('One'))).status).toBe(201);
    const results = await Promise.all(
      ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map((name) =>
        api('POST', '/family/dependents', child(name)),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({ code: 'family_full' });
    expect(
      ((await api('GET', '/family/dependents')).body as { dependents: Dependent[] }).dependents,
    ).toHaveLength(4);
    expect(await dependentsCount(api)).toBe(4);

    // Removing one frees its place.
    const list = (await api('GET', '/family/dependents')).body as { dependents: Dependent[] };
    await api('DELETE', `/family/dependents/${list.dependents[0]?.id}`);
    expect(await dependentsCount(api)).toBe(3);
    expect((await api('POST', '/family/dependents', child('Again'))).status).toBe(201);
    expect((await api('POST', '/family/dependents', child('Too many'))).status).toBe(409);
    expect(await dependentsCount(api)).toBe(4);
  });

  it('refuses bad input with 400 and saves nothing', async () => {
    const { api } = await holder();
    const maya = (await api('POST', '/family/dependents', child('Maya'))).body as Dependent;
    const tomorrow = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: '   ' },
      { name: 'Ma\u0000ya' },
      { name: 'n'.repeat(81) },
      { name: 42 },
      { allergies: 'a'.repeat(1001) },
      { allergies: ['penicillin'] },
      { doctor: 'Dr.\u0007Who' },
      { date_of_birth: tomorrow },
      { date_of_birth: '2016-02-30' },
      { date_of_birth: 20160409 },
      { caregivers: 'Rosa' },
      { caregivers: [{ name: 'Rosa', phone: '12', has_agreed: true }] },
      { caregivers: [{ name: 'Rosa', has_agreed: 'yes' }] },
      { caregivers: Array.from({ length: 6 }, (_, n) => ({ name: `Carer ${n}` })) },
    ];
    for (const change of bad) {
      const created = await api('POST', '/family/dependents', child('New', change));
      expect(created.status, JSON.stringify(change)).toBe(400);
      expect((created.body as { code: string }).code).toMatch(/^validation_failed|bad_request$/);
      const updated = await api('PUT', `/family/dependents/${maya.id}`, child('Maya', change));
      expect(updated.status, JSON.stringify(change)).toBe(400);
    }
    const future = await api('POST', '/family/dependents', child('New', { date_of_birth: tomorrow }));
    expect(future.body).toMatchObject({ code: 'validation_failed', fields: [{ path: 'date_of_birth' }] });
    expect(((await api('GET', '/family/dependents')).body as { dependents: Dependent[] }).dependents).toEqual(
      [maya],
    );
    expect(await dependentsCount(api)).toBe(1);

    // Emoji and scripts other than Latin are text like any other.
    const emoji = await api('POST', '/family/dependents', child('مريم 🌟', { languages_spoken: 'العربية' }));
    expect(emoji.status).toBe(201);
    expect(emoji.body).toMatchObject({ name: 'مريم 🌟' });
  });
});
