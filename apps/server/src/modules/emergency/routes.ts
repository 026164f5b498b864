import {
  ZCreateAlertRoundRequest,
  ZCreateAlertRoundResponse,
} from '@amparo/contract/emergency/create-alert-round';
import {
  ZCreateEmergencyContactRequest,
  ZCreateEmergencyContactResponse,
} from '@amparo/contract/emergency/create-emergency-contact';
import {
  INCIDENT_ACTIVE,
  MAX_INCIDENTS_PER_DAY,
  ZCreateIncidentConflict,
  ZCreateIncidentRequest,
  ZCreateIncidentResponse,
} from '@amparo/contract/emergency/create-incident';
import {
  ZGetEmergencySettingsResponse,
  ZUpdateEmergencySettingsRequest,
  ZUpdateEmergencySettingsResponse,
} from '@amparo/contract/emergency/emergency-settings';
import { MAX_ALERT_ROUNDS } from '@amparo/contract/emergency/incident-currency';
import { ZListEmergencyContactsResponse } from '@amparo/contract/emergency/list-emergency-contacts';
import {
  ZAlertParams,
  ZGetIncidentResponse,
  ZIncidentParams,
  ZListIncidentsResponse,
  ZMarkSafeResponse,
  ZRetryAlertResponse,
} from '@amparo/contract/emergency/list-incidents';
import {
  ZReorderEmergencyContactsRequest,
  ZReorderEmergencyContactsResponse,
} from '@amparo/contract/emergency/reorder-emergency-contacts';
import {
  ZUpdateEmergencyContactRequest,
  ZUpdateEmergencyContactResponse,
} from '@amparo/contract/emergency/update-emergency-contact';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import {
  createOwnContact,
  deleteOwnContact,
  listOwnContacts,
  reorderOwnContacts,
  updateOwnContact,
} from './contacts-service.ts';
import {
  createAlertRound,
  createIncident,
  deleteOwnIncident,
  getOwnIncident,
  listOwnIncidents,
  markIncidentSafe,
  retryAlert,
} from './incidents-service.ts';
import { getOwnSettingsView, saveOwnSettings } from './settings-service.ts';

const ZContactParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError } as const;

