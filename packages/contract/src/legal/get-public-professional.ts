import { z } from 'zod';
import { ZPublicProfessional } from './professional-models.ts';

/**
 * `GET /api/v1/legal/professionals/:id` (public): one listed professional, with what was verified and when, the
 * published reviews and the vault key to share documents with them. 404 `professional_not_found` unless the
 * listing is verified and its check has not run out.
 */
export const ZGetPublicProfessionalParams = z.object({ id: z.uuid() });
export type GetPublicProfessionalParams = z.infer<typeof ZGetPublicProfessionalParams>;
export const ZGetPublicProfessionalResponse = ZPublicProfessional;

/** At most this many reviews come with a profile, newest first. */
export const PUBLIC_REVIEWS_SHOWN = 50;
