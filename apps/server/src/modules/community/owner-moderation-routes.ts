import {
  ZBanMemberParams,
  ZBanMemberRequest,
  ZContentReport,
  ZModerateContentParams,
  ZModerateContentRequest,
  ZModerateContentResponse,
  ZModerationQueueResponse,
  ZResolveContentReportParams,
  ZResolveContentReportRequest,
  ZUnbanMemberRequest,
} from '@amparo/contract/community/owner-moderation';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { requireOwner } from '../owner/require-owner.ts';
import {
  moderateContent,
  moderationQueue,
  resolveContentReport,
  setMemberBan,
} from './owner-moderation-service.ts';

/** Community: the owner's moderation queue (issue 14). */
export const ownerModerationRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { config, db },
) => {
  const onRequest = [requireUser({ db, config }), requireOwner({ db, config })];
  const tags = ['community'];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;

  app.get(
    '/owner/community/queue',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reported content grouped by item, held posts, undecided enforcement reports (owner only)',
        response: { 200: ZModerationQueueResponse, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return moderationQueue(db);
    },
  );

  for (const kind of ['post', 'comment'] as const) {
    app.post(
      `/owner/community/${kind}s/:id/moderation`,
      {
        onRequest,
        schema: {
          tags,
          summary: `Hide or restore a ${kind}, with a reason (owner only; audited; the author is told)`,
          description: `404 content_not_found. Restoring also releases a held post. Open reports about the ${kind} are resolved.`,
          params: ZModerateContentParams,
          body: ZModerateContentRequest,
          response: { 200: ZModerateContentResponse, ...errors },
        },
      },
      async (request) =>
        moderateContent(db, {
          ownerId: currentUser(request).userId,
          target: { kind, id: request.params.id },
          action: request.body.action,
          reason: request.body.reason,
          log: request.log,
        }),
    );
  }

  for (const [method, ban, body] of [
    ['POST', true, ZBanMemberRequest],
    ['DELETE', false, ZUnbanMemberRequest],
  ] as const) {
    app.route({
      method,
      url: '/owner/community/members/:memberId/ban',
      onRequest,
      schema: {
        tags,
        summary: ban
          ? 'Ban a member: they read but cannot write; the name stays taken (owner only; audited)'
          : 'Lift a ban (owner only; audited)',
        description: '404 member_not_found.',
        params: ZBanMemberParams,
        body,
        response: { 204: z.undefined(), ...errors },
      },
      handler: async (request, reply) => {
        await setMemberBan(db, {
          ownerId: currentUser(request).userId,
          memberId: request.params.memberId,
          ban,
          reason: request.body?.reason ?? '',
        });
        return reply.status(204).send();
      },
    });
  }

  app.post(
    '/owner/community/reports/:id/resolve',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Resolve or dismiss one report about community content (owner only; audited)',
        description: '404 report_not_found; 409 report_already_closed.',
        params: ZResolveContentReportParams,
        body: ZResolveContentReportRequest,
        response: { 200: ZContentReport, 409: ZApiError, ...errors },
      },
    },
    async (request) =>
      resolveContentReport(db, {
        ownerId: currentUser(request).userId,
        id: request.params.id,
        status: request.body.status,
        note: request.body.note ?? '',
      }),
  );
};
