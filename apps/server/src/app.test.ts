import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { createTestConfig } from './test/test-app.ts';
import { createTestDatabase } from './test/test-database.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

let database: DatabaseHandle;
let webDistDir: string;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  webDistDir = mkdtempSync(join(tmpdir(), 'amparo-web-dist-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDistDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  writeFileSync(join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(webDistDir, 'manifest.webmanifest'), '{"name":"Amparo"}');
});

afterAll(async () => {
  await database.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

async function withApp(
  run: (app: FastifyInstance) => Promise<void>,
  options: {
    built?: boolean;
    production?: boolean;
    publicUrl?: string;
    lifecycle?: ReturnType<typeof createLifecycle>;
  } = {},
) {
  const config = createTestConfig({
    webDistDir: options.built === false ? join(webDistDir, 'missing') : webDistDir,
    nodeEnv: options.production ? 'production' : 'test',
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  const app = await buildApp({ config, db: database.db, lifecycle: options.lifecycle });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('health checks', () => {
  it('/healthz answers ok', () =>
    withApp(async (app) => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }));

  it('/readyz is ready while the database answers and 503 once shutdown began', async () => {
    const lifecycle = createLifecycle();
    await withApp(
      async (app) => {
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ready' });

        lifecycle.beginShutdown();
        const stopping = await app.inject({ method: 'GET', url: '/readyz' });
        expect(stopping.statusCode).toBe(503);
        expect(stopping.json()).toEqual({ status: 'shutting_down' });
      },
      { lifecycle },
    );
  });

  it('/readyz is 503 when the database does not answer', async () => {
    const failing = await createTestDatabase('pglite');
    const app = await buildApp({ config: createTestConfig(), db: failing.db });
    try {
      await failing.close();
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'database_unavailable' });
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  const expectedCsp =
    "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self';img-src 'self' data: blob:;font-src 'self';" +
    "connect-src 'self';worker-src 'self' blob:;frame-src 'self' blob:;manifest-src 'self';object-src 'none';base-uri 'self';" +
    "form-action 'self';frame-ancestors 'none'";

  it.each(['/', '/emergency', '/healthz', '/api/nope'])('are on %s', (url) =>
    withApp(async (app) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['content-security-policy']).toBe(expectedCsp);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toMatch(
        /^geolocation=\(self\), camera=\(self\), microphone=\(\)/,
      );
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }),
  );

  it('add HSTS and upgrade-insecure-requests in production only', () =>
    withApp(
      async (app) => {
        const response = await app.inject({ method: 'GET', url: '/' });
        expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
        expect(response.headers['content-security-policy']).toBe(`${expectedCsp};upgrade-insecure-requests`);
      },
      { production: true },
    ));

  it('ignore an incoming request id, which a client could forge', () =>
    withApp(async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'request-id': 'forged' },
      });
      expect(response.headers['x-request-id']).not.toBe('forged');
    }));
});

