import { ZCreateCommentRequest, ZCreateCommentResponse } from '@amparo/contract/community/create-comment';
import { ZCreatePostRequest, ZCreatePostResponse } from '@amparo/contract/community/create-post';
import { ZGetCommunityMemberResponse } from '@amparo/contract/community/get-community-member';
import { ZGetPostResponse } from '@amparo/contract/community/get-post';
import { ZListFeedQuery, ZListFeedResponse } from '@amparo/contract/community/list-feed';
import { ZCommunityIdParams } from '@amparo/contract/community/post-params';
import {
  ZPutCommunityMemberRequest,
  ZPutCommunityMemberResponse,
} from '@amparo/contract/community/put-community-member';
import { ZSetHelpfulResponse } from '@amparo/contract/community/set-helpful';
import { ZUpdateCommentRequest, ZUpdateCommentResponse } from '@amparo/contract/community/update-comment';
import { ZUpdatePostRequest, ZUpdatePostResponse } from '@amparo/contract/community/update-post';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { createComment, deleteComment, updateComment } from './comments-service.ts';
import { communityImagesRoutes } from './images-routes.ts';
import { getOwnMember, putOwnMember } from './members-service.ts';
import { createPost, deletePost, getPost, listFeed, setHelpful, updatePost } from './posts-service.ts';
import { sendRetryAfter } from './retry-after.ts';

// Community (issue 14): members, the feed, posts, comments, "helpful" and images (docs/community-api.md, the
// members and posts rows). Thin: who may call and the contract's shapes; the rules are in the services. Another
// person's post or comment answers 404, never 403.

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;
const noStore = { 'cache-control': 'no-store' };

export const postsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, dependencies) => {
  const { config, db, storage } = dependencies;
  const onRequest = requireUser({ db, config });
  const tags = ['community'];
  app.addHook('onSend', sendRetryAfter);

  app.get(
    '/community/me',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The caller as a community member, or null before they choose a display name',
        response: { 200: ZGetCommunityMemberResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getOwnMember(db, currentUser(request).userId);
    },
  );

  app.put(
    '/community/me',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Choose or change the display name (joins the community the first time)',
        description: '400 display_name_invalid; 409 display_name_taken.',
        body: ZPutCommunityMemberRequest,
        response: { 200: ZPutCommunityMemberResponse, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return putOwnMember(db, {
        userId: currentUser(request).userId,
        displayName: request.body.display_name,
      });
    },
  );

  app.get(
    '/community/posts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The feed, newest first (keyset pages)',
        description: '400 invalid_cursor for a cursor the server did not make.',
        querystring: ZListFeedQuery,
        response: { 200: ZListFeedResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listFeed(db, currentUser(request).userId, request.query);
    },
  );

  app.post(
    '/community/posts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Post to the community',
        description:
          '403 member_required, member_banned, official_alert_not_allowed; 400 report_needs_area, report_images_not_allowed, report_area_too_precise, image_not_usable; 429 rate_limited.',
        body: ZCreatePostRequest,
        response: { 201: ZCreatePostResponse, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const post = await createPost(db, {
        userId: currentUser(request).userId,
        request: request.body,
        log: request.log,
      });
      return reply.status(201).headers(noStore).send(post);
    },
  );

  app.get(
    '/community/posts/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One post with its comments',
        description: '404 post_not_found when the caller may not see it.',
        params: ZCommunityIdParams,
        response: { 200: ZGetPostResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getPost(db, currentUser(request).userId, request.params.id);
    },
  );

  app.patch(
    '/community/posts/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Edit the caller's own post",
        description: '404 post_not_found unless the caller wrote it; 403 member_banned.',
        params: ZCommunityIdParams,
        body: ZUpdatePostRequest,
        response: { 200: ZUpdatePostResponse, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return updatePost(db, {
        userId: currentUser(request).userId,
        postId: request.params.id,
        change: request.body,
        log: request.log,
      });
    },
  );

  app.delete(
    '/community/posts/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete the caller's own post and its images",
        params: ZCommunityIdParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePost(db, storage, {
        userId: currentUser(request).userId,
        postId: request.params.id,
        log: request.log,
      });
      return reply.status(204).send();
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/community/posts/:id/helpful',
      onRequest,
      schema: {
        tags,
        summary: method === 'PUT' ? 'Find a post helpful' : 'No longer find a post helpful',
        params: ZCommunityIdParams,
        response: { 200: ZSetHelpfulResponse, 429: ZApiError, ...errors },
      },
      handler: async (request, reply) => {
        reply.headers(noStore);
        return setHelpful(db, {
          userId: currentUser(request).userId,
          postId: request.params.id,
          on: method === 'PUT',
        });
      },
    });
  }

  app.post(
    '/community/posts/:id/comments',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Comment on a post',
        description: '404 post_not_found; 403 member_required, member_banned; 429 rate_limited.',
        params: ZCommunityIdParams,
        body: ZCreateCommentRequest,
        response: { 201: ZCreateCommentResponse, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await createComment(db, {
        userId: currentUser(request).userId,
        postId: request.params.id,
        request: request.body,
        log: request.log,
      });
      return reply.status(201).headers(noStore).send(comment);
    },
  );

  app.patch(
    '/community/comments/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Edit the caller's own comment",
        params: ZCommunityIdParams,
        body: ZUpdateCommentRequest,
        response: { 200: ZUpdateCommentResponse, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return updateComment(db, {
        userId: currentUser(request).userId,
        commentId: request.params.id,
        body: request.body.body,
        log: request.log,
      });
    },
  );

  app.delete(
    '/community/comments/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete the caller's own comment",
        params: ZCommunityIdParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteComment(db, { userId: currentUser(request).userId, commentId: request.params.id });
      return reply.status(204).send();
    },
  );

  await app.register(communityImagesRoutes, dependencies);
};
