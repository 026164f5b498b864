import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { POST_IMAGE_SIDE_MAX } from '@amparo/contract/community/community-limits';
import { IMAGE_NOT_FOUND } from '@amparo/contract/community/post-params';
import { IMAGE_INVALID, type UploadPostImageResponse } from '@amparo/contract/community/upload-post-image';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityPostImages } from '../../platform/db/schema/community.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { ObjectNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage.ts';
import { limitCommunityWrites } from './community-rate-limits.ts';
import { checkImage } from './image-bytes.ts';
import { requireWritingMember } from './members-service.ts';
import { describeImage } from './post-view.ts';
import { findPostVisibleTo } from './posts-repo.ts';
import { sweepUnattachedImages } from './unattached-images-sweep.ts';

// Images of posts: uploaded before the post (so the composer can show them), checked and cleaned of metadata here,
// kept in object storage under a key made from the row's id, and served only to whoever may see the post.

function imageObjectKey(imageId: string): string {
  return `community/images/${imageId}`;
}

function imageNotFound(): HttpError {
  return new HttpError(404, IMAGE_NOT_FOUND, 'No such image');
}

export async function uploadImage(
  db: Database,
  storage: ObjectStorage,
  input: { userId: string; contentType: string; bytes: Buffer; now?: Date },
): Promise<UploadPostImageResponse> {
  const now = input.now ?? new Date();
  await requireWritingMember(db, input.userId);
  await limitCommunityWrites(db, input.userId, 'image', now);
  await sweepUnattachedImages(db, storage, { now, userId: input.userId });
  const checked = checkImage(input.bytes, input.contentType);
  if (!checked || checked.width > POST_IMAGE_SIDE_MAX || checked.height > POST_IMAGE_SIDE_MAX) {
    throw new HttpError(
      400,
      IMAGE_INVALID,
      `Send a JPEG or WebP image no larger than ${POST_IMAGE_SIDE_MAX} pixels on a side`,
    );
  }
  const id = randomUUID();
  const objectKey = imageObjectKey(id);
  await storage.put(objectKey, checked.bytes);
  try {
    const [row] = await db
      .insert(communityPostImages)
      .values({
        id,
        ownerUserId: input.userId,
        objectKey,
        contentType: input.contentType,
        byteSize: checked.bytes.length,
        width: checked.width,
        height: checked.height,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The image insert returned no row');
    return describeImage(row);
  } catch (error) {
    await storage.delete([objectKey]);
    throw error;
  }
}

/** The image's bytes for its uploader, or for anyone who may see the post it is on. */
export async function readImage(
  db: Database,
  storage: ObjectStorage,
  input: { userId: string; imageId: string },
): Promise<{ contentType: string; byteSize: number; body: Readable }> {
  const [image] = await db
    .select()
    .from(communityPostImages)
    .where(eq(communityPostImages.id, input.imageId));
  if (!image) throw imageNotFound();
  if (image.ownerUserId !== input.userId) {
    const post = image.postId ? await findPostVisibleTo(db, image.postId, input.userId) : null;
    if (!post) throw imageNotFound();
  }
  try {
    return {
      contentType: image.contentType,
      byteSize: image.byteSize,
      body: await storage.get(image.objectKey),
    };
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw imageNotFound();
    throw error;
  }
}