describe('the web app', () => {
  it.each(['/', '/emergency', '/advanced-security-center', '/auth', '/organization/registry?ref=x'])(
    'serves index.html for %s',
    (url) =>
      withApp(async (app) => {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(INDEX_HTML);
      }),
  );

  it('asks search engines not to list a proof-of-status page, and only that page', () =>
    withApp(async (app) => {
      const proof = await app.inject({
        method: 'GET',
        url: '/proof/AbCdEfGhIjKlMnOpQrStUv',
        headers: { accept: 'text/html' },
      });
      expect(proof.statusCode).toBe(200);
      expect(proof.body).toBe(INDEX_HTML);
      expect(proof.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
      const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(home.headers['x-robots-tag']).toBeUndefined();
    }));

  it.each([
    ['http://localhost:3000', 'amparo-lang=ar; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['https://amparo.example', 'amparo-lang=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
  ])('remembers a language link on %s with the cookie %s', (publicUrl, cookie) =>
    withApp(
      async (app) => {
        const response = await app.inject({
          method: 'GET',
          url: '/?lang=ar',
          headers: { accept: 'text/html' },
        });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/');
        expect(response.headers['set-cookie']).toBe(cookie);
      },
      { publicUrl },
    ),
  );

  it('answers HEAD for a page', () =>
    withApp(async (app) => {
      const response = await app.inject({ method: 'HEAD', url: '/documents' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }));

  it('caches hashed assets for a year and revalidates the service worker and manifest', () =>
    withApp(async (app) => {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/sw.js', '/manifest.webmanifest']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
    }));

  it('answers 404, not index.html, for a missing asset, so a stale chunk is noticed', () =>
    withApp(async (app) => {
      const response = await app.inject({ method: 'GET', url: '/assets/page-Old00000.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!doctype html>');
    }));

  it('answers a plain 503 when the web app is not built', () =>
    withApp(
      async (app) => {
        const response = await app.inject({
          method: 'GET',
          url: '/emergency',
          headers: { accept: 'text/html' },
        });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        expect(response.body).toBe('Web app not built');
        expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
      },
      { built: false },
    ));
});

describe('unknown server paths', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/nope'],
    ['GET', '/api/v1/nope'],
    ['POST', '/api/v1/nope'],
    ['DELETE', '/api/v2/anything'],
    ['GET', '/auth/v1/nope'],
    ['POST', '/auth/v1/no-such-endpoint'],
    ['POST', '/emergency'],
  ])('%s %s is a JSON 404, never the web app', (method, url) =>
    withApp(async (app) => {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: { accept: 'text/html,application/json' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      // /auth/v1 answers in the auth protocol's own words; the code is the same.
      if (url.startsWith('/auth/v1/')) expect(response.json()).toMatchObject({ code: 'not_found' });
      else expect(response.json()).toEqual({ code: 'not_found', message: `No route for ${method} ${url}` });
    }),
  );
});

describe('bad input', () => {
  it('answers a body that fails its schema with 400, a code and the fields', () =>
    withApp(async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/client-errors',
        payload: { message: 42, path: 'no-slash', extra: true },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.message).toBe('The request body is not valid');
      expect(body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
        'extra',
        'message',
        'path',
      ]);
      for (const field of body.fields) expect(typeof field.message).toBe('string');
    }));

  it.each([
    ['malformed JSON', '{"message": "x",'],
    ['an empty JSON body', ''],
  ])('answers %s with 400 invalid_json, not 500', (_name, payload) =>
    withApp(async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/client-errors',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_json',
        message: 'The request body is not valid JSON',
      });
    }),
  );

  it('answers a body over the route limit with 413', () =>
    withApp(async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/client-errors',
        payload: { message: 'x'.repeat(40 * 1024), path: '/' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('payload_too_large');
    }));

  it('answers an unsupported content type with 415', () =>
    withApp(async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/client-errors',
        headers: { 'content-type': 'application/xml' },
        payload: '<error/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    }));

  it('answers an unexpected failure with 500 internal_error and no details', async () => {
    const app = await buildApp({ config: createTestConfig(), db: database.db });
    app.get('/api/v1/test-explodes', async () => {
      throw new Error('database password is hunter2');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/test-explodes' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal_error', message: 'Something went wrong' });
    } finally {
      await app.close();
    }
  });
});

describe('the API document', () => {
  it('describes /api/v1 from the zod contracts, and nothing else', () =>
    withApp(async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.info.title).toBe('Amparo API');
      expect(Object.keys(document.paths)).toContain('/api/v1/client-errors');
      for (const path of Object.keys(document.paths)) expect(path.startsWith('/api/v1/')).toBe(true);
      const operation = document.paths['/api/v1/client-errors'].post;
      const schema = operation.requestBody.content['application/json'].schema;
      expect(schema.required).toEqual(['message', 'path']);
      expect(Object.keys(schema.properties).sort()).toEqual([
        'componentStack',
        'message',
        'path',
        'release',
        'stack',
      ]);
      expect(schema.properties.message.maxLength).toBe(2000);
      expect(schema.additionalProperties).toBe(false);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['204', '400', '429']));
    }));

  it('serves the docs page with scripts from our own origin only', () =>
    withApp(async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).not.toMatch(/https?:|\*/);
      expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    }));
});
