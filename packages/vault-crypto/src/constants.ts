// The fixed numbers of vault protocol v1 (ARCHITECTURE.md §5). Changing any of them is a new format version.

export const FORMAT_VERSION = 1;
/** Plaintext bytes per chunk; every chunk but the last is exactly this long. */
export const CHUNK_BYTES = 1_048_576;
/** AES-GCM authentication tag. */
export const TAG_BYTES = 16;
/** AES-GCM nonce: an 11-byte big-endian chunk counter and a last-chunk flag byte (the age STREAM construction). */
export const NONCE_BYTES = 12;
/** Version byte and the 16-byte salt of the payload key. */
export const STREAM_HEADER_BYTES = 17;
export const SALT_BYTES = 16;
export const KEY_BYTES = 32;
/** Argon2id cost for the passphrase (OWASP's first recommendation is lower; we take more memory on purpose). */
export const DEFAULT_KDF = { memoryKiB: 65_536, iterations: 3, parallelism: 1 } as const;
