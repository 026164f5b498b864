import { POST_IMAGE_BYTES_MAX } from '@amparo/contract/community/community-limits';
import type { UploadPostImageResponse } from '@amparo/contract/community/upload-post-image';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  block,
  type CommunityPerson,
  call,
  createPost,
  signUpMember,
  startCommunityTestApp,
} from './community-test-app.ts';
import { jpegBytes, webpBytes } from './image-test-bytes.ts';
import { sweepUnattachedImages, UNATTACHED_IMAGE_MAX_AGE_MS } from './unattached-images-sweep.ts';

// Images of posts (POST/GET /community/images): checked, cleaned of metadata before storage, attached only by
// their uploader, served only to whoever may see the post, and removed from storage with the post.

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describeEachDatabase('community images', (getDb) => {
  let app: FastifyInstance;
  let storage: ObjectStorage;
  beforeAll(async () => {
    ({ app, storage } = await startCommunityTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function upload(person: CommunityPerson | null, bytes: Buffer, contentType = 'image/jpeg') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/community/images',
      headers: {
        'x-forwarded-for': uniqueTestAddress(),
        'content-type': contentType,
        ...(person ? { authorization: `Bearer ${person.token}` } : {}),
      },
      payload: bytes,
    });
    return {
      status: response.statusCode,
      body: response.json() as UploadPostImageResponse & { code?: string },
    };
  }

  it('stores a JPEG without its Exif and GPS, and serves it to readers of the post', async () => {
    const author = await signUpMember(app, getDb());
    const reader = await signUpMember(app, getDb());
    const uploaded = await upload(
      author,
      jpegBytes({ width: 640, height: 480, exif: true, comment: 'home' }),
    );
    expect(uploaded).toMatchObject({ status: 201, body: { width: 640, height: 480 } });
    expect(uploaded.body.url).toBe(`/api/v1/community/images/${uploaded.body.id}`);
    const keys = await storage.list(`community/images/${uploaded.body.id}`);
    expect(keys).toHaveLength(1);
    const stored = await readAll(storage, keys[0] as string);
    expect(stored.toString('latin1')).not.toContain('Exif');
    expect(stored.toString('latin1')).not.toContain('GPS');
    expect(stored.equals(jpegBytes({ width: 640, height: 480 }))).toBe(true);

    // Before it is on a post, only its uploader can fetch it.
    expect((await call(app, reader)('GET', `/community/images/${uploaded.body.id}`)).status).toBe(404);
    const own = await call(app, author)('GET', `/community/images/${uploaded.body.id}`);
    expect(own.status).toBe(200);

    const post = await createPost(app, author, { image_ids: [uploaded.body.id] });
    expect(post.images).toEqual([uploaded.body]);
    const served = await call(app, reader)('GET', `/community/images/${uploaded.body.id}`);
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private',
      'x-content-type-options': 'nosniff',
    });
    expect(served.raw.equals(stored)).toBe(true);
  });

  it('cleans WebP too, and keeps the order of the images on the post', async () => {
    const author = await signUpMember(app, getDb());
    const first = await upload(author, webpBytes({ width: 300, height: 200, exif: true }), 'image/webp');
    const second = await upload(author, jpegBytes(), 'image/jpeg');
    expect(first).toMatchObject({ status: 201, body: { width: 300, height: 200 } });
    const stored = await readAll(storage, `community/images/${first.body.id}`);
    expect(stored.toString('latin1')).not.toMatch(/EXIF|XMP|GPS/);
    const post = await createPost(app, author, { image_ids: [second.body.id, first.body.id] });
    expect(post.images.map((image) => image.id)).toEqual([second.body.id, first.body.id]);
    const served = await call(app, author)('GET', `/community/images/${first.body.id}`);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('attaches only the uploader’s own images that no post uses yet', async () => {
    const author = await signUpMember(app, getDb());
    const thief = await signUpMember(app, getDb());
    const image = await upload(author, jpegBytes());
    expect(
      await call(app, thief)('POST', '/community/posts', {
        kind: 'post',
        topic: 'general',
        language: 'en',
        body: 'Look',
        image_ids: [image.body.id],
      }),
    ).toMatchObject({ status: 400, body: { code: 'image_not_usable' } });
    await createPost(app, author, { image_ids: [image.body.id] });
    // Used once, never again; and a refused post leaves nothing behind.
    const before = (await call(app, author)<{ posts: unknown[] }>('GET', '/community/posts?limit=50')).body
      .posts.length;
    expect(
      (
        await call(app, author)('POST', '/community/posts', {
          kind: 'post',
          topic: 'general',
          language: 'en',
          body: 'Again',
          image_ids: [image.body.id],
        })
      ).body,
    ).toMatchObject({ code: 'image_not_usable' });
    expect(
      (await call(app, author)<{ posts: unknown[] }>('GET', '/community/posts?limit=50')).body.posts,
    ).toHaveLength(before);
  });

  it('serves a post’s image to no one who may not see the post', async () => {
    const newcomer = await signUpMember(app, getDb(), { newAccount: true });
    const reader = await signUpMember(app, getDb());
    const image = await upload(newcomer, jpegBytes());
    const held = await createPost(app, newcomer, { body: 'see example.com', image_ids: [image.body.id] });
    expect(held.status).toBe('held');
    expect((await call(app, reader)('GET', `/community/images/${image.body.id}`)).status).toBe(404);
    expect((await call(app, newcomer)('GET', `/community/images/${image.body.id}`)).status).toBe(200);

    const author = await signUpMember(app, getDb());
    const other = await upload(author, jpegBytes());
    await createPost(app, author, { image_ids: [other.body.id] });
    await block(getDb(), reader, author);
    expect((await call(app, reader)('GET', `/community/images/${other.body.id}`)).status).toBe(404);
    expect((await call(app, reader)('GET', `/community/images/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call(app, reader)('GET', '/community/images/not-a-uuid')).status).toBe(400);
    expect((await call(app, null)('GET', `/community/images/${other.body.id}`)).status).toBe(401);
  });

  it('removes the images from storage when the post is deleted', async () => {
    const author = await signUpMember(app, getDb());
    const image = await upload(author, jpegBytes());
    const post = await createPost(app, author, { image_ids: [image.body.id] });
    expect(await storage.list(`community/images/${image.body.id}`)).toHaveLength(1);
    expect((await call(app, author)('DELETE', `/community/posts/${post.id}`)).status).toBe(204);
    expect(await storage.list(`community/images/${image.body.id}`)).toEqual([]);
    expect((await call(app, author)('GET', `/community/images/${image.body.id}`)).status).toBe(404);
  });

  it('removes images no post used after a day, with their bytes', async () => {
    const author = await signUpMember(app, getDb());
    const kept = await upload(author, jpegBytes());
    const used = await upload(author, jpegBytes());
    await createPost(app, author, { image_ids: [used.body.id] });
    const dayLater = new Date(Date.now() + UNATTACHED_IMAGE_MAX_AGE_MS + 60_000);
    expect(await sweepUnattachedImages(getDb(), storage, { now: new Date(), userId: author.id })).toBe(0);
    expect(await sweepUnattachedImages(getDb(), storage, { now: dayLater, userId: author.id })).toBe(1);
    expect(await storage.list(`community/images/${kept.body.id}`)).toEqual([]);
    expect((await call(app, author)('GET', `/community/images/${kept.body.id}`)).status).toBe(404);
    expect((await call(app, author)('GET', `/community/images/${used.body.id}`)).status).toBe(200);
  });

  it('refuses what is not an image, too large, another type, or from someone who may not post', async () => {
    const author = await signUpMember(app, getDb());
    const stranger = await signUpMember(app, getDb(), { member: false });
    expect(await upload(author, Buffer.from('not an image at all'))).toMatchObject({
      status: 400,
      body: { code: 'image_invalid' },
    });
    expect(await upload(author, webpBytes(), 'image/jpeg')).toMatchObject({
      status: 400,
      body: { code: 'image_invalid' },
    });
    expect(await upload(author, Buffer.alloc(0))).toMatchObject({ status: 400 });
    expect(await upload(author, jpegBytes({ width: 5000, height: 100 }))).toMatchObject({
      status: 400,
      body: { code: 'image_invalid' },
    });
    const huge = Buffer.concat([jpegBytes(), Buffer.alloc(POST_IMAGE_BYTES_MAX)]);
    expect(await upload(author, huge)).toMatchObject({ status: 413, body: { code: 'image_too_large' } });
    expect((await upload(author, jpegBytes(), 'image/png')).status).toBe(415);
    expect((await upload(author, jpegBytes(), 'application/json')).status).toBe(400);
    expect(await upload(stranger, jpegBytes())).toMatchObject({
      status: 403,
      body: { code: 'member_required' },
    });
    expect((await upload(null, jpegBytes())).status).toBe(401);
    // Nothing refused was stored.
    const everything = await storage.list('community/images/');
    const mine = await Promise.all(everything.map(async (key) => (await readAll(storage, key)).length));
    expect(mine.every((size) => size < POST_IMAGE_BYTES_MAX)).toBe(true);
  });
});
