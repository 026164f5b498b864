import { ZApiError } from '@amparo/contract/platform/api-error';
import {
  ZGetPreferencesResponse,
  ZPatchPreferencesRequest,
  ZPatchPreferencesResponse,
} from '@amparo/contract/settings/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { changeOwnPreferences, getOwnPreferences } from './preferences-service.ts';

export const PREFERENCES_PATH = '/settings/preferences';

/**
 * The caller's own settings (decision 036). Open to a profile marked ineligible too: text size and contrast are
 * how a person reads the page that tells them what they can do next.
 */
export const settingsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = requireUser({ db, config });

  app.get(
    PREFERENCES_PATH,
    {
      preHandler,
      schema: {
        tags: ['settings'],
        summary: "The caller's settings",
        description:
          'Always the settings of the signed-in user (the id comes from the access token). Before the first change: the defaults, and updated_at null.',
        response: { 200: ZGetPreferencesResponse, 401: ZApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getOwnPreferences(db, currentUser(request).userId);
    },
  );

  app.patch(
    PREFERENCES_PATH,
    {
      preHandler,
      schema: {
        tags: ['settings'],
        summary: "Change some of the caller's settings",
        description:
          'Only what is sent changes. Text size 100, 115 or 130; vault lock 0 (on leaving the app), 1, 5, 15, 30 or 60 minutes. Family alerts keep email or SMS on: 400 `family_alerts_channel_required` otherwise. Unknown fields are a 400.',
        body: ZPatchPreferencesRequest,
        response: { 200: ZPatchPreferencesResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return changeOwnPreferences(db, { userId: currentUser(request).userId, change: request.body });
    },
  );
};
