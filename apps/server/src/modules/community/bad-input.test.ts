import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { call, createPost, signUpMember, startCommunityTestApp } from './community-test-app.ts';

// Every members and posts endpoint against input no form would send: a 4xx with an error code, never a 500.

const BAD_VALUES: unknown[] = [
  null,
  42,
  true,
  [],
  {},
  '',
  ' ',
  'x'.repeat(20_000),
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '🙂'.repeat(3000),
  { nested: { deeper: [1, 2, 3] } },
  '00000000-0000-4000-8000-000000000000',
];

const BAD_IDS = [
  'nope',
  '1',
  '%00',
  '00000000-0000-0000-0000-00000000000g',
  'a'.repeat(300),
  '..%2F..%2Fetc',
];

describeEachDatabase('community members and posts: bad input', (getDb) => {
  let app: Awaited<ReturnType<typeof startCommunityTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startCommunityTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers every bad body with a 4xx and a code', async () => {
    const person = await signUpMember(app, getDb());
    const post = await createPost(app, person);
    const comment = await call(app, person)<{ id: string }>('POST', `/community/posts/${post.id}/comments`, {
      body: 'A comment',
    });
    const targets: { method: 'PUT' | 'POST' | 'PATCH'; path: string; field: string }[] = [
      { method: 'PUT', path: '/community/me', field: 'display_name' },
      { method: 'POST', path: '/community/posts', field: 'body' },
      { method: 'POST', path: '/community/posts', field: 'topic' },
      { method: 'POST', path: '/community/posts', field: 'area' },
      { method: 'POST', path: '/community/posts', field: 'image_ids' },
      { method: 'PATCH', path: `/community/posts/${post.id}`, field: 'body' },
      { method: 'PATCH', path: `/community/posts/${post.id}`, field: 'topic' },
      { method: 'POST', path: `/community/posts/${post.id}/comments`, field: 'body' },
      { method: 'PATCH', path: `/community/comments/${comment.body.id}`, field: 'body' },
    ];
    const valid = {
      kind: 'enforcement_report',
      topic: 'rights',
      language: 'es',
      body: 'Ok',
      area: { area: 'Miami', state: 'FL' },
    };
    for (const target of targets) {
      for (const value of BAD_VALUES) {
        const answer = await call(app, person)(target.method, target.path, {
          ...valid,
          [target.field]: value,
        });
        const label = `${target.method} ${target.path} ${target.field}=${JSON.stringify(value).slice(0, 30)}`;
        expect(answer.status, label).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.body, label).toHaveProperty('code');
      }
    }
  });

  it('asks for a session before it reads the input, on every community route', async () => {
    // Every community path of the API document (the owner's queue too), called without a token and with a bad
    // id, a bad query and a bad body: a 400 would tell a stranger which inputs a route takes.
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.includes('/community/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
      );
    expect(routes.length).toBeGreaterThan(25);
    for (const [method, path] of routes) {
      const url = `${path.replace(/\{[^}]+\}/gu, 'nope')}?limit=-1&cursor=%00&q=&topic=nope&since=nope`;
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: { 'x-forwarded-for': uniqueTestAddress(), 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{"display_name": 42, "body": [], "action": "nope"' }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json(), `${method} ${path}`).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('answers every bad id and query with a 4xx, never a 500', async () => {
    const person = await signUpMember(app, getDb());
    for (const id of BAD_IDS) {
      for (const [method, path] of [
        ['GET', `/community/posts/${id}`],
        ['PATCH', `/community/posts/${id}`],
        ['DELETE', `/community/posts/${id}`],
        ['PUT', `/community/posts/${id}/helpful`],
        ['DELETE', `/community/posts/${id}/helpful`],
        ['POST', `/community/posts/${id}/comments`],
        ['PATCH', `/community/comments/${id}`],
        ['DELETE', `/community/comments/${id}`],
        ['GET', `/community/images/${id}`],
      ] as const) {
        const answer = await call(app, person)(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : { body: 'x' },
        );
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    for (const query of [
      'topic=rights&topic=work',
      'limit=1.5',
      'limit=99999999999999999999',
      `cursor=${'%F0%9F%99%82'.repeat(50)}`,
      'cursor=%E2%80%AE',
      'language=%00',
    ]) {
      const answer = await call(app, person)('GET', `/community/posts?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toHaveProperty('code');
    }
  });
});
