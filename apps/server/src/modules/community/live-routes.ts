import { ZCountNewPostsQuery, ZCountNewPostsResponse } from '@amparo/contract/community/count-new-posts';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { createLiveHub, type LiveStream, STREAM_MAX_AGE_MS, STREAMS_PER_USER_MAX } from './live-hub.ts';
import { countNewPosts } from './live-repo.ts';

// Community: the live feed (issue 14). A Server-Sent Events stream per open community page, fed by PostgreSQL
// LISTEN/NOTIFY so that a post written through any app process reaches every process's readers, and the
// catch-up count the browser asks for after a reconnect. The browser reads the stream with fetch, which can send
// the access token in the Authorization header like every other call (docs/decisions/030-live-feed-over-sse.md).

const errors = { 400: ZApiError, 401: ZApiError } as const;

export const liveRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const onRequest = requireUser({ db, config });
  const tags = ['community'];
  const hub = createLiveHub(db, app.log);
  // Before the server waits for requests in progress: an open stream never finishes on its own.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/community/events',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Live community events (text/event-stream)',
        description:
          '`event: post` with `{ id, topic, language, created_at }` for each post that becomes visible (never the caller’s own or a blocked member’s); `event: notification` with `{}` when the caller has a new Alerts entry; `event: resync` when events may have been missed (ask new-count); a comment every 25 s. The server ends a stream after 10 minutes: reconnect with a current token. 406 without `Accept: text/event-stream`; 429 past 8 open streams.',
        response: { 406: ZApiError, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      // A stream never ends on its own: only a client that asked for one (EventSource, the app's fetch) gets it.
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new HttpError(406, 'not_acceptable', 'This address answers Accept: text/event-stream only');
      }
      if (hub.countFor(userId) >= STREAMS_PER_USER_MAX) {
        throw new HttpError(429, 'rate_limited', 'Too many live connections are open; close a tab', {
          retry_after: 30,
        });
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
        connection: 'keep-alive',
      });
      let ended = false;
      let remove = () => {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(maxAge);
        remove();
        raw.end();
      };
      const maxAge = setTimeout(end, STREAM_MAX_AGE_MS);
      maxAge.unref();
      const stream: LiveStream = {
        userId,
        send: (event, data) => {
          if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        comment: (text) => {
          if (!ended) raw.write(`: ${text}\n\n`);
        },
        end,
      };
      // The response closes when the browser goes away (the request's own close fires once its body is read).
      raw.on('close', end);
      raw.on('error', end);
      // The browser waits this long before reconnecting on its own; the first bytes also flush the headers.
      raw.write('retry: 5000\n\n');
      try {
        remove = await hub.add(stream);
      } catch (error) {
        request.log.warn({ err: error }, 'Could not open a live stream');
        end();
        return;
      }
      if (ended) remove();
      else {
        stream.comment('connected');
        // Only now does this stream receive events: the browser counts what it missed before this point.
        stream.send('ready', {});
      }
    },
  );

  app.get(
    '/community/posts/new-count',
    {
      onRequest,
      schema: {
        tags,
        summary: 'How many visible posts arrived after the newest one shown (catch-up after a reconnect)',
        description: 'Counts at most 1000. The caller’s own posts and blocked members’ posts do not count.',
        querystring: ZCountNewPostsQuery,
        response: { 200: ZCountNewPostsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const count = await countNewPosts(db, { userId: currentUser(request).userId, ...request.query });
      return { count };
    },
  );
};
