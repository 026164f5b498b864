import {
  ZCreateLegalOrganizationRequest,
  ZCreateLegalOrganizationResponse,
} from '@amparo/contract/legal/create-legal-organization';
import {
  ZGetLegalOrganizationParams,
  ZGetLegalOrganizationResponse,
} from '@amparo/contract/legal/get-legal-organization';
import {
  ZListLegalOrganizationsQuery,
  ZListLegalOrganizationsResponse,
} from '@amparo/contract/legal/list-legal-organizations';
import { ZOwnerListLegalOrganizationsResponse } from '@amparo/contract/legal/owner-list-legal-organizations';
import {
  ZSetLegalOrganizationVisibilityParams,
  ZSetLegalOrganizationVisibilityRequest,
  ZSetLegalOrganizationVisibilityResponse,
} from '@amparo/contract/legal/set-legal-organization-visibility';
import {
  ZUpdateLegalOrganizationParams,
  ZUpdateLegalOrganizationRequest,
  ZUpdateLegalOrganizationResponse,
} from '@amparo/contract/legal/update-legal-organization';
import {
  ZVerifyLegalOrganizationParams,
  ZVerifyLegalOrganizationRequest,
  ZVerifyLegalOrganizationResponse,
} from '@amparo/contract/legal/verify-legal-organization';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { requireOwner } from '../owner/require-owner.ts';
import { limitRegistryReads } from './registry-rate-limits.ts';
import {
  createOrganization,
  getOrganization,
  listOrganizations,
  listOrganizationsForOwner,
  setOrganizationHidden,
  setOrganizationVerified,
  updateOrganizationFields,
} from './registry-service.ts';

// The registry of nonprofit legal services and hotlines (issue 13, point 5). Reading is public — free legal aid
// must help on a first visit, signed out — and registered beside the other public routes; editing is the owner's,
// registered among the protected features.

const tags = ['legal'];
// Public facts that change rarely; a short cache lets a weak network reuse the answer without hiding an owner's
// decision for long.
const PUBLIC_CACHE = 'public, max-age=60';

export const publicRegistryRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { db }) => {
  app.get(
    '/legal/organizations',
    {
      schema: {
        tags,
        summary: 'The registry of nonprofit legal services and hotlines (no account needed)',
        description:
          'Filters: language, state (a nationwide entry matches every state), service, kind and a text query over the name and every description. Hidden entries are never listed. Order: with a state, entries serving that state specifically first, then nationwide ones; then by name, A to Z — never by payment. Limited per network address.',
        querystring: ZListLegalOrganizationsQuery,
        response: { 200: ZListLegalOrganizationsResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await limitRegistryReads(db, request.ip);
      reply.header('cache-control', PUBLIC_CACHE);
      return listOrganizations(db, request.query);
    },
  );

  app.get(
    '/legal/organizations/:id',
    {
      schema: {
        tags,
        summary: 'One entry of the registry (no account needed)',
        description: '404 organization_not_found for an unknown id or an entry the owner hid.',
        params: ZGetLegalOrganizationParams,
        response: { 200: ZGetLegalOrganizationResponse, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await limitRegistryReads(db, request.ip);
      reply.header('cache-control', PUBLIC_CACHE);
      return getOrganization(db, request.params.id);
    },
  );
};

export const ownerRegistryRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = [requireUser({ db, config }), requireOwner({ db, config })];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/owner/legal/organizations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Every registry entry, hidden ones included (owner only)',
        response: { 200: ZOwnerListLegalOrganizationsResponse, ...errors },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return listOrganizationsForOwner(db);
    },
  );

  app.post(
    '/owner/legal/organizations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an entry to the registry (owner only; audited)',
        body: ZCreateLegalOrganizationRequest,
        response: { 201: ZCreateLegalOrganizationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createOrganization(db, {
        ownerId: currentUser(request).userId,
        request: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/owner/legal/organizations/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change an entry’s facts (owner only; audited)',
        params: ZUpdateLegalOrganizationParams,
        body: ZUpdateLegalOrganizationRequest,
        response: { 200: ZUpdateLegalOrganizationResponse, ...errors },
      },
    },
    async (request) =>
      updateOrganizationFields(db, {
        ownerId: currentUser(request).userId,
        id: request.params.id,
        changes: request.body,
      }),
  );

  app.post(
    '/owner/legal/organizations/:id/visibility',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Hide an entry from everyone, or show it again (owner only; audited)',
        params: ZSetLegalOrganizationVisibilityParams,
        body: ZSetLegalOrganizationVisibilityRequest,
        response: { 200: ZSetLegalOrganizationVisibilityResponse, ...errors },
      },
    },
    async (request) =>
      setOrganizationHidden(db, {
        ownerId: currentUser(request).userId,
        id: request.params.id,
        hidden: request.body.hidden,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/owner/legal/organizations/:id/verification',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Record that Amparo checked an entry with the organization, or take it back (owner only; audited)',
        params: ZVerifyLegalOrganizationParams,
        body: ZVerifyLegalOrganizationRequest,
        response: { 200: ZVerifyLegalOrganizationResponse, ...errors },
      },
    },
    async (request) =>
      setOrganizationVerified(db, {
        ownerId: currentUser(request).userId,
        id: request.params.id,
        verified: request.body.verified,
        note: request.body.note,
      }),
  );
};
