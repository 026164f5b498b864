import type { z } from 'zod';
import { ZPostImage } from './community-models.ts';

/**
 * `POST /api/v1/community/images` (201): the raw bytes of one image the browser already scaled and re-encoded,
 * sent with `Content-Type: image/jpeg` or `image/webp` and at most POST_IMAGE_BYTES_MAX bytes. The server checks
 * the image, removes any metadata left in it (Exif, XMP, comments) and keeps it until a post names it in
 * `image_ids`. 400 `image_invalid`; 413 `image_too_large`; 415 for another content type; 403 `member_required`,
 * `member_banned`; 429 `rate_limited`.
 *
 * `GET /api/v1/community/images/:id`: the bytes, for whoever may see the post (or uploaded it); else 404.
 */
export const ZUploadPostImageResponse = ZPostImage;
export type UploadPostImageResponse = z.infer<typeof ZUploadPostImageResponse>;

export const IMAGE_INVALID = 'image_invalid';
export const IMAGE_TOO_LARGE = 'image_too_large';
