import {
  ZFamilyIncidentParams,
  ZGetFamilyIncidentResponse,
} from '@amparo/contract/family/get-family-incident';
import { ZListFamilyIncidentsResponse } from '@amparo/contract/family/list-family-incidents';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { getFamilyIncident, listFamilyIncidents } from './family-incidents-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError } as const;

/** The family's read-only view of each other's Help Me Now incidents. No write endpoints, on purpose. */
export const familyIncidentsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { config, db },
) => {
  const preHandler = requireUser({ db, config });
  const tags = ['family'];

  app.get(
    '/family/incidents',
    {
      preHandler,
      schema: {
        tags,
        summary: "The other family members' Help Me Now incidents: active, or ended in the last 24 hours",
        description: 'Newest first; empty outside a family. Read-only.',
        response: { 200: ZListFamilyIncidentsResponse, ...errors },
      },
    },
    async (request) => ({
      incidents: await listFamilyIncidents(db, { userId: currentUser(request).userId }),
    }),
  );

  app.get(
    '/family/incidents/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: "A family member's incident: who was alerted and whether each alert arrived",
        description:
          "404 not_found for the caller's own incident, for one outside the caller's family (or after either left it), and for one ended more than 24 hours ago.",
        params: ZFamilyIncidentParams,
        response: { 200: ZGetFamilyIncidentResponse, ...errors },
      },
    },
    async (request) =>
      getFamilyIncident(db, { userId: currentUser(request).userId, incidentId: request.params.id }),
  );
};
