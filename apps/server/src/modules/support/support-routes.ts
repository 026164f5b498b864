import { ZApiError } from '@amparo/contract/platform/api-error';
import {
  ZCreateSupportTicketRequest,
  ZCreateSupportTicketResponse,
} from '@amparo/contract/support/create-support-ticket';
import { ZGetSupportTicketResponse } from '@amparo/contract/support/get-support-ticket';
import { ZListSupportTicketsResponse } from '@amparo/contract/support/list-support-tickets';
import {
  ZOwnerCloseSupportTicketResponse,
  ZOwnerGetSupportTicketResponse,
  ZOwnerListSupportTicketsQuery,
  ZOwnerListSupportTicketsResponse,
} from '@amparo/contract/support/owner-support-queue';
import {
  ZOwnerReplySupportTicketResponse,
  ZReplySupportTicketRequest,
  ZReplySupportTicketResponse,
} from '@amparo/contract/support/reply-support-ticket';
import { ZSupportTicketParams } from '@amparo/contract/support/support-models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { requireOwner } from '../owner/require-owner.ts';
import {
  closeTicket,
  createTicket,
  getOwnTicket,
  getTicketForOwner,
  listOwnTickets,
  listQueue,
  replyAsOwner,
  replyAsPerson,
} from './support-service.ts';

// Support tickets (issue 15). The person's routes are open to a profile marked ineligible too (registered beside
// the profile's, not among the protected features): someone told the app is not for them may still need to ask
// why, or to have their account removed. The owner's routes answer 403 to anyone else.

const tags = ['support'];

export const supportRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  app.addHook('preHandler', requireUser({ db, config }));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError } as const;

  app.get(
    '/support/tickets',
    {
      schema: {
        tags,
        summary: "The caller's own support tickets, the latest activity first",
        response: { 200: ZListSupportTicketsResponse, 401: ZApiError },
      },
    },
    async (request) => listOwnTickets(db, currentUser(request).userId),
  );

  app.post(
    '/support/tickets',
    {
      schema: {
        tags,
        summary: 'Ask the people who run Amparo for help',
        description:
          'Priority and status are set by the server (priority from the plan); any such field sent is ignored. 409 support_too_many_open_tickets; 429 rate_limited.',
        body: ZCreateSupportTicketRequest,
        response: { 201: ZCreateSupportTicketResponse, 409: ZApiError, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await createTicket(db, { userId: currentUser(request).userId, request: request.body });
      return reply.status(201).send(ticket);
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      schema: {
        tags,
        summary:
          "One of the caller's tickets with its thread (404 support_ticket_not_found for anyone else's)",
        params: ZSupportTicketParams,
        response: { 200: ZGetSupportTicketResponse, ...errors },
      },
    },
    async (request) => getOwnTicket(db, { userId: currentUser(request).userId, id: request.params.id }),
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      schema: {
        tags,
        summary: "Reply in one of the caller's tickets (reopens it when closed)",
        params: ZSupportTicketParams,
        body: ZReplySupportTicketRequest,
        response: { 200: ZReplySupportTicketResponse, 429: ZApiError, ...errors },
      },
    },
    async (request) =>
      replyAsPerson(db, {
        userId: currentUser(request).userId,
        id: request.params.id,
        message: request.body.message,
      }),
  );
};

export const ownerSupportRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = [requireUser({ db, config }), requireOwner({ db, config })];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;

  app.get(
    '/owner/support/tickets',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Support tickets: open ones with priority support first, then the oldest (owner only)',
        querystring: ZOwnerListSupportTicketsQuery,
        response: { 200: ZOwnerListSupportTicketsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listQueue(db, request.query.status);
    },
  );

  app.get(
    '/owner/support/tickets/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One support ticket with its thread (owner only)',
        params: ZSupportTicketParams,
        response: { 200: ZOwnerGetSupportTicketResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTicketForOwner(db, request.params.id);
    },
  );

  app.post(
    '/owner/support/tickets/:id/messages',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Answer a support ticket; the person is told by email or text message (owner only; audited)',
        params: ZSupportTicketParams,
        body: ZReplySupportTicketRequest,
        response: { 200: ZOwnerReplySupportTicketResponse, ...errors },
      },
    },
    async (request) =>
      replyAsOwner(db, {
        ownerId: currentUser(request).userId,
        id: request.params.id,
        message: request.body.message,
      }),
  );

  app.post(
    '/owner/support/tickets/:id/close',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Close a support ticket (owner only; audited); the person can reopen it by replying',
        params: ZSupportTicketParams,
        response: { 200: ZOwnerCloseSupportTicketResponse, ...errors },
      },
    },
    async (request) => closeTicket(db, { ownerId: currentUser(request).userId, id: request.params.id }),
  );
};
