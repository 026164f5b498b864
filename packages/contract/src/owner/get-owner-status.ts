import { z } from 'zod';

/**
 * `GET /api/v1/owner/status`: 200 for an owner, 403 `owner_only` for anyone else. The owner dashboard asks it
 * first, so a person who opens /owner/dashboard sees a plain "this page is for the people who run Amparo".
 */
export const ZGetOwnerStatusResponse = z.object({ is_owner: z.literal(true) });
export type GetOwnerStatusResponse = z.infer<typeof ZGetOwnerStatusResponse>;

export const OWNER_ONLY_ERROR_CODE = 'owner_only';
