import { z } from 'zod';

/**
 * `DELETE /api/v1/security/sessions/:id`: signs one of the caller's other sessions out (204). Its access token is
 * refused on its next request. Another person's session id, or one that has already ended, answers 404
 * `not_found` and changes nothing; the caller's own current session answers 409 `current_session` (that is
 * signing out, `POST /auth/v1/logout`). "Sign out all other sessions" is `POST /auth/v1/logout?scope=others`.
 */
export const ZRevokeSessionParams = z.object({ id: z.uuid() });

export const CURRENT_SESSION = 'current_session';
