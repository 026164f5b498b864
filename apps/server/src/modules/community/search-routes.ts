import { ZSearchCommunityQuery, ZSearchCommunityResponse } from '@amparo/contract/community/search-community';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { searchCommunityPage } from './search-service.ts';
import { startSearchTermsRebuilder } from './search-terms.ts';

/** Community: full-text search of posts and comments (issue 14). */
export const searchRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const onRequest = requireUser({ db, config });
  const vocabulary = startSearchTermsRebuilder(db, app.log);
  app.addHook('onClose', () => vocabulary.stop());

  app.get(
    '/community/search',
    {
      onRequest,
      schema: {
        tags: ['community'],
        summary: 'Search visible posts and comments, best match first',
        description:
          'Any text of 1 to 200 characters is searched (quotes, operators and symbols are read loosely, never refused). Blocked members’ posts and comments never appear. `highlight` is plain text in pieces; `match` marks the matching words.',
        querystring: ZSearchCommunityQuery,
        response: { 200: ZSearchCommunityResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchCommunityPage(db, { userId: currentUser(request).userId, ...request.query });
    },
  );
};
