import {
  ZCreateListingReportRequest,
  ZCreateListingReportResponse,
} from '@amparo/contract/legal/create-listing-report';
import {
  ZOwnerListListingReportsQuery,
  ZOwnerListListingReportsResponse,
} from '@amparo/contract/legal/owner-list-listing-reports';
import {
  ZResolveListingReportParams,
  ZResolveListingReportRequest,
  ZResolveListingReportResponse,
} from '@amparo/contract/legal/resolve-listing-report';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateRequest, currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { requireOwner } from '../owner/require-owner.ts';
import { createReport, listReportsForOwner, resolveReport } from './reports-service.ts';

// Reports about listings (issue 13, point 6). Making one needs no account (the registry and legal aid are public);
// a token, when sent, must be valid, and ties the report to the account for its rate limit. The queue is the owner's.

const tags = ['legal'];

export const publicReportRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  app.post(
    '/legal/reports',
    {
      schema: {
        tags,
        summary: 'Report a listing — a professional, a registry entry or a review (account optional)',
        description:
          '404 report_target_not_found unless the public can see the target. 401 for a token that is sent but invalid. 429 rate_limited after many reports from one network address or one account.',
        body: ZCreateListingReportRequest,
        response: {
          201: ZCreateListingReportResponse,
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const caller = request.headers.authorization
        ? await authenticateRequest({ db, config }, request)
        : null;
      const report = await createReport(db, {
        request: request.body,
        userId: caller?.userId ?? null,
        clientIp: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(report);
    },
  );
};

export const ownerReportRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = [requireUser({ db, config }), requireOwner({ db, config })];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;

  app.get(
    '/owner/legal/reports',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reports about listings, open ones first (owner only)',
        querystring: ZOwnerListListingReportsQuery,
        response: { 200: ZOwnerListListingReportsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReportsForOwner(db, { status: request.query.status });
    },
  );

  app.post(
    '/owner/legal/reports/:id/resolution',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Resolve or dismiss a report, with a note (owner only; audited)',
        description: '404 report_not_found; 409 report_already_closed.',
        params: ZResolveListingReportParams,
        body: ZResolveListingReportRequest,
        response: { 200: ZResolveListingReportResponse, 409: ZApiError, ...errors },
      },
    },
    async (request) =>
      resolveReport(db, {
        ownerId: currentUser(request).userId,
        id: request.params.id,
        outcome: request.body.outcome,
        note: request.body.note,
      }),
  );
};
