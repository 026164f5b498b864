import { findUntypedText, INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

// The net under every /api/v1 route: each field's schema refuses control characters through the contract's
// `text()`, and this hook refuses them in any string of a JSON body, the path or the query string, so a field
// whose schema forgot it still answers 400 rather than reaching PostgreSQL, which cannot store U+0000 (a 500).

const PARTS = [
  ['body', 'request body'],
  ['query', 'query string'],
  ['params', 'path parameters'],
] as const;

/** Parsed JSON, a query string or path parameters; not a raw body (a Buffer) or an upload stream. */
function isParsedValue(value: unknown): boolean {
  if (typeof value === 'string' || Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export async function rejectUntypedText(request: FastifyRequest): Promise<void> {
  for (const [part, name] of PARTS) {
    const value = request[part];
    if (!isParsedValue(value)) continue;
    const path = findUntypedText(value);
    if (path !== null) {
      throw new HttpError(400, 'validation_failed', `The ${name} is not valid`, {
        fields: [{ path, message: INVALID_CHARACTERS_MESSAGE }],
      });
    }
  }
}
