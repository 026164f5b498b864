import { findUntypedText, INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text';
import type { FastifyRequest } from 'fastify';
import { invalidPartMessage } from './error-handler.ts';
import { HttpError } from './http-error.ts';

// The net under every /api/v1 route: each field's schema refuses control characters through the contract's
// `text()`, and this hook refuses them in any string of a JSON body, the path or the query string, so a field
// whose schema forgot it still answers 400 rather than reaching PostgreSQL, which cannot store U+0000 (a 500).

// Each part of the request, and Fastify's name for it in a validation error: the same message either way.
const PARTS = [
  ['body', 'body'],
  ['query', 'querystring'],
  ['params', 'params'],
] as const;

export async function rejectUntypedText(request: FastifyRequest): Promise<void> {
  // A body is walked only when it is JSON: a raw body (the webhook's Buffer, an upload part's stream) is not
  // text, and a route that takes no text/plain refuses it with its own 415.
  const jsonBody = /\bjson\b/i.test(request.headers['content-type'] ?? '');
  for (const [part, validationContext] of PARTS) {
    if (part === 'body' && !jsonBody) continue;
    const value = request[part];
    if (Buffer.isBuffer(value)) continue;
    const path = findUntypedText(value);
    if (path !== null) {
      throw new HttpError(400, 'validation_failed', invalidPartMessage(validationContext), {
        fields: [{ path, message: INVALID_CHARACTERS_MESSAGE }],
      });
    }
  }
}
