import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './modules/account/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { clientErrorsRoutes } from './modules/client-errors/routes.ts';
import { liveRoutes } from './modules/community/live-routes.ts';
import { moderationRoutes } from './modules/community/moderation-routes.ts';
import { notificationsRoutes } from './modules/community/notifications-routes.ts';
import { ownerModerationRoutes } from './modules/community/owner-moderation-routes.ts';
import { postsRoutes } from './modules/community/posts-routes.ts';
import { searchRoutes } from './modules/community/search-routes.ts';
import { emergencyRoutes } from './modules/emergency/routes.ts';
import { dependentsRoutes } from './modules/family/dependents-routes.ts';
import { familyIncidentsRoutes } from './modules/family/family-incidents-routes.ts';
import { familyRoutes, publicFamilyInvitationRoutes } from './modules/family/routes.ts';
import { consultationsRoutes } from './modules/legal/consultations-routes.ts';
import {
  ownerProfessionalsRoutes,
  professionalProfileRoutes,
  publicProfessionalsRoutes,
} from './modules/legal/professionals-routes.ts';
import { ownerRegistryRoutes, publicRegistryRoutes } from './modules/legal/registry-routes.ts';
import { ownerReportRoutes, publicReportRoutes } from './modules/legal/reports-routes.ts';
import { ownerReviewsRoutes } from './modules/legal/reviews-routes.ts';
import type { ModuleDependencies } from './modules/module-dependencies.ts';
import { ownerRoutes } from './modules/owner/routes.ts';
import { preparednessRoutes } from './modules/preparedness/routes.ts';
import { requireEligible } from './modules/profile/require-eligible.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { ownerSupportRoutes, supportRoutes } from './modules/support/support-routes.ts';
import { publicProofLinkRoutes } from './modules/vault/public-proof-link-routes.ts';
import { vaultRoutes } from './modules/vault/routes.ts';
import { rejectUntypedText } from './platform/http/reject-untyped-text.ts';

/**
 * The protected features: a profile marked ineligible gets 403 `not_eligible` on every route here
 * (docs/decisions/006-eligibility-enforcement.md). A new feature area registers here, not below.
 */
const protectedFeatureRoutes: FastifyPluginAsync<ModuleDependencies> = async (app, dependencies) => {
  app.addHook('onRequest', requireEligible(dependencies));
  // The refusal is part of every route's contract, so the API document lists it.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response && response[403] === undefined) response[403] = ZApiError;
  });
  await app.register(emergencyRoutes, dependencies);
  await app.register(familyRoutes, dependencies);
  await app.register(familyIncidentsRoutes, dependencies);
  await app.register(preparednessRoutes, dependencies);
  await app.register(vaultRoutes, dependencies);
  await app.register(dependentsRoutes, dependencies);
  await app.register(ownerRoutes, dependencies);
  await app.register(ownerRegistryRoutes, dependencies);
  await app.register(ownerReportRoutes, dependencies);
  await app.register(consultationsRoutes, dependencies);
  await app.register(ownerReviewsRoutes, dependencies);
  await app.register(professionalProfileRoutes, dependencies);
  await app.register(ownerProfessionalsRoutes, dependencies);
  await app.register(postsRoutes, dependencies);
  await app.register(liveRoutes, dependencies);
  await app.register(searchRoutes, dependencies);
  await app.register(moderationRoutes, dependencies);
  await app.register(ownerModerationRoutes, dependencies);
  await app.register(notificationsRoutes, dependencies);
  await app.register(ownerSupportRoutes, dependencies);
};

/**
 * Every area’s routes under /api/v1. Open to a profile marked ineligible: the security center (sessions and log), the profile (to see and correct the
 * answers), billing (its status; checkout refuses on its own), client error reports, and the public
 * proof-of-status links, which a lawyer or an officer opens without an account, and the registry of legal services
 * with its reports, which must help on a first visit, signed out (issue 13).
 */
export const apiV1Routes: FastifyPluginAsync<ModuleDependencies> = async (app, { config, db, storage }) => {
  // Only the dependencies: the options also carry this plugin's prefix, which must not apply twice.
  const dependencies: ModuleDependencies = { config, db, storage };
  // Before each route's schema: a control character anywhere in what was sent is a 400, never a 500.
  app.addHook('preValidation', rejectUntypedText);
  await app.register(accountRoutes, dependencies);
  await app.register(billingRoutes, dependencies);
  await app.register(clientErrorsRoutes, dependencies);
  await app.register(profileRoutes, dependencies);
  await app.register(settingsRoutes, dependencies);
  await app.register(publicProofLinkRoutes, dependencies);
  await app.register(publicFamilyInvitationRoutes, dependencies);
  await app.register(publicRegistryRoutes, dependencies);
  await app.register(publicReportRoutes, dependencies);
  await app.register(publicProfessionalsRoutes, dependencies);
  await app.register(securityRoutes, dependencies);
  await app.register(supportRoutes, dependencies);
  await app.register(protectedFeatureRoutes, dependencies);
};
