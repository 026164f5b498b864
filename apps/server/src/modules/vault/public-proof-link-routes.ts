import { ZApiError } from '@amparo/contract/platform/api-error';
import {
  ZProofLinkDocumentParams,
  ZProofLinkParams,
  ZPublicProofLinkResponse,
} from '@amparo/contract/vault/proof-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { openPublicProofLink, openPublicProofLinkContent } from './proof-links-service.ts';
import { sendContent } from './send-content.ts';
import { limitPublicProofLinkRequests } from './vault-rate-limits.ts';

// The proof-of-status link as a lawyer or an officer opens it: no account, so these routes sit outside the
// eligibility and plan checks. They reveal nothing about the owner; the key is in the link's fragment.

const errors = { 400: ZApiError, 404: ZApiError, 410: ZApiError, 429: ZApiError } as const;

export const publicProofLinkRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { db, storage },
) => {
  const tags = ['vault'];

  app.get(
    '/vault/public/proof-links/:id',
    {
      schema: {
        tags,
        summary: 'A proof-of-status link: its documents, encrypted (no account needed)',
        description:
          'Counts one view. 404 for no such link; 410 link_expired or link_revoked. Limited per address.',
        params: ZProofLinkParams,
        response: { 200: ZPublicProofLinkResponse, ...errors },
      },
    },
    async (request, reply) => {
      await limitPublicProofLinkRequests(db, request.ip);
      reply.header('cache-control', 'no-store');
      return openPublicProofLink(db, { linkId: request.params.id });
    },
  );

  app.get(
    '/vault/public/proof-links/:id/documents/:document_id/content',
    {
      schema: {
        tags,
        summary: 'The ciphertext of a document in a live proof-of-status link (application/octet-stream)',
        params: ZProofLinkDocumentParams,
        response: errors,
      },
    },
    async (request, reply) => {
      await limitPublicProofLinkRequests(db, request.ip);
      const content = await openPublicProofLinkContent(
        { db, storage },
        { linkId: request.params.id, documentId: request.params.document_id },
      );
      return sendContent(reply, content);
    },
  );
};
