import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDependencies } from '../module-dependencies.ts';

/** Community: full-text search of posts and comments (issue 14). */
export const searchRoutes: FastifyPluginAsync<ModuleDependencies> = async () => {};
