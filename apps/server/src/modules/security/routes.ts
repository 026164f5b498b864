import { ZApiError } from '@amparo/contract/platform/api-error';
import {
  ZListSecurityEventsQuery,
  ZListSecurityEventsResponse,
} from '@amparo/contract/security/list-security-events';
import { ZListSessionsResponse } from '@amparo/contract/security/list-sessions';
import { ZRevokeSessionParams } from '@amparo/contract/security/revoke-session';
import { ZSecurityPreferences } from '@amparo/contract/security/security-preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../../auth/protocol-http.ts';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { listSecurityEvents } from './security-events-repo.ts';
import { readSecurityPreferences, writeSecurityPreferences } from './security-preferences-repo.ts';
import { listOwnSessions, revokeOwnSession } from './sessions-service.ts';

// The security center (issue 15): the caller's sessions, their security log and their security choices. Open to
// every signed-in person, eligible or not: seeing who is signed in and signing a stranger out must never be
// refused (docs/decisions/033-sessions-and-security-log.md).

const errors = { 400: ZApiError, 401: ZApiError } as const;
const noStore = { 'cache-control': 'no-store' };

export const securityRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = requireUser({ db, config });
  const tags = ['security'];

  app.get(
    '/security/sessions',
    {
      preHandler,
      schema: {
        tags,
        summary: "The caller's open sessions, most recently seen first, with the current one marked",
        response: { 200: ZListSessionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const caller = currentUser(request);
      return listOwnSessions(db, caller, new Date());
    },
  );

  app.delete(
    '/security/sessions/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Sign one of the caller’s other sessions out',
        description:
          "404 not_found for another person's session or one that already ended; 409 current_session for the session making the request.",
        params: ZRevokeSessionParams,
        response: { 204: z.undefined(), 404: ZApiError, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      await revokeOwnSession(db, currentUser(request), {
        sessionId: request.params.id,
        client: clientInfo(request),
        now: new Date(),
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/security/events',
    {
      preHandler,
      schema: {
        tags,
        summary: "The caller's security log, newest first, a page at a time",
        querystring: ZListSecurityEventsQuery,
        response: { 200: ZListSecurityEventsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { userId } = currentUser(request);
      const preferences = await readSecurityPreferences(db, userId);
      return listSecurityEvents(db, {
        userId,
        before: request.query.before,
        limit: request.query.limit,
        showPlace: preferences.show_sign_in_place,
      });
    },
  );

  app.get(
    '/security/preferences',
    {
      preHandler,
      schema: {
        tags,
        summary: "The caller's security choices",
        response: { 200: ZSecurityPreferences, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return readSecurityPreferences(db, currentUser(request).userId);
    },
  );

  app.put(
    '/security/preferences',
    {
      preHandler,
      schema: {
        tags,
        summary: "Change the caller's security choices",
        body: ZSecurityPreferences,
        response: { 200: ZSecurityPreferences, ...errors },
      },
    },
    async (request) => writeSecurityPreferences(db, currentUser(request).userId, request.body, new Date()),
  );
};
