import type { FastifyPluginAsync } from 'fastify';
import { clientErrorsRoutes } from './modules/client-errors/routes.ts';
import type { ModuleDependencies } from './modules/module-dependencies.ts';
import { profileRoutes } from './modules/profile/routes.ts';

/** Every area's routes under /api/v1. A new area adds one line here. */
export const apiV1Routes: FastifyPluginAsync<ModuleDependencies> = async (app, { config, db }) => {
  // Only the dependencies: the options also carry this plugin's prefix, which must not apply twice.
  const dependencies: ModuleDependencies = { config, db };
  await app.register(clientErrorsRoutes, dependencies);
  await app.register(profileRoutes, dependencies);
};
