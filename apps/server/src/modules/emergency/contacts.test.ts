import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { apiCall, signUpPerson, startEmergencyTestApp } from './emergency-test-app.ts';

const contact = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Contact ${n}`,
  relationship: 'Sister',
  phone: `+1202555${String(1000 + n)}`,
  email: `contact${n}@example.org`,
  language: 'es',
  alert_on_help: true,
  ...extra,
});

describeEachDatabase('emergency contacts API', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startEmergencyTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs a signed-in caller', async () => {
    const anonymous = apiCall(app, null);
    expect((await anonymous('GET', '/emergency/contacts')).status).toBe(401);
    expect((await anonymous('POST', '/emergency/contacts', contact(1))).status).toBe(401);
  });

  it('adds, lists, edits and removes contacts', async () => {
    const api = apiCall(app, await signUpPerson(app, getDb()));
    expect((await api('GET', '/emergency/contacts')).body).toEqual({ contacts: [], limit: 3 });
    const created = await api('POST', '/emergency/contacts', contact(1, { email: '' }));
    expect(created.status).toBe(201);
    const first = created.body as EmergencyContact;
    expect(first).toMatchObject({ name: 'Contact 1', email: null, language: 'es', alert_on_help: true });

    const edited = await api(
      'PUT',
      `/emergency/contacts/${first.id}`,
      contact(1, { name: 'Ana', language: 'pt' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: first.id,
      name: 'Ana',
      language: 'pt',
      email: 'contact1@example.org',
    });

    expect((await api('DELETE', `/emergency/contacts/${first.id}`)).status).toBe(204);
    expect((await api('GET', '/emergency/contacts')).body).toMatchObject({ contacts: [] });
  });

  it('refuses a phone number without its country code and unknown languages', async () => {
    const api = apiCall(app, await signUpPerson(app, getDb()));
    expect((await api('POST', '/emergency/contacts', contact(1, { phone: '2025550123' }))).status).toBe(400);
    expect((await api('POST', '/emergency/contacts', contact(1, { language: 'de' }))).status).toBe(400);
    expect((await api('POST', '/emergency/contacts', contact(1, { name: '  ' }))).status).toBe(400);
  });

  it('reorders contacts, and refuses an order that drops or repeats one', async () => {
    const api = apiCall(app, await signUpPerson(app, getDb()));
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push(((await api('POST', '/emergency/contacts', contact(n))).body as EmergencyContact).id);
    const reordered = await api('PUT', '/emergency/contacts/order', { ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.status).toBe(200);
    const list = (await api('GET', '/emergency/contacts')).body as { contacts: EmergencyContact[] };
    expect(list.contacts.map((c) => c.name)).toEqual(['Contact 3', 'Contact 1', 'Contact 2']);
    expect((await api('PUT', '/emergency/contacts/order', { ids: [ids[0], ids[1]] })).status).toBe(400);
    expect((await api('PUT', '/emergency/contacts/order', { ids: [ids[0], ids[0], ids[1]] })).status).toBe(
      400,
    );
  });

  it('allows 3 contacts on Basic and 10 on Full Protection, enforced by the server', async () => {
    const basic = apiCall(app, await signUpPerson(app, getDb()));
    for (const n of [1, 2, 3])
      expect((await basic('POST', '/emergency/contacts', contact(n))).status).toBe(201);
    const refused = await basic('POST', '/emergency/contacts', contact(4));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'contact_limit_reached' });

    const full = apiCall(app, await signUpPerson(app, getDb(), { fullProtection: true }));
    expect(((await full('GET', '/emergency/contacts')).body as { limit: number }).limit).toBe(10);
    const results = await Promise.all(
      Array.from({ length: 11 }, (_, n) => full('POST', '/emergency/contacts', contact(n))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 403)).toHaveLength(1);
  });

  it("never reads, changes, reorders or removes another person's contact", async () => {
    const alice = apiCall(app, await signUpPerson(app, getDb()));
    const bob = apiCall(app, await signUpPerson(app, getDb()));
    const aliceContact = (await alice('POST', '/emergency/contacts', contact(1))).body as EmergencyContact;
    const bobContact = (await bob('POST', '/emergency/contacts', contact(2))).body as EmergencyContact;

    expect((await bob('PUT', `/emergency/contacts/${aliceContact.id}`, contact(9))).status).toBe(404);
    expect((await bob('DELETE', `/emergency/contacts/${aliceContact.id}`)).status).toBe(404);
    expect(
      (await bob('PUT', '/emergency/contacts/order', { ids: [aliceContact.id, bobContact.id] })).status,
    ).toBe(404);
    expect((await bob('PUT', '/emergency/contacts/order', { ids: [aliceContact.id] })).status).toBe(404);
    const bobList = (await bob('GET', '/emergency/contacts')).body as { contacts: EmergencyContact[] };
    expect(bobList.contacts.map((c) => c.id)).toEqual([bobContact.id]);
    const aliceList = (await alice('GET', '/emergency/contacts')).body as { contacts: EmergencyContact[] };
    expect(aliceList.contacts).toEqual([aliceContact]);
  });

  it('keeps the Help Me Now settings per person', async () => {
    const api = apiCall(app, await signUpPerson(app, getDb()));
    expect((await api('GET', '/emergency/settings')).body).toEqual({
      sender_name: '',
      custom_message: '',
      share_location: true,
      family_name: null,
      family_alerted: false,
    });
    const saved = {
      sender_name: 'Rosa',
      custom_message: 'Please pick up Leo at school.',
      share_location: false,
    };
    const answer = { ...saved, family_name: null, family_alerted: false };
    expect((await api('PUT', '/emergency/settings', saved)).body).toEqual(answer);
    expect((await api('GET', '/emergency/settings')).body).toEqual(answer);
    // The family's fields are answers only: sent back with the settings, they are ignored, never stored.
    expect(
      (
        await api('PUT', '/emergency/settings', {
          ...saved,
          family_name: 'Someone else',
          family_alerted: true,
        })
      ).body,
    ).toEqual(answer);
    expect(
      (await api('PUT', '/emergency/settings', { ...saved, custom_message: 'x'.repeat(501) })).status,
    ).toBe(400);
  });
});
