import {
  ZProfessionalDecisionParams,
  ZProfessionalDecisionResponse,
  ZProfessionalReasonRequest,
  ZVerifyProfessionalRequest,
} from '@amparo/contract/legal/decide-professional';
import {
  PROFESSIONAL_ACCOUNT_REQUIRED,
  ZGetProfessionalProfileResponse,
} from '@amparo/contract/legal/get-professional-profile';
import {
  ZGetPublicProfessionalParams,
  ZGetPublicProfessionalResponse,
} from '@amparo/contract/legal/get-public-professional';
import {
  ZListProfessionalsQueueQuery,
  ZListProfessionalsQueueResponse,
} from '@amparo/contract/legal/list-professionals-queue';
import {
  ZPutProfessionalProfileRequest,
  ZPutProfessionalProfileResponse,
} from '@amparo/contract/legal/put-professional-profile';
import {
  ZSearchProfessionalsQuery,
  ZSearchProfessionalsResponse,
} from '@amparo/contract/legal/search-professionals';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { requireOwner } from '../owner/require-owner.ts';
import { getPublicProfessional, searchProfessionals } from './professionals-directory-service.ts';
import {
  decideProfessional,
  listProfessionalsQueue,
  type ProfessionalDecision,
} from './professionals-owner-service.ts';
import { limitDirectoryRequests, limitOwnerDecisions } from './professionals-rate-limits.ts';
import { getOwnListing, putOwnListing } from './professionals-service.ts';

// Legal professionals (issue 13, points 1 and 2): a professional's own listing (signed in, among the protected
// features), the public directory (no account needed: /legal-aid and the profiles work signed out), and the owner's
// verification queue (owners only).

const tags = ['legal'];
const noStore = { 'cache-control': 'no-store' };

/** A professional's own listing. */
export const professionalProfileRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { config, db },
) => {
  const preHandler = requireUser({ db, config });
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError } as const;

  app.get(
    '/legal/professional-profile',
    {
      preHandler,
      schema: {
        tags,
        summary: "The caller's own listing as a legal professional, and where it stands",
        description: `403 ${PROFESSIONAL_ACCOUNT_REQUIRED} unless the account was created as a legal professional. \`listing\` is null until first saved; \`listing_state\` is pending, verified, expired, suspended or rejected (with the owner's reason).`,
        response: { 200: ZGetProfessionalProfileResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getOwnListing(db, { userId: currentUser(request).userId });
    },
  );

  app.put(
    '/legal/professional-profile',
    {
      preHandler,
      schema: {
        tags,
        summary: "Create or replace the caller's listing as a legal professional",
        description: `A new listing waits for the owner's check. Changing the name, kind, bar admissions or organization sends a verified (or rejected) listing back to pending; other changes keep its state. Status and verification fields are ignored. 403 ${PROFESSIONAL_ACCOUNT_REQUIRED} for a person's account.`,
        body: ZPutProfessionalProfileRequest,
        response: { 200: ZPutProfessionalProfileResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return putOwnListing(db, { userId: currentUser(request).userId, listing: request.body });
    },
  );
};

/** "Find a lawyer": open without an account, limited per network address. */
export const publicProfessionalsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { db }) => {
  app.get(
    '/legal/professionals',
    {
      schema: {
        tags,
        summary: 'Search verified legal professionals (no account needed)',
        description:
          'Only listings verified by Amparo whose check has not run out. Never ranked by payment: a fair order that changes every day (md5 of the listing id and the UTC day), paged with `next_cursor`. `state` matches an office in that state or remote consultations; `low_cost` keeps free and sliding-scale help. 400 invalid_cursor; 429 when one address asks too often.',
        querystring: ZSearchProfessionalsQuery,
        response: { 200: ZSearchProfessionalsResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await limitDirectoryRequests(db, request.ip);
      return searchProfessionals(db, { query: request.query });
    },
  );

  app.get(
    '/legal/professionals/:id',
    {
      schema: {
        tags,
        summary:
          'One verified legal professional: what Amparo checked and when, published reviews, vault key',
        description:
          '404 professional_not_found unless the listing is verified and its check has not run out.',
        params: ZGetPublicProfessionalParams,
        response: { 200: ZGetPublicProfessionalResponse, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await limitDirectoryRequests(db, request.ip);
      return getPublicProfessional(db, { id: request.params.id });
    },
  );
};

/** The owner's verification queue and decisions. */
export const ownerProfessionalsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { config, db },
) => {
  const preHandler = [requireUser({ db, config }), requireOwner({ db, config })];
  const ownerTags = ['owner'];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;
  const decisionErrors = { ...errors, 409: ZApiError, 429: ZApiError } as const;

  app.get(
    '/owner/legal/professionals',
    {
      preHandler,
      schema: {
        tags: ownerTags,
        summary: 'The verification queue: pending listings first, with duplicate bar numbers flagged',
        querystring: ZListProfessionalsQueueQuery,
        response: { 200: ZListProfessionalsQueueResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listProfessionalsQueue(db, { listingState: request.query.listing_state });
    },
  );

  const decide = async (userId: string, professionalId: string, decision: ProfessionalDecision) => {
    await limitOwnerDecisions(db, userId);
    return decideProfessional(db, { ownerId: userId, professionalId, decision });
  };

  app.post(
    '/owner/legal/professionals/:id/verify',
    {
      preHandler,
      schema: {
        tags: ownerTags,
        summary: 'Record that the license or accreditation was looked up: the listing shows for a year',
        params: ZProfessionalDecisionParams,
        body: ZVerifyProfessionalRequest,
        response: { 200: ZProfessionalDecisionResponse, ...decisionErrors },
      },
    },
    async (request) =>
      decide(currentUser(request).userId, request.params.id, { action: 'verify', ...request.body }),
  );

  app.post(
    '/owner/legal/professionals/:id/reject',
    {
      preHandler,
      schema: {
        tags: ownerTags,
        summary: 'The listing could not be verified; the reason is shown to the professional',
        params: ZProfessionalDecisionParams,
        body: ZProfessionalReasonRequest,
        response: { 200: ZProfessionalDecisionResponse, ...decisionErrors },
      },
    },
    async (request) =>
      decide(currentUser(request).userId, request.params.id, { action: 'reject', ...request.body }),
  );

  app.post(
    '/owner/legal/professionals/:id/suspend',
    {
      preHandler,
      schema: {
        tags: ownerTags,
        summary: 'Stop showing a verified listing at once; the reason is shown to the professional',
        params: ZProfessionalDecisionParams,
        body: ZProfessionalReasonRequest,
        response: { 200: ZProfessionalDecisionResponse, ...decisionErrors },
      },
    },
    async (request) =>
      decide(currentUser(request).userId, request.params.id, { action: 'suspend', ...request.body }),
  );

  app.post(
    '/owner/legal/professionals/:id/reinstate',
    {
      preHandler,
      schema: {
        tags: ownerTags,
        summary: 'Lift a suspension: listed again while the last check holds, else back to the queue',
        params: ZProfessionalDecisionParams,
        response: { 200: ZProfessionalDecisionResponse, ...decisionErrors },
      },
    },
    async (request) => decide(currentUser(request).userId, request.params.id, { action: 'reinstate' }),
  );
};
