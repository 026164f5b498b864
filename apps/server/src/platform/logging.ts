import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { Config } from './config.ts';

// Field names that may hold a secret or personal data wherever they appear in a logged object.
const SENSITIVE_KEYS = [
  'password',
  'new_password',
  'passphrase',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'nonce',
  'code',
  'auth_code',
  'code_verifier',
  'secret',
  'email',
  'phone',
  'authorization',
  'cookie',
  '"set-cookie"',
] as const;

// pino's redaction has no recursive wildcard, so each key is listed at the depths our log objects reach.
const MAX_DEPTH = 4;

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of SENSITIVE_KEYS) {
    const quoted = key.startsWith('"');
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const wildcards = Array.from({ length: depth }, () => '*').join('.');
      if (quoted) paths.push(`${wildcards}[${key}]`);
      else paths.push(wildcards ? `${wildcards}.${key}` : key);
    }
  }
  return paths;
}

export const REDACTED = '[redacted]';

/** The URL path without its query string: tokens and one-time codes may travel in queries. */
export function pathWithoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

// Only method, path and route: headers, query, body and the client address stay out of the logs.
function serializeRequest(request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'routeOptions'>>) {
  return {
    method: request.method,
    path: typeof request.url === 'string' ? pathWithoutQuery(request.url) : undefined,
    route: request.routeOptions?.url,
  };
}

function serializeReply(reply: Partial<Pick<FastifyReply, 'statusCode'>>) {
  return { statusCode: reply.statusCode };
}

function serializeError(error: Error & { code?: unknown; statusCode?: unknown }) {
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  // `code` is redacted everywhere because it can be a one-time code; an error's code is a constant worth keeping.
  if ('code' in serialized) {
    serialized.errorCode = serialized.code;
    delete serialized.code;
  }
  return serialized;
}

export function createLoggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    base: { service: 'amparo', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
  };
}

/** The JSON logger of the whole process; tests pass a destination to read what was logged. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return destination ? pino(createLoggerOptions(config), destination) : pino(createLoggerOptions(config));
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const SECRET_IN_URL =
  /([?&#;](?:access_token|refresh_token|id_token|token|code|auth_code|code_verifier|password|email|phone|key|secret|nonce)=)[^&#\s"']+/gi;
// Letters and digits mixed in a run of 32 or more: session tokens, keys, API secrets, UUIDs.
const LONG_TOKEN = /(?<![\w-])(?=[\w+=-]*\d)(?=[\w+=-]*[A-Za-z])[\w+=-]{32,}(?![\w-])/g;
// Seven or more digits, optionally with a leading + and short runs of separators between groups.
const PHONE_LIKE = /(?<![\w.])\+?\(?\d(?:[\s().-]{0,2}\d){6,}/g;

/**
 * Replaces what looks like personal data or a secret with a placeholder. Used on free text that comes from
 * browsers (client error reports), which may quote what a user typed or a URL with a token in it.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(SECRET_IN_URL, `$1${REDACTED}`)
    .replace(EMAIL, '[email]')
    .replace(LONG_TOKEN, '[token]')
    .replace(PHONE_LIKE, '[phone]');
}
