/**
 * `GET /api/v1/account/export`: a zip (application/zip, streamed, with Content-Length) of everything the account
 * holds: `README.txt` in the person's language, `data/<area>/<table>.json`, the vault's documents as stored
 * ciphertext under `vault/documents/<document id>/<version id>.amparo`, and community images under
 * `community/images/`. 429 `rate_limited` after ACCOUNT_EXPORT_RATE_LIMIT exports in its window.
 */
export const ACCOUNT_EXPORT_PATH = '/account/export';
export const ACCOUNT_EXPORT_RATE_LIMIT = { limit: 5, windowSeconds: 60 * 60 } as const;
