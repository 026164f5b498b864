import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathWithoutQuery } from '../logging.ts';
import { choosePage, PRERENDERED_PAGES, UNLISTED_PAGE } from './choose-page.ts';
import { type HtmlPage, loadHtmlPages, sendHtmlPage } from './html-pages.ts';
import { languageCookie } from './page-cookies.ts';

// Paths that belong to the server: an unknown one is a JSON 404, never the web app's index.html.
const SERVER_PATH = /^\/(?:api|auth\/v1|healthz|readyz)(?:\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything without a content hash in its name is revalidated on each use (cheap with ETag) so a deploy
// reaches users at once: index.html, sw.js, registerSW.js, manifest.webmanifest, icons.
const REVALIDATE = 'no-cache';

// The language-neutral boot shell: what an older build has, and what any missing prerendered page falls back to.
const BOOT_SHELL = 'index.html';

export function isServerPath(path: string): boolean {
  return SERVER_PATH.test(path);
}

function looksLikeFile(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/**
 * Whether a request that matched no route and no file should get the web app, which routes it itself.
 * A missing hashed asset must stay a 404 so the web app notices a stale chunk after a deploy.
 */
function wantsWebApp(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(path) || path.startsWith('/assets/')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || !looksLikeFile(path);
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply.code(404).send({ code: 'not_found', message: `No route for ${request.method} ${path}` });
}

/**
 * Serves the built web app from `webDistDir` with an SPA fallback, and answers JSON 404s for everything else
 * no route matched. Files go out precompressed (.br/.gz written by the web build) by Accept-Encoding.
 * Navigations get the prerendered page for the visitor (choose-page.ts). Without a build (tests, a fresh
 * checkout) page requests get a plain 503 instead.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDistDir: string; secureCookies: boolean },
) {
  const built = existsSync(join(options.webDistDir, BOOT_SHELL));
  const pages: Map<string, HtmlPage> = built
    ? loadHtmlPages(options.webDistDir, [BOOT_SHELL, ...PRERENDERED_PAGES])
    : new Map();

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const relative = filePath.slice(options.webDistDir.length).replaceAll('\\', '/');
        reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });

    // A byte range of a .br file is useless to a client that asked for part of the file: answer ranges from
    // the file itself. Only static files see this; the API has no ranges and compresses nothing.
    app.addHook('onRequest', async (request) => {
      if (request.headers.range !== undefined && !isServerPath(pathWithoutQuery(request.url))) {
        delete request.headers['accept-encoding'];
      }
    });
  }

  async function serveWebApp(request: FastifyRequest, reply: FastifyReply) {
    const path = pathWithoutQuery(request.url);
    if (!wantsWebApp(request, path)) return sendNotFound(request, reply, path);
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Web app not built');
    }
    const choice = choosePage({
      url: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (choice.kind === 'remember-language') {
      return reply
        .code(303)
        .header('location', choice.location)
        .header('set-cookie', languageCookie(choice.language, options.secureCookies))
        .header('cache-control', 'no-store')
        .send();
    }
    if (UNLISTED_PAGE.test(path)) reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
    const page = pages.get(choice.file) ?? pages.get(BOOT_SHELL);
    // `built` means the boot shell was there at start, so it is loaded.
    return sendHtmlPage(request, reply, page as HtmlPage);
  }

  // "/" is a navigation like any other, not the static index file: the visitor gets their own page.
  app.get('/', serveWebApp);
  app.setNotFoundHandler(serveWebApp);
}
