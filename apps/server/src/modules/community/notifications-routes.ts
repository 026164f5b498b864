import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDependencies } from '../module-dependencies.ts';

/** Community: the Alerts tab and web push (issue 14). */
export const notificationsRoutes: FastifyPluginAsync<ModuleDependencies> = async () => {};
