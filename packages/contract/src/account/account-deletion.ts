import { z } from 'zod';

// Deleting an account (issue 15). A request waits ACCOUNT_DELETION_GRACE_DAYS days, during which the person can
// cancel it in the app or from the link emailed to them; then everything the account holds is removed.

export const ACCOUNT_DELETION_GRACE_DAYS = 7;

/** Error codes of the deletion endpoints, for the web app to choose a translated message. */
export const REAUTHENTICATION_NEEDED = 'reauthentication_needed';
export const REAUTHENTICATION_FAILED = 'reauthentication_failed';
export const AAL2_REQUIRED = 'aal2_required';
export const DELETION_ALREADY_REQUESTED = 'deletion_already_requested';

/** `GET /api/v1/account/deletion`: whether the caller's account is scheduled for deletion, and when. */
export const ZAccountDeletionStatus = z.object({
  status: z.enum(['none', 'scheduled']),
  requested_at: z.iso.datetime({ offset: true }).nullable(),
  /** When the account and everything in it will be removed; null when nothing is scheduled. */
  scheduled_for: z.iso.datetime({ offset: true }).nullable(),
});
export type AccountDeletionStatus = z.infer<typeof ZAccountDeletionStatus>;
export const ZGetAccountDeletionResponse = ZAccountDeletionStatus;

/**
 * `POST /api/v1/account/deletion`: schedules the deletion. The person proves it is them again: `password` (their
 * current password) or `nonce` (the code sent by `GET /auth/v1/reauthenticate`, for an account without a
 * password). 403 `reauthentication_needed` when neither is sent, `reauthentication_failed` when it is wrong,
 * `aal2_required` when the account has a verified second factor and this session has not used it; 409
 * `deletion_already_requested` when one is already scheduled. Every other session of the account is signed out.
 */
export const ZRequestAccountDeletionRequest = z
  .object({
    password: z.string().min(1).max(256).optional(),
    nonce: z
      .string()
      .regex(/^[0-9]{6}$/)
      .optional(),
  })
  .strict();
export type RequestAccountDeletionRequest = z.infer<typeof ZRequestAccountDeletionRequest>;
export const ZRequestAccountDeletionResponse = ZAccountDeletionStatus;

/** `DELETE /api/v1/account/deletion`: the signed-in person keeps their account. 404 when nothing is scheduled. */
export const ZCancelAccountDeletionResponse = ZAccountDeletionStatus;

/**
 * `POST /api/v1/account/deletion/cancel`: no sign-in needed, the token from the emailed link proves it. 404
 * `not_found` for a token that matches no scheduled deletion (already cancelled, already done, or mistyped).
 */
export const ZCancelAccountDeletionByLinkRequest = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete'),
  })
  .strict();
export type CancelAccountDeletionByLinkRequest = z.infer<typeof ZCancelAccountDeletionByLinkRequest>;
export const ZCancelAccountDeletionByLinkResponse = z.object({ cancelled: z.literal(true) });

export { CANCEL_DELETION_PAGE_PATH } from './account-pages.ts';
