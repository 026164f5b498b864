import type { z } from 'zod';
import { ZProfile } from './profile.ts';

/** `GET /api/v1/profile`: the caller's own profile; the id always comes from the access token. */
export const ZGetProfileResponse = ZProfile;

export type GetProfileResponse = z.infer<typeof ZGetProfileResponse>;
