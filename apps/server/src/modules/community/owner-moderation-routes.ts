import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDependencies } from '../module-dependencies.ts';

/** Community: the owner's moderation queue (issue 14). */
export const ownerModerationRoutes: FastifyPluginAsync<ModuleDependencies> = async () => {};
