import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, chooseEncoding } from './accept-encoding.ts';

type Variant = { body: Buffer; etag: string };
export type HtmlPage = { variants: Partial<Record<ContentCoding, Variant>> & { identity: Variant } };

const FILE_EXTENSION: Record<ContentCoding, string> = { br: '.br', gzip: '.gz', identity: '' };

// The answer differs by these request headers; a shared cache must key on all of them.
export const HTML_VARY = 'Accept-Encoding, Cookie, Accept-Language';

function variant(body: Buffer): Variant {
  // From the bytes, not the file's size and time: every app process behind a load balancer gives the same
  // ETag, and two pages that happen to have the same size never share one.
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Reads the HTML files the fallback may send, with their .br and .gz siblings, once at start. They are a few
 * kilobytes each, and a deploy starts new processes anyway (the hashed assets they name change with it).
 */
export function loadHtmlPages(distDir: string, files: readonly string[]): Map<string, HtmlPage> {
  const pages = new Map<string, HtmlPage>();
  for (const file of files) {
    const path = join(distDir, file);
    if (!existsSync(path)) continue;
    const page: HtmlPage = { variants: { identity: variant(readFileSync(path)) } };
    for (const coding of ['br', 'gzip'] as const) {
      const compressed = `${path}${FILE_EXTENSION[coding]}`;
      if (existsSync(compressed)) page.variants[coding] = variant(readFileSync(compressed));
    }
    pages.set(file, page);
  }
  return pages;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // If-None-Match compares weakly: W/"x" matches "x".
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends one page in the coding the client accepts best, with its own ETag, answering 304 when the client
 * holds that variant already. Range is ignored: a whole page of a few kilobytes is the sane answer.
 */
export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const available = Object.keys(page.variants) as ContentCoding[];
  const coding = chooseEncoding(request.headers['accept-encoding'], available);
  const chosen = page.variants[coding] ?? page.variants.identity;
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', HTML_VARY)
    .header('etag', chosen.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.code(200).send(chosen.body);
}
