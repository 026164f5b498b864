import { ZApiError } from '@amparo/contract/platform/api-error';
import { ZGetProfileResponse } from '@amparo/contract/profile/get-profile';
import { ZUpdateProfileRequest, ZUpdateProfileResponse } from '@amparo/contract/profile/update-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { getOwnProfile, updateOwnProfile } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = requireUser({ db, config });

  app.get(
    '/profile',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: "The caller's profile",
        description:
          'Always the profile of the signed-in user (the id comes from the access token). A demo account found without access is given the full plan first (spec §4).',
        response: { 200: ZGetProfileResponse, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { userId, profile } = currentUser(request);
      return getOwnProfile(db, { userId, demoAccounts: config.demoAccounts, found: profile });
    },
  );

  app.patch(
    '/profile',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: "Change the caller's eligibility answers or consent",
        description:
          "Writes only entry_method, current_status and legal_consent_accepted. is_eligible follows entry_method. has_access, payment_tier, payment_amount and dependents_count are ignored if sent: only the server changes them (dependents_count counts the people in the holder's family, see /family).",
        body: ZUpdateProfileRequest,
        response: {
          200: ZUpdateProfileResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => updateOwnProfile(db, { userId: currentUser(request).userId, changes: request.body }),
  );
};
