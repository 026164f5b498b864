import { z } from 'zod';
import { US_STATE_CODES } from '../legal/legal-limits.ts';
import { hasSomethingToRead, hasVisibleCharacter, text } from '../platform/typed-text.ts';
import {
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  POST_KINDS,
  POST_LANGUAGES,
  POST_TOPICS,
  REPORT_AREA_MAX,
} from './community-limits.ts';
import { ZPost } from './community-models.ts';

// The same USPS codes the legal listings use: one list for the whole app.
export { US_STATE_CODES, type UsStateCode } from '../legal/legal-limits.ts';

export const ZPostBody = text({ multiline: true })
  .trim()
  .min(1)
  .max(POST_BODY_MAX)
  .refine(hasSomethingToRead);

/** An enforcement report's place: a city or a neighbourhood and the state; an address is refused. */
export const ZReportAreaInput = z.object({
  area: text().trim().min(1).max(REPORT_AREA_MAX).refine(hasVisibleCharacter),
  state: z.enum(US_STATE_CODES),
});

/**
 * `POST /api/v1/community/posts` (201 `Post`). Images are uploaded first (upload-post-image.ts) and named here;
 * only the caller's own images not yet on a post. A new account's post with a link is held for the owner
 * (`status: 'held'`, seen only by its author). 403 `member_required`, `member_banned`, `official_alert_not_allowed`
 * (only a verified organisation or the owner); 400 `report_needs_area`, `report_images_not_allowed`,
 * `report_area_too_precise` (an address, a crossing of streets, any digit or `&@/+#`), `report_text_too_precise` (the
 * text of a report holds a street address or GPS coordinates), `image_not_usable` (not the caller's, already used, or unknown);
 * 429 `rate_limited`.
 */
export const ZCreatePostRequest = z.object({
  kind: z.enum(POST_KINDS).default('post'),
  topic: z.enum(POST_TOPICS),
  language: z.enum(POST_LANGUAGES),
  body: ZPostBody,
  area: ZReportAreaInput.nullish(),
  image_ids: z
    .array(z.uuid())
    .max(POST_IMAGES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each image once' })
    .optional(),
});
export type CreatePostRequest = z.input<typeof ZCreatePostRequest>;

export const ZCreatePostResponse = ZPost;

export const OFFICIAL_ALERT_NOT_ALLOWED = 'official_alert_not_allowed';
export const REPORT_NEEDS_AREA = 'report_needs_area';
export const REPORT_IMAGES_NOT_ALLOWED = 'report_images_not_allowed';
export const REPORT_AREA_TOO_PRECISE = 'report_area_too_precise';
export const REPORT_TEXT_TOO_PRECISE = 'report_text_too_precise';
export const IMAGE_NOT_USABLE = 'image_not_usable';
