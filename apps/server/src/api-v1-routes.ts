import type { FastifyPluginAsync } from 'fastify';
import { billingRoutes } from './modules/billing/routes.ts';
import { clientErrorsRoutes } from './modules/client-errors/routes.ts';
import { emergencyRoutes } from './modules/emergency/routes.ts';
import type { ModuleDependencies } from './modules/module-dependencies.ts';
import { preparednessRoutes } from './modules/preparedness/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';

/** Every area's routes under /api/v1. A new area adds one line here. */
export const apiV1Routes: FastifyPluginAsync<ModuleDependencies> = async (app, { config, db }) => {
  // Only the dependencies: the options also carry this plugin's prefix, which must not apply twice.
  const dependencies: ModuleDependencies = { config, db };
  await app.register(billingRoutes, dependencies);
  await app.register(clientErrorsRoutes, dependencies);
  await app.register(emergencyRoutes, dependencies);
  await app.register(profileRoutes, dependencies);
  await app.register(preparednessRoutes, dependencies);
};
