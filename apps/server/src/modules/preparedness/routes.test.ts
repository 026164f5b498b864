import type { GetPreparednessPlanResponse } from '@amparo/contract/emergency/preparedness-plan';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer, uniqueEmail } from '../../auth/auth-test-server.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

// GET and PUT /api/v1/emergency/preparedness-plan through the real sign-in: validation with the contract's
// schema, and a plan that only its owner can ever read or change.

const PASSWORD = 'harbour lantern orchid';

const FULL_PLAN = {
  children_caregiver_name: 'Rosa Díaz',
  children_caregiver_phone: '+1 (617) 555-0142',
  documents_holder_name: 'Jean Baptiste',
  documents_holder_phone: '+1 617 555 0199',
  a_number: 'A123456789',
  lawyer_name: 'Ana Lima, Esq.',
  lawyer_phone: '+16175550123',
  notes: 'Spare key with the neighbour at number 12. Maya is allergic to penicillin.',
  meeting_point: 'The library on Main Street, by the children’s corner',
  document_copies: 'Rosa: passports and birth certificates\nJean: green card copies',
  numbers_to_know: 'Rosa +1 617 555 0142\nAna Lima +1 617 555 0123',
  school_instructions: 'Only Rosa or Jean may pick up Maya.',
};

describeEachDatabase('preparedness plan API', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUp() {
    const { data, error } = await server.client().signUp({ email: uniqueEmail(), password: PASSWORD });
    if (error || !data.session) throw error ?? new Error('No session');
    return data.session.access_token;
  }

  function api(method: string, token?: string, body?: unknown) {
    return fetch(`${server.url}/api/v1/emergency/preparedness-plan`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  it('needs a valid access token for reading and for saving', async () => {
    for (const token of [undefined, 'not-a-token']) {
      expect((await api('GET', token)).status).toBe(401);
      const put = await api('PUT', token, FULL_PLAN);
      expect(put.status).toBe(401);
      expect(await put.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('starts empty, then returns exactly what was saved, and is never cached', async () => {
    const token = await signUp();
    const empty = await api('GET', token);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(await empty.json()).toEqual({
      children_caregiver_name: null,
      children_caregiver_phone: null,
      documents_holder_name: null,
      documents_holder_phone: null,
      a_number: null,
      lawyer_name: null,
      lawyer_phone: null,
      notes: null,
      meeting_point: null,
      document_copies: null,
      numbers_to_know: null,
      school_instructions: null,
      updated_at: null,
    });

    const saved = await api('PUT', token, FULL_PLAN);
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as GetPreparednessPlanResponse;
    expect(body).toMatchObject(FULL_PLAN);
    expect(Date.parse(body.updated_at ?? '')).not.toBeNaN();
    expect(await (await api('GET', token)).json()).toEqual(body);
  });

  it('replaces the whole plan: a field sent as null is cleared', async () => {
    const token = await signUp();
    await api('PUT', token, FULL_PLAN);
    const cleared = await api('PUT', token, {
      ...FULL_PLAN,
      lawyer_name: null,
      lawyer_phone: null,
      notes: null,
    });
    expect(cleared.status).toBe(200);
    const plan = (await (await api('GET', token)).json()) as GetPreparednessPlanResponse;
    expect(plan.lawyer_name).toBeNull();
    expect(plan.lawyer_phone).toBeNull();
    expect(plan.notes).toBeNull();
    expect(plan.a_number).toBe('A123456789');
  });

  it('keeps the family plan fields when an older app leaves them out, and clears them when sent as null', async () => {
    const token = await signUp();
    await api('PUT', token, FULL_PLAN);
    const {
      meeting_point: _meeting,
      document_copies: _copies,
      numbers_to_know: _numbers,
      school_instructions: _school,
      ...older
    } = FULL_PLAN;
    expect((await api('PUT', token, { ...older, lawyer_name: 'Someone Else' })).status).toBe(200);
    expect(await (await api('GET', token)).json()).toMatchObject({
      ...FULL_PLAN,
      lawyer_name: 'Someone Else',
    });

    expect(
      (await api('PUT', token, { ...FULL_PLAN, meeting_point: null, numbers_to_know: null })).status,
    ).toBe(200);
    expect(await (await api('GET', token)).json()).toMatchObject({
      meeting_point: null,
      numbers_to_know: null,
      document_copies: FULL_PLAN.document_copies,
    });
  });

  it('refuses a family plan field that is too long, blank, the wrong type or holds a NUL', async () => {
    const token = await signUp();
    for (const bad of ['x'.repeat(1001), '   ', 42, ['a'], 'Library\u0000']) {
      const response = await api('PUT', token, { ...FULL_PLAN, meeting_point: bad });
      expect(response.status).toBe(400);
    }
    expect(
      (await api('PUT', token, { ...FULL_PLAN, school_instructions: 'Dígale a la escuela 🙂' })).status,
    ).toBe(200);
    expect(((await (await api('GET', token)).json()) as GetPreparednessPlanResponse).meeting_point).toBe(
      FULL_PLAN.meeting_point,
    );
  });

  it('refuses bad input with 400 and names each bad field, saving nothing', async () => {
    const token = await signUp();
    const response = await api('PUT', token, {
      ...FULL_PLAN,
      a_number: 'B12345678',
      lawyer_phone: '12',
      notes: 'x'.repeat(1001),
      children_caregiver_name: 'n'.repeat(101),
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; fields: { path: string }[] };
    expect(error.code).toBe('validation_failed');
    expect(error.fields.map((field) => field.path).sort()).toEqual([
      'a_number',
      'children_caregiver_name',
      'lawyer_phone',
      'notes',
    ]);
    expect((await (await api('GET', token)).json()) as GetPreparednessPlanResponse).toMatchObject({
      updated_at: null,
    });
  });

  it('accepts A-numbers of 8 and 9 digits and refuses 7 or 10, or a missing field or an unknown one', async () => {
    const token = await signUp();
    for (const good of ['A12345678', 'A123456789']) {
      expect((await api('PUT', token, { ...FULL_PLAN, a_number: good })).status).toBe(200);
    }
    for (const bad of ['A1234567', 'A1234567890', '123456789', 'a123456789']) {
      expect((await api('PUT', token, { ...FULL_PLAN, a_number: bad })).status).toBe(400);
    }
    const { notes: _notes, ...missingNotes } = FULL_PLAN;
    expect((await api('PUT', token, missingNotes)).status).toBe(400);
    expect((await api('PUT', token, { ...FULL_PLAN, user_id: 'someone-else' })).status).toBe(400);
  });

  it("never shows one person's plan to another, and one person's save never touches another's plan", async () => {
    const first = await signUp();
    const second = await signUp();
    await api('PUT', first, FULL_PLAN);

    const seenBySecond = (await (await api('GET', second)).json()) as GetPreparednessPlanResponse;
    expect(seenBySecond.a_number).toBeNull();
    expect(seenBySecond.updated_at).toBeNull();

    await api('PUT', second, { ...FULL_PLAN, a_number: 'A87654321', notes: 'Second person' });
    const firstAgain = (await (await api('GET', first)).json()) as GetPreparednessPlanResponse;
    expect(firstAgain).toMatchObject(FULL_PLAN);
  });
});