export const emergencyRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  // On request, before the body is parsed and the params, query and body are validated: a caller without a
  // session gets 401 and learns nothing about what a route takes (issue 24, point 3, as the community does).
  const onRequest = requireUser({ db, config });
  const tags = ['emergency'];

  app.get(
    '/emergency/contacts',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's emergency contacts, in order, and the plan's limit",
        response: { 200: ZListEmergencyContactsResponse, ...errors },
      },
    },
    async (request) => listOwnContacts(db, currentUser(request).userId),
  );

  app.post(
    '/emergency/contacts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an emergency contact',
        description:
          'Basic allows 3 contacts, Full Protection 10; beyond that the answer is 403 contact_limit_reached.',
        body: ZCreateEmergencyContactRequest,
        response: { 201: ZCreateEmergencyContactResponse, 403: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const contact = await createOwnContact(db, {
        userId: currentUser(request).userId,
        contact: request.body,
      });
      return reply.status(201).send(contact);
    },
  );

  app.put(
    '/emergency/contacts/order',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Put the emergency contacts in a new order',
        body: ZReorderEmergencyContactsRequest,
        response: { 200: ZReorderEmergencyContactsResponse, ...errors },
      },
    },
    async (request) => reorderOwnContacts(db, { userId: currentUser(request).userId, ids: request.body.ids }),
  );

  app.put(
    '/emergency/contacts/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change an emergency contact',
        params: ZContactParams,
        body: ZUpdateEmergencyContactRequest,
        response: { 200: ZUpdateEmergencyContactResponse, ...errors },
      },
    },
    async (request) =>
      updateOwnContact(db, {
        userId: currentUser(request).userId,
        contactId: request.params.id,
        contact: request.body,
      }),
  );

  app.delete(
    '/emergency/contacts/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove an emergency contact',
        params: ZContactParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOwnContact(db, { userId: currentUser(request).userId, contactId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/emergency/settings',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'What Help Me Now says: the name, the personal message, whether the location is shared; with the family name used when no alert name is set, and whether a family is alerted',
        response: { 200: ZGetEmergencySettingsResponse, ...errors },
      },
    },
    async (request) => getOwnSettingsView(db, currentUser(request).userId),
  );

  app.put(
    '/emergency/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change what Help Me Now says',
        body: ZUpdateEmergencySettingsRequest,
        response: { 200: ZUpdateEmergencySettingsResponse, ...errors },
      },
    },
    async (request) => saveOwnSettings(db, { userId: currentUser(request).userId, settings: request.body }),
  );

  app.post(
    '/emergency/incidents',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Start a Help Me Now incident and alert the contacts',
        description: `One alert per contact with alerts on and per channel (SMS always, email when given), each in the contact’s language, delivered through the job queue. The same client_id twice creates one incident: 201 the first time, 200 after. 409 alert_name_required while anyone would be alerted but there is no name at all: neither an alert name (PUT /emergency/settings) nor, for someone in a family, the name the family knows them by (used when the alert name is empty). 409 incident_active, with \`incident\`, while the caller has a current incident (active, last round within 12 hours, rounds left): send another round with POST /emergency/incidents/{id}/rounds instead. 429 rate_limited, with retry_after, past ${MAX_INCIDENTS_PER_DAY} new incidents in 24 hours.`,
        body: ZCreateIncidentRequest,
        response: {
          200: ZCreateIncidentResponse,
          201: ZCreateIncidentResponse,
          409: ZCreateIncidentConflict,
          429: ZApiError,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { outcome, incident } = await createIncident(db, {
        userId: currentUser(request).userId,
        request: request.body,
      });
      if (outcome === 'active') {
        return reply.status(409).send({
          code: INCIDENT_ACTIVE,
          message: 'An alert is already active: send everyone a new round of it instead of starting another',
          incident,
        });
      }
      return reply.status(outcome === 'created' ? 201 : 200).send(incident);
    },
  );

  app.post(
    '/emergency/incidents/:id/rounds',
    {
      onRequest,
      schema: {
        tags,
        summary: '"Alert everyone again": a new round of alerts on the same incident',
        description: `To everyone Help Me Now alerts (contacts with alerts on, the family), each in their language, through the job queue, with this press’s time and location. The same client_id twice sends one round: 201 the first time, 200 after. 404 for an incident that is not the caller’s; 409 incident_ended after "I’m safe"; 409 alert_name_required as for a new incident; 429 rate_limited once the incident has sent ${MAX_ALERT_ROUNDS} rounds (a hold of Help Me Now then starts a new incident).`,
        params: ZIncidentParams,
        body: ZCreateAlertRoundRequest,
        response: {
          200: ZCreateAlertRoundResponse,
          201: ZCreateAlertRoundResponse,
          409: ZApiError,
          429: ZApiError,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { incident, created } = await createAlertRound(db, {
        userId: currentUser(request).userId,
        incidentId: request.params.id,
        request: request.body,
      });
      return reply.status(created ? 201 : 200).send(incident);
    },
  );

  app.get(
    '/emergency/incidents',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's incidents, newest first",
        response: { 200: ZListIncidentsResponse, ...errors },
      },
    },
    async (request) => ({ incidents: await listOwnIncidents(db, currentUser(request).userId) }),
  );

  app.get(
    '/emergency/incidents/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'An incident with each alert and its delivery status',
        params: ZIncidentParams,
        response: { 200: ZGetIncidentResponse, ...errors },
      },
    },
    async (request) => getOwnIncident(db, currentUser(request).userId, request.params.id),
  );

  app.post(
    '/emergency/incidents/:id/safe',
    {
      onRequest,
      schema: {
        tags,
        summary: '"I\'m safe": end the incident and tell the same people',
        params: ZIncidentParams,
        response: { 200: ZMarkSafeResponse, ...errors },
      },
    },
    async (request) =>
      markIncidentSafe(db, { userId: currentUser(request).userId, incidentId: request.params.id }),
  );

  app.post(
    '/emergency/incidents/:id/alerts/:alertId/retry',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a failed alert again now',
        params: ZAlertParams,
        response: { 200: ZRetryAlertResponse, 409: ZApiError, ...errors },
      },
    },
    async (request) =>
      retryAlert(db, {
        userId: currentUser(request).userId,
        incidentId: request.params.id,
        alertId: request.params.alertId,
      }),
  );

  app.delete(
    '/emergency/incidents/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an ended incident and its alerts',
        params: ZIncidentParams,
        response: { 204: z.undefined(), 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      await deleteOwnIncident(db, { userId: currentUser(request).userId, incidentId: request.params.id });
      return reply.status(204).send();
    },
  );
};
