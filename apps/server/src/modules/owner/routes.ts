import { ZGetOwnerStatusResponse } from '@amparo/contract/owner/get-owner-status';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { requireOwner } from './require-owner.ts';

// The owner's own routes. Each area's owner actions (verifying professionals, moderating reviews, editing the
// registry) live with that area and use `requireOwner` the same way.

export const ownerRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = [requireUser({ db, config }), requireOwner({ db, config })];

  app.get(
    '/owner/status',
    {
      preHandler,
      schema: {
        tags: ['owner'],
        summary: 'Whether the caller runs Amparo',
        description:
          '403 owner_only for anyone without the owner role (granted with `npm run owner -- grant <email>`).',
        response: { 200: ZGetOwnerStatusResponse, 401: ZApiError, 403: ZApiError },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { is_owner: true as const };
    },
  );
};
