import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathWithoutQuery } from '../logging.ts';

// Paths that belong to the server: an unknown one is a JSON 404, never the web app's index.html.
const SERVER_PATH = /^\/(?:api|auth\/v1|healthz|readyz)(?:\/|$)/;

// Pages a search engine must never list: a proof-of-status link shows someone's documents to whoever holds it.
const UNLISTED_PAGE = /^\/proof(?:\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything without a content hash in its name is revalidated on each use (cheap with ETag) so a deploy
// reaches users at once: index.html, sw.js, registerSW.js, manifest.webmanifest, icons.
const REVALIDATE = 'no-cache';

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
 * no route matched. Without a build (tests, a fresh checkout) page requests get a plain 503 instead.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDistDir: string }) {
  const built = existsSync(join(options.webDistDir, 'index.html'));

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
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathWithoutQuery(request.url);
    if (!wantsWebApp(request, path)) return sendNotFound(request, reply, path);
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Web app not built');
    }
    if (UNLISTED_PAGE.test(path)) reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
    return reply.code(200).sendFile('index.html');
  });
}
