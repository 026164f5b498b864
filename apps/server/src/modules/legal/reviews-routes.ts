import {
  ZListOwnerReviewsQuery,
  ZListOwnerReviewsResponse,
  ZModerateReviewParams,
  ZModerateReviewRequest,
  ZModerateReviewResponse,
} from '@amparo/contract/legal/moderate-review';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { requireOwner } from '../owner/require-owner.ts';
import { listReviewsForModeration, moderateReview } from './reviews-service.ts';

// The owner's moderation of consultation reviews (issue 13, point 3): nothing a person writes about a professional
// is shown until an owner published it. 403 owner_only for anyone else.

export const ownerReviewsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = [requireUser({ db, config }), requireOwner({ db, config })];
  const tags = ['owner'];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError } as const;

  app.get(
    '/owner/legal/reviews',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Consultation reviews by moderation status (pending by default), oldest first',
        querystring: ZListOwnerReviewsQuery,
        response: { 200: ZListOwnerReviewsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReviewsForModeration(db, request.query.status);
    },
  );

  app.post(
    '/owner/legal/reviews/:id/moderation',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Publish or reject a review, with a note (recorded in the audit log)',
        description: '404 review_not_found.',
        params: ZModerateReviewParams,
        body: ZModerateReviewRequest,
        response: { 200: ZModerateReviewResponse, 404: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return moderateReview(db, {
        ownerId: currentUser(request).userId,
        reviewId: request.params.id,
        decision: request.body,
      });
    },
  );
};
