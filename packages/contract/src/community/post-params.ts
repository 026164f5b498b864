import { z } from 'zod';

/** `/community/posts/:id`, `/community/comments/:id`, `/community/images/:id`. */
export const ZCommunityIdParams = z.object({ id: z.uuid() });
export type CommunityIdParams = z.infer<typeof ZCommunityIdParams>;

/** Another person's post, comment or image, or one the caller may not see: never 403, so ids cannot be probed. */
export const POST_NOT_FOUND = 'post_not_found';
export const COMMENT_NOT_FOUND = 'comment_not_found';
export const IMAGE_NOT_FOUND = 'image_not_found';
