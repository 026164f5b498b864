import type { onSendHookHandler } from 'fastify';

/**
 * A 429 answer carries `retry_after` in its body (rate-limit.ts); this puts it in the Retry-After header as well,
 * which is what HTTP clients and proxies read.
 */
export const sendRetryAfter: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode !== 429 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number') reply.header('retry-after', String(body.retry_after));
  } catch {
    // Not JSON: nothing to copy.
  }
  return payload;
};
