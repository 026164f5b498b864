// The vault's numbers, shared by the browser (which splits and checks) and the server (which enforces).

/** Plaintext bytes per encrypted chunk (ARCHITECTURE.md §5); every chunk but the last is this size. */
export const VAULT_CHUNK_BYTES = 1024 * 1024;
/** The largest upload part the server accepts: 8 encrypted chunks plus the stream header, with room to spare. */
export const VAULT_PART_MAX_BYTES = 9 * 1024 * 1024;
/**
 * What the browser aims for per part: 8 encrypted chunks and the 17-byte stream header, so that a document of
 * 8·n MiB goes up in exactly n parts (without the header's room, 200 MiB would spill 17 bytes into a 26th part).
 */
export const VAULT_PART_TARGET_BYTES = 8 * (VAULT_CHUNK_BYTES + 16) + 17;
/** A cap on parts per upload (about 80 GiB at the target size: far above any quota). */
export const VAULT_MAX_PARTS = 10_000;
/** Encrypted title, type, dates and notes of one document. */
export const VAULT_METADATA_MAX_CHARS = 32_768;
/** An uploading version nobody completed is removed after this long. */
export const VAULT_STALE_UPLOAD_HOURS = 24;
/** Proof-of-status links live from 1 hour to 7 days. */
export const PROOF_LINK_MIN_HOURS = 1;
export const PROOF_LINK_MAX_HOURS = 168;
/** Documents per proof-of-status link. */
export const PROOF_LINK_MAX_DOCUMENTS = 10;
/**
 * Idle lock choices in minutes; 5 is the default (issue 6). 0 locks the vault the moment the person leaves the app
 * (the tab hidden, another app in front), and after 15 minutes untouched as well (decision 036).
 */
export const VAULT_IDLE_LOCK_MINUTES = [0, 1, 5, 15, 30, 60] as const;
/** The choice that locks on leaving the app. */
export const VAULT_LOCK_ON_LEAVE = 0;
/** With "on leaving the app", how long an open vault in front of nobody may stay open. */
export const VAULT_LOCK_ON_LEAVE_IDLE_MINUTES = 15;
export const VAULT_DEFAULT_IDLE_LOCK_MINUTES = 5;
/** Expiry reminders: a document expiring within one of these many days is shown. */
export const VAULT_EXPIRY_REMINDER_DAYS = [180, 90, 30] as const;
