import type { FastifyReply } from 'fastify';
import type { VersionContent } from './content-service.ts';

/** Sends ciphertext as it is streamed from storage; no cache may keep a copy, not even an encrypted one. */
export function sendContent(reply: FastifyReply, content: VersionContent): FastifyReply {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(content.size))
    .header('cache-control', 'no-store')
    .send(content.stream);
}
