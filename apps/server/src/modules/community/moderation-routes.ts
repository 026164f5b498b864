import { ZBlockMemberParams, ZListBlockedMembersResponse } from '@amparo/contract/community/community-blocks';
import {
  ZCreateContentReportRequest,
  ZCreateContentReportResponse,
} from '@amparo/contract/community/create-content-report';
import {
  ZVerifyEnforcementReportParams,
  ZVerifyEnforcementReportRequest,
  ZVerifyEnforcementReportResponse,
} from '@amparo/contract/community/verify-enforcement-report';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { blockMember, listBlockedMembers, unblockMember } from './blocks-service.ts';
import { createContentReport } from './moderation-reports-service.ts';
import { verifyEnforcementReport } from './report-verification-service.ts';

/** Community: reports about content, blocks, report verification (issue 14). */
export const moderationRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const onRequest = requireUser({ db, config });
  const tags = ['community'];
  const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError } as const;

  app.post(
    '/community/reports',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Report a post or a comment to the people who run Amparo',
        description:
          '201 the first time, 200 with the same id when the caller already reported it. 404 report_target_not_found unless the caller can see it. 429 rate_limited.',
        body: ZCreateContentReportRequest,
        response: {
          200: ZCreateContentReportResponse,
          201: ZCreateContentReportResponse,
          429: ZApiError,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const report = await createContentReport(db, {
        userId: currentUser(request).userId,
        request: request.body,
      });
      return reply.status(report.created ? 201 : 200).send({ id: report.id });
    },
  );

  app.get(
    '/community/blocks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The members the caller blocked',
        response: { 200: ZListBlockedMembersResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listBlockedMembers(db, currentUser(request).userId);
    },
  );

  app.put(
    '/community/blocks/:memberId',
    {
      onRequest,
      schema: {
        tags,
        summary: "Block a member: their posts and comments are hidden from the caller; they aren't told",
        description: '404 member_not_found; 400 cannot_block_yourself. Repeating it changes nothing.',
        params: ZBlockMemberParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await blockMember(db, { userId: currentUser(request).userId, memberId: request.params.memberId });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/community/blocks/:memberId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Unblock a member',
        description: '404 member_not_found. Repeating it changes nothing.',
        params: ZBlockMemberParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await unblockMember(db, { userId: currentUser(request).userId, memberId: request.params.memberId });
      return reply.status(204).send();
    },
  );

  app.post(
    '/community/posts/:id/verification',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark an enforcement report confirmed or false (a verified organization or the owner)',
        description:
          '403 not_allowed_to_verify; 400 not_a_report for any other kind of post; 404 post_not_found. A false report stays visible with its label.',
        params: ZVerifyEnforcementReportParams,
        body: ZVerifyEnforcementReportRequest,
        response: { 200: ZVerifyEnforcementReportResponse, ...errors },
      },
    },
    async (request) =>
      verifyEnforcementReport(db, {
        userId: currentUser(request).userId,
        postId: request.params.id,
        verification: request.body.verification,
        note: request.body.note,
      }),
  );
};
