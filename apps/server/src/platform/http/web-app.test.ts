import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from './choose-page.ts';
import { registerWebApp } from './web-app.ts';

const COMPRESS_DIST = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../web/scripts/compress-dist.mjs',
);

// Text that compresses, long enough (over 1 KiB) for the build to write .br and .gz files.
function text(label: string) {
  return Array.from({ length: 60 }, (_, line) => `${label} line ${line}: the quick brown fox`).join('\n');
}

function html(label: string) {
  return `<!doctype html><html><head><title>${label}</title></head><body><pre>${text(label)}</pre></body></html>`;
}

const ASSET = '/assets/index-Ab12Cd34.js';
let distDir: string;
let oldBuildDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'amparo-compressed-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), html('boot shell'));
  writeFileSync(join(distDir, ASSET), `console.log(${JSON.stringify(text('app'))});`);
  writeFileSync(join(distDir, 'sw.js'), `self.__precache = ${JSON.stringify(text('sw'))};`);
  writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"Amparo"}');
  for (const file of PRERENDERED_PAGES) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), html(file));
  }
  execFileSync(process.execPath, [COMPRESS_DIST, distDir]);

  // A build from before the prerendered pages: only the boot shell.
  oldBuildDir = mkdtempSync(join(tmpdir(), 'amparo-old-dist-'));
  writeFileSync(join(oldBuildDir, 'index.html'), html('old boot shell'));
  execFileSync(process.execPath, [COMPRESS_DIST, oldBuildDir]);
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(oldBuildDir, { recursive: true, force: true });
});

async function withWebApp(
  run: (app: FastifyInstance) => Promise<void>,
  options: { webDistDir?: string; secureCookies?: boolean } = {},
) {
  const app = Fastify();
  await registerWebApp(app, {
    webDistDir: options.webDistDir ?? distDir,
    secureCookies: options.secureCookies ?? false,
  });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body;
}

function onDisk(file: string, root = distDir) {
  return readFileSync(join(root, file), 'utf8');
}

describe('static files', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['zstd', undefined, ''],
    [undefined, undefined, ''],
  ])('Accept-Encoding %j gets %s, whose bytes are the file', (acceptEncoding, encoding, extension) =>
    withWebApp(async (app) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const response = await app.inject({ method: 'GET', url: ASSET, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(
        statSync(join(distDir, ASSET + extension)).size,
      );
      expect(decoded(response)).toBe(onDisk(ASSET));
    }),
  );

  it('gives each variant its own ETag and answers 304 only for the variant the client holds', () =>
    withWebApp(async (app) => {
      const etags = new Map<string, string>();
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app.inject({
          method: 'GET',
          url: ASSET,
          headers: { 'accept-encoding': encoding },
        });
        etags.set(encoding, String(response.headers.etag));
      }
      expect(new Set(etags.values()).size).toBe(3);
      const again = await app.inject({
        method: 'GET',
        url: ASSET,
        headers: { 'accept-encoding': 'br', 'if-none-match': etags.get('br') },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const otherVariant = await app.inject({
        method: 'GET',
        url: ASSET,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': etags.get('br') },
      });
      expect(otherVariant.statusCode).toBe(200);
      expect(decoded(otherVariant)).toBe(onDisk(ASSET));
    }));

  it('answers HEAD with the compressed length and no body', () =>
    withWebApp(async (app) => {
      const response = await app.inject({ method: 'HEAD', url: ASSET, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(Number(response.headers['content-length'])).toBe(statSync(join(distDir, `${ASSET}.br`)).size);
      expect(response.rawPayload.length).toBe(0);
    }));

  it('answers a Range request from the uncompressed file', () =>
    withWebApp(async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: ASSET,
        headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' },
      });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(onDisk(ASSET).slice(0, 10));
    }));

  it('sends a file under 1 KiB as it is, and revalidates what has no hash in its name', () =>
    withWebApp(async (app) => {
      const manifest = await app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(manifest.headers['content-encoding']).toBeUndefined();
      expect(manifest.body).toBe('{"name":"Amparo"}');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
      expect(sw.headers['content-encoding']).toBe('br');
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(decoded(sw)).toBe(onDisk('sw.js'));
    }));

  it('serves /index.html and a prerendered page asked for by name as files', () =>
    withWebApp(async (app) => {
      for (const file of ['index.html', 'prerendered/ar/home.html']) {
        const response = await app.inject({
          method: 'GET',
          url: `/${file}`,
          headers: { accept: 'text/html', 'accept-encoding': 'gzip', cookie: 'amparo-lang=fr' },
        });
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['content-encoding'], file).toBe('gzip');
        expect(decoded(response), file).toBe(onDisk(file));
      }
    }));

  it('keeps a missing hashed asset a 404 and an unknown API path JSON', () =>
    withWebApp(async (app) => {
      const asset = await app.inject({ method: 'GET', url: '/assets/page-Old00000.js' });
      expect(asset.statusCode).toBe(404);
      const api = await app.inject({
        method: 'GET',
        url: '/api/nope',
        headers: { accept: 'text/html', range: 'bytes=0-1' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'not_found' });
    }));
});

