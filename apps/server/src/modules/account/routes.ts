import {
  ZCancelAccountDeletionByLinkRequest,
  ZCancelAccountDeletionByLinkResponse,
  ZCancelAccountDeletionResponse,
  ZGetAccountDeletionResponse,
  ZRequestAccountDeletionRequest,
  ZRequestAccountDeletionResponse,
} from '@amparo/contract/account/account-deletion';
import { ACCOUNT_EXPORT_PATH, ACCOUNT_EXPORT_RATE_LIMIT } from '@amparo/contract/account/export-account';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import { recordSecurityEvent } from '../../auth/security-events.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { defaultAlertSenders } from '../emergency/alert-delivery.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import {
  cancelAccountDeletion,
  cancelAccountDeletionByLink,
  getDeletionStatus,
  requestAccountDeletion,
} from './deletion-service.ts';
import { buildAccountExport, type ExportArchive } from './export-service.ts';

// "Export my data" and "Delete my account" (issue 15). Open to every signed-in account, eligible or not: leaving
// with one's data, or leaving altogether, is never behind a plan or an eligibility answer. The cancel link needs
// no sign-in: its token is the proof.

const DELETION_PATH = '/account/deletion';

function clientOf(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** The zip as it is made; no cache may keep a copy. */
function sendArchive(reply: FastifyReply, archive: ExportArchive): FastifyReply {
  void reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${archive.fileName}"`)
    .header('cache-control', 'no-store');
  if (archive.size !== null) void reply.header('content-length', String(archive.size));
  return reply.send(archive.stream);
}

export const accountRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { config, db, storage },
) => {
  const preHandler = requireUser({ db, config });
  const senders = defaultAlertSenders(config, app.log);

  app.get(
    ACCOUNT_EXPORT_PATH,
    {
      preHandler,
      // A HEAD would build an export nobody reads and count against the limit.
      exposeHeadRoute: false,
      schema: {
        tags: ['account'],
        summary: 'Download everything the account holds, as a zip',
        description:
          'Streams application/zip with Content-Length: README.txt in the account language, data/<area>/<table>.json (secrets left out), the vault ciphertext under vault/documents/, community images under community/images/. Limited to 5 an hour.',
        response: { 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = new Date();
      await enforceRateLimit(
        db,
        `account-export:user:${user.userId}`,
        ACCOUNT_EXPORT_RATE_LIMIT,
        'You have exported your data several times this hour; try again later',
        now,
      );
      const archive = await buildAccountExport(db, storage, { userId: user.userId, now });
      await recordSecurityEvent(db, {
        userId: user.userId,
        kind: 'data_exported',
        sessionId: user.sessionId,
        client: clientOf(request),
        now,
      });
      return sendArchive(reply, archive);
    },
  );

  app.get(
    DELETION_PATH,
    {
      preHandler,
      schema: {
        tags: ['account'],
        summary: 'Whether the account is scheduled for deletion, and when',
        response: { 200: ZGetAccountDeletionResponse, 401: ZApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getDeletionStatus(db, currentUser(request).userId);
    },
  );

  app.post(
    DELETION_PATH,
    {
      preHandler,
      schema: {
        tags: ['account'],
        summary: 'Schedule the deletion of the account after the grace period',
        description:
          'Needs `password` (or `nonce` from GET /auth/v1/reauthenticate) and aal2 when a second factor is verified. Signs out every other session and emails a link that keeps the account.',
        body: ZRequestAccountDeletionRequest,
        response: {
          200: ZRequestAccountDeletionResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = currentUser(request);
      return requestAccountDeletion(db, senders, {
        caller: { userId: user.userId, sessionId: user.sessionId, aal: user.aal },
        proof: request.body,
        client: clientOf(request),
        publicUrl: config.publicUrl,
        log: request.log,
      });
    },
  );

  app.delete(
    DELETION_PATH,
    {
      preHandler,
      schema: {
        tags: ['account'],
        summary: 'Keep the account: cancel its scheduled deletion',
        response: { 200: ZCancelAccountDeletionResponse, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = currentUser(request);
      return cancelAccountDeletion(db, {
        caller: { userId: user.userId, sessionId: user.sessionId, aal: user.aal },
        client: clientOf(request),
      });
    },
  );

  app.post(
    `${DELETION_PATH}/cancel`,
    {
      schema: {
        tags: ['account'],
        summary: 'Keep an account with the link emailed when its deletion was scheduled',
        body: ZCancelAccountDeletionByLinkRequest,
        response: {
          200: ZCancelAccountDeletionByLinkResponse,
          400: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return cancelAccountDeletionByLink(db, { token: request.body.token, client: clientOf(request) });
    },
  );
};
