// Error codes of /api/v1/vault, beyond the shared ones (platform/api-error.ts). The web app translates each.

/** 404: the caller has no keyring yet; the browser shows the set-up screens. */
export const VAULT_NOT_SET_UP = 'vault_not_set_up';
/** 409: a keyring exists already; creating a second one would orphan every document. */
export const VAULT_ALREADY_SET_UP = 'vault_already_set_up';
/** 403: the upload would take the caller past VAULT_QUOTA_BYTES. */
export const VAULT_QUOTA_EXCEEDED = 'quota_exceeded';
/** 409: the document has a newer version than the one the request names; reload and try again. */
export const VAULT_VERSION_CHANGED = 'version_changed';
/** 409: completing a new version must re-wrap the file key for every active share and proof link. */
export const VAULT_REWRAP_REQUIRED = 'rewrap_required';
/** 409: parts are missing, out of range or their sizes do not add up to what complete() says. */
export const VAULT_UPLOAD_INCOMPLETE = 'upload_incomplete';
/** 404 on recipient lookup: no Amparo account with a vault has that email (one answer for both cases). */
export const VAULT_RECIPIENT_NOT_FOUND = 'recipient_not_found';
/** 400: sharing with yourself. */
export const VAULT_CANNOT_SHARE_WITH_SELF = 'cannot_share_with_self';
/** 409: the document is already shared with that person (pending or accepted). */
export const VAULT_ALREADY_SHARED = 'already_shared';
/** 410 on the public proof-of-status endpoints. */
export const PROOF_LINK_EXPIRED = 'link_expired';
export const PROOF_LINK_REVOKED = 'link_revoked';
