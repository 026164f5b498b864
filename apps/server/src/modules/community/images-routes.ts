import { POST_IMAGE_BYTES_MAX, POST_IMAGE_TYPES } from '@amparo/contract/community/community-limits';
import { ZCommunityIdParams } from '@amparo/contract/community/post-params';
import { IMAGE_TOO_LARGE, ZUploadPostImageResponse } from '@amparo/contract/community/upload-post-image';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { readImage, uploadImage } from './images-service.ts';
import { startUnattachedImageSweeper } from './unattached-images-sweep.ts';

// Images of posts: raw bytes in, raw bytes out. In their own scope, so only this route reads image bodies.

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;

function imageTooLarge(): HttpError {
  return new HttpError(413, IMAGE_TOO_LARGE, `An image may have at most ${POST_IMAGE_BYTES_MAX} bytes`);
}

export const communityImagesRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { config, db, storage },
) => {
  const onRequest = requireUser({ db, config });
  const tags = ['community'];
  const sweeper = startUnattachedImageSweeper(db, storage, app.log);
  app.addHook('onClose', () => sweeper.stop());

  // Read whole (an image is small) but counted as it arrives: past the limit the rest is not kept, and the answer
  // is image_too_large rather than the generic payload_too_large.
  app.addContentTypeParser([...POST_IMAGE_TYPES], (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > POST_IMAGE_BYTES_MAX) {
      payload.resume();
      done(imageTooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    payload.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > POST_IMAGE_BYTES_MAX) {
        settled = true;
        done(imageTooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (settled) return;
      settled = true;
      done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (settled) return;
      settled = true;
      done(error, undefined);
    });
  });
  // An upload refused before it was read whole is still arriving; close the connection once the answer is sent.
  app.addHook('onError', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  app.post(
    '/community/images',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Upload an image for a post (raw JPEG or WebP bytes)',
        description:
          '400 image_invalid; 413 image_too_large; 415 for other content types; 403 member_required, member_banned; 429 rate_limited.',
        response: { 201: ZUploadPostImageResponse, 413: ZApiError, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the image as image/jpeg or image/webp');
      }
      const image = await uploadImage(db, storage, {
        userId: currentUser(request).userId,
        contentType,
        bytes: request.body,
      });
      return reply.status(201).header('cache-control', 'no-store').send(image);
    },
  );

  app.get(
    '/community/images/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "An image's bytes, for whoever may see its post (or uploaded it)",
        params: ZCommunityIdParams,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const image = await readImage(db, storage, {
        userId: currentUser(request).userId,
        imageId: request.params.id,
      });
      // The contract's types cover JSON answers; these are bytes.
      const raw: FastifyReply = reply;
      return raw
        .headers({
          'content-type': image.contentType,
          'content-length': String(image.byteSize),
          'cache-control': 'private',
          'x-content-type-options': 'nosniff',
        })
        .send(image.body);
    },
  );
};
