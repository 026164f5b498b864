import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDependencies } from '../module-dependencies.ts';

/** Community: reports about content, blocks, report verification (issue 14). */
export const moderationRoutes: FastifyPluginAsync<ModuleDependencies> = async () => {};
