// The error codes of the members and posts parts of the community (docs/community-api.md), in one place so the
// browser can translate each one and the server answers exactly these.

/** Writing (a post, a comment, "helpful") needs a display name first (PUT /community/me). */
export const MEMBER_REQUIRED = 'member_required';
/** A banned member reads but cannot post, comment or react. */
export const MEMBER_BANNED = 'member_banned';
export const RATE_LIMITED = 'rate_limited';
