import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDependencies } from '../module-dependencies.ts';

/** Community: the live feed: Server-Sent Events fed by LISTEN/NOTIFY (issue 14). */
export const liveRoutes: FastifyPluginAsync<ModuleDependencies> = async () => {};
