import {
  ZCreateDependentRequest,
  ZDependentResponse,
  ZListDependentsResponse,
  ZUpdateDependentRequest,
} from '@amparo/contract/family/dependent';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import {
  createOwnDependent,
  deleteOwnDependent,
  listOwnDependents,
  updateOwnDependent,
} from './dependents-service.ts';

// The holder's dependents (issue 12, point 4). The family is always the caller's own; another family's id is 404.

export const DEPENDENTS_PATH = '/family/dependents';

const ZDependentParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError } as const;
const tags = ['family'];

export const dependentsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = requireUser({ db, config });

  app.get(
    DEPENDENTS_PATH,
    {
      preHandler,
      schema: {
        tags,
        summary: "The holder's dependents (children, an elderly parent) with their caregivers",
        description: 'Only the holder sees them; anyone else gets an empty list.',
        response: { 200: ZListDependentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Medical notes and phone numbers: no shared cache may keep them.
      void reply.header('cache-control', 'no-store');
      return listOwnDependents(db, currentUser(request).userId);
    },
  );

  app.post(
    DEPENDENTS_PATH,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a dependent to the family',
        description:
          'Takes one of the family’s places. 403 plan_required without Full Protection of one’s own, 409 family_full when none is left, 409 already_in_family for a member of another family.',
        body: ZCreateDependentRequest,
        response: { 201: ZDependentResponse, 403: ZApiError, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const dependent = await createOwnDependent(db, {
        userId: currentUser(request).userId,
        dependent: request.body,
      });
      void reply.header('cache-control', 'no-store');
      return reply.status(201).send(dependent);
    },
  );

  app.put(
    `${DEPENDENTS_PATH}/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Replace a dependent, caregivers included',
        params: ZDependentParams,
        body: ZUpdateDependentRequest,
        response: { 200: ZDependentResponse, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return updateOwnDependent(db, {
        userId: currentUser(request).userId,
        dependentId: request.params.id,
        dependent: request.body,
      });
    },
  );

  app.delete(
    `${DEPENDENTS_PATH}/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a dependent; their place in the family is free again',
        params: ZDependentParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOwnDependent(db, { userId: currentUser(request).userId, dependentId: request.params.id });
      return reply.status(204).send();
    },
  );
};
