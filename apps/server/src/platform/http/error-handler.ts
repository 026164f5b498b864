import type { ApiError, ApiErrorCode, ApiErrorField } from '@amparo/contract/platform/api-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
};

function toFields(issues: readonly ValidationIssue[]): ApiErrorField[] {
  return issues.flatMap((issue) => {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean);
    // zod reports unknown keys once on their parent; each key is a field the caller should not have sent.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      return issue.params.keys.map((key) => ({
        path: [...path, String(key)].join('.'),
        message: 'Unknown field',
      }));
    }
    return [{ path: path.join('.'), message: issue.message ?? 'Invalid value' }];
  });
}

// Whole sentences, not a name put into one: "The path parameters is not valid" came from the grammar guessed
// for a name. The path's parameters are part of the address, which is the word a caller knows (and the one
// the router's own refusal uses).
const INVALID_PART_MESSAGES: Record<string, string> = {
  body: 'The request body is not valid',
  querystring: 'The query string is not valid',
  params: 'The address is not valid',
  headers: 'The request headers are not valid',
};

/** The message of a 400 `validation_failed` for one part of the request, by Fastify's name for the part. */
export function invalidPartMessage(part: string | undefined): string {
  return INVALID_PART_MESSAGES[part ?? ''] ?? 'The request is not valid';
}

/** Maps every error to the API's error shape. Anything a caller can send gets a 4xx, never a 500. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const send = (statusCode: number, body: ApiError) => {
    void reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  };

  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'Request failed');
    send(error.statusCode, { code: error.code, message: error.message, ...error.details });
    return;
  }

  if (Array.isArray(error.validation)) {
    send(400, {
      code: 'validation_failed',
      message: invalidPartMessage(error.validationContext),
      fields: toFields(error.validation),
    });
    return;
  }

  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      send(400, { code: 'invalid_json', message: 'The request body is not valid JSON' });
      return;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      send(413, { code: 'payload_too_large', message: 'The request body is too large' });
      return;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      send(415, { code: 'unsupported_media_type', message: 'This content type is not accepted here' });
      return;
  }

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    request.log.info({ err: error }, 'Request rejected');
    send(statusCode, { code: CODE_BY_STATUS[statusCode] ?? 'bad_request', message: error.message });
    return;
  }

  request.log.error({ err: error }, 'Request failed');
  if (statusCode === 503) {
    send(503, { code: 'service_unavailable', message: 'The service is unavailable, try again shortly' });
    return;
  }
  send(500, { code: 'internal_error', message: 'Something went wrong' });
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`): a path that is not valid URL
 * encoding, or a path parameter past the router's length limit. In the API's error shape, without repeating the
 * path (it can be long, and it is the caller's own input).
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'Request rejected by the router');
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send(
      tooLong
        ? { code: 'uri_too_long', message: 'A part of the address is too long' }
        : { code: 'bad_request', message: 'The address is not valid' },
    );
}
