import { z } from 'zod';

/**
 * `GET /api/v1/security/preferences` and `PUT /api/v1/security/preferences`: the security center's per-account
 * choices. `show_sign_in_place` is off until the person turns it on.
 */
export const ZSecurityPreferences = z.object({ show_sign_in_place: z.boolean() }).strict();
export type SecurityPreferences = z.infer<typeof ZSecurityPreferences>;