describe('pages', () => {
  function navigate(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  }

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
  ])('sends the page compressed by Accept-Encoding %j', (acceptEncoding, encoding) =>
    withWebApp(async (app) => {
      const response = await navigate(app, '/dashboard', {
        'accept-encoding': acceptEncoding,
        cookie: 'amparo-lang=fr',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response)).toBe(onDisk('prerendered/fr/shell.html'));
    }),
  );

  it('answers 304 for the variant the browser holds, and HEAD without a body', () =>
    withWebApp(async (app) => {
      const headers = { 'accept-encoding': 'br', cookie: 'amparo-lang=es' };
      const first = await navigate(app, '/', headers);
      expect(decoded(first)).toBe(onDisk('prerendered/es/home.html'));
      const etag = String(first.headers.etag);
      expect((await navigate(app, '/', { ...headers, 'if-none-match': etag })).statusCode).toBe(304);
      expect((await navigate(app, '/', { ...headers, 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
      // The same ETag is no proof of holding another language's page or another coding.
      const otherLanguage = await navigate(app, '/', {
        ...headers,
        cookie: 'amparo-lang=ar',
        'if-none-match': etag,
      });
      expect(decoded(otherLanguage)).toBe(onDisk('prerendered/ar/home.html'));
      const gzip = await navigate(app, '/', { ...headers, 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(gzip.statusCode).toBe(200);

      const head = await app.inject({ method: 'HEAD', url: '/', headers });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers.etag).toBe(etag);
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      expect(head.rawPayload.length).toBe(0);
    }));

  it('greets a first visit in its browser language, and a chosen language at home or sign-in', () =>
    withWebApp(async (app) => {
      const cases: [string, Record<string, string>, string][] = [
        ['/', { 'accept-language': 'pt-BR,pt;q=0.9' }, 'prerendered/pt/welcome.html'],
        ['/auth', {}, 'prerendered/en/welcome.html'],
        ['/', { cookie: 'amparo-lang=ur' }, 'prerendered/ur/home.html'],
        ['/auth', { cookie: 'amparo-lang=ht' }, 'prerendered/ht/auth.html'],
        ['/vault', { cookie: 'amparo-lang=ar' }, 'prerendered/ar/shell.html'],
        ['/', { cookie: 'amparo-signed-in=1', 'accept-language': 'es' }, 'prerendered/es/shell.html'],
        ['/', { cookie: `${'junk=x; '.repeat(1500)}amparo-lang=fr` }, 'prerendered/fr/home.html'],
      ];
      for (const [url, headers, file] of cases) {
        expect(decoded(await navigate(app, url, headers)), `${url} ${JSON.stringify(headers)}`).toBe(
          onDisk(file),
        );
      }
    }));

  it('keeps proof links unlisted and in the app frame', () =>
    withWebApp(async (app) => {
      const response = await navigate(app, '/proof/AbCdEfGh', { 'accept-language': 'ar' });
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
      expect(decoded(response)).toBe(onDisk('prerendered/en/shell.html'));
      expect((await navigate(app, '/', {})).headers['x-robots-tag']).toBeUndefined();
    }));

  it('remembers a language link with a cookie and a 303 to the same page without it', () =>
    withWebApp(async (app) => {
      const response = await navigate(app, '/auth?lang=fr&x=1');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/auth?x=1');
      expect(response.headers['set-cookie']).toBe('amparo-lang=fr; Path=/; Max-Age=31536000; SameSite=Lax');
      expect(response.headers['cache-control']).toBe('no-store');
      const head = await app.inject({ method: 'HEAD', url: '/?lang=ar' });
      expect(head.statusCode).toBe(303);
      expect(head.headers.location).toBe('/');
    }));

  it('marks the language cookie Secure when the site is served over https', () =>
    withWebApp(
      async (app) => {
        const response = await navigate(app, '/?lang=ar');
        expect(response.headers['set-cookie']).toBe(
          'amparo-lang=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
        );
      },
      { secureCookies: true },
    ));

  it.each([
    '/?lang=zz',
    '/?lang=ar%0D%0ASet-Cookie:%20admin=1',
    '/?lang=%E0%A4%A',
    '/?lang[]=ar',
    `/?lang=${'a'.repeat(5000)}`,
  ])('ignores the malformed language link %s', (url) =>
    withWebApp(async (app) => {
      const response = await navigate(app, url, { 'accept-language': 'es' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(decoded(response)).toBe(onDisk('prerendered/es/welcome.html'));
    }),
  );

  it('never turns a language link into a redirect to another site', () =>
    withWebApp(async (app) => {
      // The static files answer "//…" with 403 before any page is chosen; choose-page.test.ts covers the rest.
      expect((await navigate(app, '//evil.example/?lang=ar')).headers.location).toBeUndefined();
      const encoded = await navigate(app, '/%2F/evil.example?lang=ar');
      expect(encoded.statusCode).toBe(303);
      expect(encoded.headers.location).toBe('/%2F/evil.example');
    }));

  it.each(LANGUAGE_CODES)('falls back to the boot shell when a build has no %s pages', (language) =>
    withWebApp(
      async (app) => {
        const response = await navigate(app, '/', {
          cookie: `amparo-lang=${language}`,
          'accept-encoding': 'br',
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
        expect(decoded(response)).toBe(onDisk('index.html', oldBuildDir));
      },
      { webDistDir: oldBuildDir },
    ),
  );
});
