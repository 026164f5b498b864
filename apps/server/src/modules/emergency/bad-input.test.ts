import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { apiCall, signUpPerson, startEmergencyTestApp } from './emergency-test-app.ts';

// What a stranger or a broken client learns from the emergency routes: nothing about their inputs without a
// session (401 before 400), and a plain refusal in the API's error shape for an address no client would build.

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('emergency routes: bad input', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startEmergencyTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401, not 400, to a bad body without a session', async () => {
    const call = apiCall(app, null);
    const requests = [
      ['POST', '/emergency/incidents', { client_id: 42, started_at: 'yesterday' }],
      ['POST', '/emergency/contacts', { name: [], phone: 'nope' }],
      ['POST', `/emergency/incidents/${SOME_ID}/rounds`, { client_id: null }],
      ['PUT', '/emergency/settings', { share_location: 'maybe' }],
      ['PUT', '/emergency/contacts/order', { ids: ['nope'] }],
      ['PUT', '/emergency/preparedness-plan', { a_number: 42 }],
    ] as const;
    for (const [method, path, body] of requests) {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body, `${method} ${path}`).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('asks for a session before it reads the id, the query or the body, on every emergency route', async () => {
    // This module's routes and the preparedness plan's, which shares the /emergency/ prefix.
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/emergency/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
      );
    expect(routes.length).toBeGreaterThan(12);
    for (const [method, path] of routes) {
      const response = await app.inject({
        method: method as 'GET',
        url: `${path.replace(/\{[^}]+\}/gu, 'a%00b')}?limit=-1&cursor=%00`,
        headers: { 'x-forwarded-for': uniqueTestAddress(), 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{"client_id": 42, "ids": "' }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json(), `${method} ${path}`).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('says the address is not valid for an id with a NUL or an id that is not one', async () => {
    const person = await signUpPerson(app, getDb());
    const call = apiCall(app, person);
    for (const [method, path, body] of [
      ['GET', '/emergency/incidents/a%00b', undefined],
      [
        'POST',
        '/emergency/incidents/a%00b/rounds',
        { client_id: SOME_ID, pressed_at: new Date().toISOString() },
      ],
      ['PUT', '/emergency/contacts/%00', { name: 'Ana' }],
    ] as const) {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body, `${method} ${path}`).toMatchObject({
        code: 'validation_failed',
        message: 'The address is not valid',
        fields: [{ path: expect.any(String), message: expect.stringContaining('control character') }],
      });
    }
    const notAnId = await call('GET', '/emergency/incidents/nope');
    expect(notAnId.status).toBe(400);
    expect(notAnId.body).toMatchObject({
      code: 'validation_failed',
      message: 'The address is not valid',
      fields: [{ path: 'id' }],
    });
  });

  it('refuses a 5,000-character id in the API error shape, signed in or not', async () => {
    const person = await signUpPerson(app, getDb());
    const longId = 'a'.repeat(5000);
    for (const caller of [person, null]) {
      for (const [method, path] of [
        ['GET', `/emergency/incidents/${longId}`],
        ['POST', `/emergency/incidents/${longId}/rounds`],
        ['DELETE', `/emergency/contacts/${longId}`],
      ] as const) {
        const answer = await apiCall(app, caller)(method, path, method === 'POST' ? {} : undefined);
        const label = `${caller ? 'signed in' : 'signed out'} ${method} ${path.slice(0, 40)}`;
        // The router refuses it before any route or hook runs: 414, with the usual body (never a bare 403).
        expect(answer.status, label).toBe(414);
        expect(answer.body, label).toEqual({
          code: 'uri_too_long',
          message: 'A part of the address is too long',
        });
      }
    }
  });
});
