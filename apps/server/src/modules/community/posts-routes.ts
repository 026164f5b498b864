import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDependencies } from '../module-dependencies.ts';

/** Community: posts, comments, helpful, images, feed, members (issue 14). */
export const postsRoutes: FastifyPluginAsync<ModuleDependencies> = async () => {};
