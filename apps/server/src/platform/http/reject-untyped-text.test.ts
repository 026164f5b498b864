import { EMPTY_PREPAREDNESS_PLAN } from '@amparo/contract/emergency/preparedness-plan';
import { INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail, uniqueTestAddress } from '../../auth/auth-test-server.ts';
import {
  apiCall,
  signUpPerson,
  startEmergencyTestApp,
  type TestPerson,
} from '../../modules/emergency/emergency-test-app.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

// Issue 10, point 4: U+0000 (which PostgreSQL cannot store) in a text field was a 500 on these five endpoints.
// Each is now the usual 400 `validation_failed`, naming the field.

describeEachDatabase('a control character in what a person sends', (getDb) => {
  let app: FastifyInstance;
  let person: TestPerson;
  beforeAll(async () => {
    app = await startEmergencyTestApp(getDb());
    person = await signUpPerson(app, getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  const refusal = (path: string) => ({
    code: 'validation_failed',
    fields: [{ path, message: INVALID_CHARACTERS_MESSAGE }],
  });

  it('is a 400 naming the field on the emergency endpoints, never a 500', async () => {
    const api = apiCall(app, person);
    const settings = await api('PUT', '/emergency/settings', {
      sender_name: 'Ana\u0000',
      custom_message: '',
      share_location: true,
    });
    expect(settings).toMatchObject({ status: 400, body: refusal('sender_name') });
    const contact = await api('POST', '/emergency/contacts', { name: 'Ro\u0000sa', phone: '+12025550100' });
    expect(contact).toMatchObject({ status: 400, body: refusal('name') });
    const plan = await api('PUT', '/emergency/preparedness-plan', {
      ...EMPTY_PREPAREDNESS_PLAN,
      notes: 'Call Rosa\u0000',
    });
    expect(plan).toMatchObject({ status: 400, body: refusal('notes') });
  });

  it('keeps the tabs and line ends of a multi-line field', async () => {
    const saved = await apiCall(app, person)('PUT', '/emergency/settings', {
      sender_name: 'Ana',
      custom_message: 'Call Rosa.\n\tThen my lawyer.',
      share_location: false,
    });
    expect(saved).toMatchObject({ status: 200, body: { custom_message: 'Call Rosa.\n\tThen my lawyer.' } });
  });

  it('is refused in a field no schema names, and in the query string and path', async () => {
    const api = apiCall(app, person);
    // The profile drops unknown keys; the hook still refuses what could never be stored.
    const profile = await api('PATCH' as 'PUT', '/profile', {
      nickname: '\u0000',
      entry_method: 'visa_waiver',
    });
    expect(profile).toMatchObject({ status: 400, body: refusal('nickname') });
    expect(await api('GET', '/emergency/contacts?x=%00')).toMatchObject({ status: 400, body: refusal('x') });
    expect((await api('DELETE', '/emergency/contacts/%00')).status).toBe(400);
  });

  it('is the protocol’s validation_failed on sign-up and on PUT /user', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'x-forwarded-for': uniqueTestAddress() },
      payload: { email: uniqueEmail(), password: 'violet tundra compass', data: { full_name: 'Ana\u0000' } },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toMatchObject({ code: 'validation_failed' });
    expect(signUp.json().message).toContain(INVALID_CHARACTERS_MESSAGE);

    const update = await app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${person.token}`, 'x-forwarded-for': uniqueTestAddress() },
      payload: { data: { full_name: 'Ana\tMaría' } },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ code: 'validation_failed' });

    const email = await app.inject({
      method: 'POST',
      url: '/auth/v1/otp',
      headers: { 'x-forwarded-for': uniqueTestAddress() },
      payload: { email: 'ana\u0000@example.org' },
    });
    expect(email.statusCode).toBe(400);
  });
});
