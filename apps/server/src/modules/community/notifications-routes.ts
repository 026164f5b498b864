import {
  ZListNotificationsQuery,
  ZListNotificationsResponse,
} from '@amparo/contract/community/list-notifications';
import {
  ZListOwnCommentsResponse,
  ZListOwnContentQuery,
  ZListOwnPostsResponse,
} from '@amparo/contract/community/list-own-content';
import {
  ZMarkNotificationsReadRequest,
  ZMarkNotificationsReadResponse,
} from '@amparo/contract/community/mark-notifications-read';
import {
  ZDeletePushSubscriptionRequest,
  ZGetPushKeyResponse,
  ZPutPushSubscriptionRequest,
} from '@amparo/contract/community/push-subscription';
import {
  ZPutNotificationSettingsRequest,
  ZPutNotificationSettingsResponse,
} from '@amparo/contract/community/put-notification-settings';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { listOwnComments, listOwnPosts } from './member-content-service.ts';
import { listNotifications, markNotificationsRead } from './notifications-service.ts';
import { putNotificationSettings } from './notifications-settings.ts';
import { vapidKeys } from './push-keys.ts';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions.ts';

/** Community: the Alerts tab, the Profile tab's own posts and comments, and web push (issue 14). */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const onRequest = [requireUser({ db, config })];
  const tags = ['community'];
  const errors = { 400: ZApiError, 401: ZApiError } as const;

  app.get(
    '/community/notifications',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's Alerts tab, newest first, official alerts included, with the unread count",
        querystring: ZListNotificationsQuery,
        response: { 200: ZListNotificationsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(db, currentUser(request).userId, request.query.cursor);
    },
  );

  app.post(
    '/community/notifications/read',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark entries of the Alerts tab read (ids that are not the caller’s are ignored), or all',
        body: ZMarkNotificationsReadRequest,
        response: { 200: ZMarkNotificationsReadResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return markNotificationsRead(db, currentUser(request).userId, request.body);
    },
  );

  app.put(
    '/community/me/notification-settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Which kinds of alert also come as a web push',
        description: '403 member_required before the person chose a display name.',
        body: ZPutNotificationSettingsRequest,
        response: { 200: ZPutNotificationSettingsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { member: await putNotificationSettings(db, currentUser(request).userId, request.body.push) };
    },
  );

  app.get(
    '/community/me/posts',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's own posts in every status (held and hidden with the reason), newest first",
        querystring: ZListOwnContentQuery,
        response: { 200: ZListOwnPostsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOwnPosts(db, currentUser(request).userId, request.query.cursor);
    },
  );

  app.get(
    '/community/me/comments',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's own comments in every status, newest first",
        querystring: ZListOwnContentQuery,
        response: { 200: ZListOwnCommentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOwnComments(db, currentUser(request).userId, request.query.cursor);
    },
  );

  app.get(
    '/community/push/key',
    {
      onRequest,
      schema: {
        tags,
        summary: "The server's VAPID public key for pushManager.subscribe(); null when web push is off",
        response: { 200: ZGetPushKeyResponse, ...errors },
      },
    },
    async () => ({ public_key: vapidKeys(config)?.publicKey ?? null }),
  );

  app.put(
    '/community/push/subscription',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Allow web push on this browser (or update its language)',
        description:
          '400 push_endpoint_not_allowed when the endpoint is not https on port 443 on a known push service (WEB_PUSH_ALLOWED_HOSTS).',
        body: ZPutPushSubscriptionRequest,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await savePushSubscription(db, currentUser(request).userId, request.body, config);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/community/push/subscription',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Stop web push on this browser',
        description: '404 push_subscription_not_found when the endpoint is not one of the caller’s.',
        body: ZDeletePushSubscriptionRequest,
        response: { 204: z.undefined(), 404: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      await deletePushSubscription(db, currentUser(request).userId, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
