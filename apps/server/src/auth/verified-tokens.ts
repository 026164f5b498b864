import { type AccessTokenClaims, EXPIRED_TOKEN_REASON, verifyAccessToken } from './access-token.ts';
import { authErrors } from './auth-error.ts';
import type { VerificationKey } from './signing-keys.ts';

// Checking an ES256 signature is the costliest step of a signed-in request, and a client sends the same access
// token with every request for up to an hour. What the signature proves (the claims, the issuer, the audience)
// cannot change for the same bytes under the same keys, so the claims of a token already verified are kept,
// keyed by the whole token, and only the expiry is checked again. Nothing about the session is kept here: the
// caller still reads the session row on every request, so a revoked session is refused at once.
// docs/decisions/015-cheap-signed-in-request.md

/** Enough for every token in use on one process for an hour at a busy rate; ~1 KB each. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

type Cache = Map<string, AccessTokenClaims>;

// Per set of verification keys: a new key store (another configured key) starts with nothing verified.
const caches = new WeakMap<readonly VerificationKey[], Cache>();

function cacheFor(keys: readonly VerificationKey[]): Cache {
  let cache = caches.get(keys);
  if (!cache) {
    cache = new Map();
    caches.set(keys, cache);
  }
  return cache;
}

/** `verifyAccessToken`, remembering each token it accepted. Throws the protocol's 403 `bad_jwt` like it. */
export async function verifyAccessTokenCached(
  keys: readonly VerificationKey[],
  token: string,
  options: { issuer: string; now: Date },
): Promise<AccessTokenClaims> {
  const cache = cacheFor(keys);
  const cacheKey = `${options.issuer} ${token}`;
  const known = cache.get(cacheKey);
  if (known) {
    // The same rule as jose: expired once `exp` is at or before the current second.
    if (known.exp > Math.floor(options.now.getTime() / 1000)) return known;
    cache.delete(cacheKey);
    throw authErrors.badJwt(EXPIRED_TOKEN_REASON);
  }
  const claims = await verifyAccessToken(keys, token, options);
  // A Map keeps insertion order, so the first key is the oldest entry: drop it when full.
  if (cache.size >= VERIFIED_TOKEN_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  // Frozen: every later request shares this object, so no caller may change it for the others.
  cache.set(cacheKey, Object.freeze(claims));
  return claims;
}
