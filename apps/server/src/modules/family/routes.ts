import {
  ZAcceptFamilyInvitationRequest,
  ZAcceptFamilyInvitationResponse,
} from '@amparo/contract/family/accept-family-invitation';
import {
  ZCreateFamilyInvitationRequest,
  ZCreateFamilyInvitationResponse,
} from '@amparo/contract/family/create-family-invitation';
import { ZGetFamilyResponse } from '@amparo/contract/family/get-family';
import {
  ZCancelFamilyInvitationParams,
  ZCancelFamilyInvitationResponse,
  ZLeaveFamilyResponse,
  ZRemoveFamilyMemberParams,
  ZRemoveFamilyMemberResponse,
} from '@amparo/contract/family/leave-family';
import {
  ZPreviewFamilyInvitationRequest,
  ZPreviewFamilyInvitationResponse,
} from '@amparo/contract/family/preview-family-invitation';
import {
  ZUpdateFamilyMembershipRequest,
  ZUpdateFamilyMembershipResponse,
} from '@amparo/contract/family/update-family-membership';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import {
  cancelFamilyInvitation,
  getOwnFamily,
  leaveOwnFamily,
  removeFamilyMember,
  updateOwnMembership,
} from './family-service.ts';
import {
  acceptFamilyInvitation,
  createFamilyInvitation,
  previewFamilyInvitation,
} from './invitations-service.ts';

// Family protection (issue 12): the family, its invitations and its members. Registered among the protected
// features (eligibility checked first); the invitation preview, which the invitee opens before signing in, is
// registered beside the public proof links.

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError } as const;

export const familyRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = requireUser({ db, config });
  const tags = ['family'];
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/family',
    {
      preHandler,
      schema: {
        tags,
        summary: "The caller's family, their role in it and where their Full Protection comes from",
        response: { 200: ZGetFamilyResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getOwnFamily(db, currentUser(request).userId);
    },
  );

  app.patch(
    '/family/me',
    {
      preHandler,
      schema: {
        tags,
        summary: "Change the caller's name in the family and their Help Me Now alerts",
        body: ZUpdateFamilyMembershipRequest,
        response: { 200: ZUpdateFamilyMembershipResponse, ...errors },
      },
    },
    async (request) =>
      updateOwnMembership(db, { userId: currentUser(request).userId, changes: request.body }),
  );

  app.post(
    '/family/invitations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Invite someone to the family by email or text message',
        description:
          'Needs Full Protection of the caller’s own (403 plan_required). The family is created with its first invitation. A waiting invitation holds a place; a new invitation to the same address replaces the one waiting. 409 family_full, 409 already_in_family for a member of another family, 429 after 20 invitations in a day. The answer is the same whether or not the address has an account.',
        body: ZCreateFamilyInvitationRequest,
        response: { 201: ZCreateFamilyInvitationResponse, 409: ZApiError, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await createFamilyInvitation(db, {
        userId: currentUser(request).userId,
        request: request.body,
      });
      return reply.status(201).send(invitation);
    },
  );

  app.post(
    '/family/invitations/accept',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Join a family with the token from an invitation link',
        description:
          '404 invitation_not_found; 410 invitation_expired, invitation_used or invitation_cancelled; 403 invitation_for_someone_else when the account’s confirmed email or phone is not the invited address; 409 already_in_family; 409 family_full; 429 after many attempts.',
        body: ZAcceptFamilyInvitationRequest,
        response: {
          200: ZAcceptFamilyInvitationResponse,
          409: ZApiError,
          410: ZApiError,
          429: ZApiError,
          ...errors,
        },
      },
    },
    async (request) =>
      acceptFamilyInvitation(db, {
        userId: currentUser(request).userId,
        token: request.body.token,
        displayName: request.body.display_name,
      }),
  );

  app.delete(
    '/family/invitations/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Cancel a waiting invitation (holder only); its link stops working',
        params: ZCancelFamilyInvitationParams,
        response: { 200: ZCancelFamilyInvitationResponse, ...errors },
      },
    },
    async (request) =>
      cancelFamilyInvitation(db, { userId: currentUser(request).userId, invitationId: request.params.id }),
  );

  app.delete(
    '/family/members/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a member from the family (holder only); their coverage through it ends',
        params: ZRemoveFamilyMemberParams,
        response: { 200: ZRemoveFamilyMemberResponse, 409: ZApiError, ...errors },
      },
    },
    async (request) =>
      removeFamilyMember(db, { userId: currentUser(request).userId, memberUserId: request.params.userId }),
  );

  app.post(
    '/family/leave',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Leave the family (members only); coverage through it ends, the vault stays the member’s',
        response: { 200: ZLeaveFamilyResponse, 409: ZApiError, ...errors },
      },
    },
    async (request) => leaveOwnFamily(db, { userId: currentUser(request).userId }),
  );
};

/** The invitation as the join page shows it before anyone signs in. */
export const publicFamilyInvitationRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { db },
) => {
  app.post(
    '/family/invitations/preview',
    {
      schema: {
        tags: ['family'],
        summary:
          'Who invites whom, until when, and whether the invitation can still be accepted (no account needed)',
        description:
          'The token travels in the body, never in the address, so it stays out of logs. 404 invitation_not_found. Limited per network address.',
        body: ZPreviewFamilyInvitationRequest,
        response: { 200: ZPreviewFamilyInvitationResponse, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewFamilyInvitation(db, { token: request.body.token, clientIp: request.ip });
    },
  );
};
