import { findUntypedText } from '@amparo/contract/platform/typed-text';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, authErrorBody, authErrors, isAuthError } from './auth-error.ts';
import { refuseUntypedText } from './request-input.ts';
import type { ClientInfo } from './sessions.ts';

// The HTTP side of the protocol, shared by every /auth/v1 endpoint: the API version echo, same-origin CORS
// that exposes the headers the client reads, the versioned error shape for every failure, and no caching.

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';
export const ERROR_CODE_HEADER = 'x-sb-error-code';

const EXPOSED_HEADERS = [API_VERSION_HEADER, ERROR_CODE_HEADER, 'Retry-After'].join(', ');
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'apikey',
].join(', ');

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

export function queryParameter(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '') return undefined;
  refuseUntypedText(findUntypedText(value) === null ? null : name);
  return value;
}

export function sendAuthError(reply: FastifyReply, error: AuthError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply
    .code(error.status)
    .header(ERROR_CODE_HEADER, error.code)
    .type('application/json; charset=utf-8')
    .send(authErrorBody(error));
}

function toAuthError(error: FastifyError): AuthError | undefined {
  if (Array.isArray(error.validation)) return authErrors.validation(error.message);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return authErrors.badJson();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AuthError(413, 'validation_failed', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AuthError(415, 'validation_failed', 'Send the request body as application/json');
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return new AuthError(status, 'validation_failed', error.message);
  return undefined;
}

/** Installs the protocol's headers, CORS, JSON parsing and error shape on the /auth/v1 plugin. */
export function installProtocolHttp(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;

  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    if (origin === ownOrigin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      reply.header('vary', 'Origin');
    }
  });

  // Preflight: only our own origin is ever allowed; others get an answer without the allow headers.
  app.options('/*', async (request, reply) => {
    if (request.headers.origin === ownOrigin) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });

  // The client sends `Content-Type: application/json` with no body on POST /logout; that is not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(authErrors.badJson(), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | AuthError, request, reply) => {
    if (isAuthError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'Auth request failed');
      return sendAuthError(reply, error);
    }
    const mapped = toAuthError(error);
    if (mapped) return sendAuthError(reply, mapped);
    request.log.error({ err: error }, 'Auth request failed');
    return sendAuthError(
      reply,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please try again'),
    );
  });

  app.setNotFoundHandler((_request, reply) => sendAuthError(reply, authErrors.notFound()));
}
