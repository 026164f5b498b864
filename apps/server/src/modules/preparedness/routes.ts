import {
  ZGetPreparednessPlanResponse,
  ZPutPreparednessPlanRequest,
  ZPutPreparednessPlanResponse,
} from '@amparo/contract/emergency/preparedness-plan';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { getOwnPlan, saveOwnPlan } from './service.ts';

export const PREPAREDNESS_PLAN_PATH = '/emergency/preparedness-plan';

export const preparednessRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  // On request, before the body is parsed and validated: without a session the answer is 401, whatever was sent
  // (issue 24, point 3, as the emergency and community routes).
  const onRequest = requireUser({ db, config });

  app.get(
    PREPAREDNESS_PLAN_PATH,
    {
      onRequest,
      schema: {
        tags: ['emergency'],
        summary: "The caller's family preparedness plan",
        description:
          'Always the plan of the signed-in user (the id comes from the access token). Before the first save every field is null and updated_at is null.',
        response: { 200: ZGetPreparednessPlanResponse, 401: ZApiError },
      },
    },
    async (request, reply) => {
      // The plan holds an A-number and phone numbers: no shared cache may keep it.
      void reply.header('cache-control', 'no-store');
      return getOwnPlan(db, currentUser(request).userId);
    },
  );

  app.put(
    PREPAREDNESS_PLAN_PATH,
    {
      onRequest,
      schema: {
        tags: ['emergency'],
        summary: "Replace the caller's family preparedness plan",
        description:
          'Every field is sent; null clears it. A-number: the letter A and 8 or 9 digits. Phones: 7 to 15 digits. Notes: up to 1000 characters.',
        body: ZPutPreparednessPlanRequest,
        response: { 200: ZPutPreparednessPlanResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return saveOwnPlan(db, { userId: currentUser(request).userId, plan: request.body });
    },
  );
};
