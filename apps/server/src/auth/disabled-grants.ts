import { authErrors } from './auth-error.ts';
import { type Body, optionalString } from './request-input.ts';

// POST /token grants Amparo does not offer. Decision 032: a feature we do not build answers exactly as a GoTrue
// server answers when that feature is switched off, so the official client reports the usual error.

// The issuers GoTrue knows each built-in OpenID provider by.
const PROVIDER_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/** grant_type=id_token (auth-js signInWithIdToken): every provider is off. */
export function refuseIdTokenGrant(body: Body): never {
  const idToken = optionalString(body, 'id_token');
  const provider = optionalString(body, 'provider');
  const issuer = optionalString(body, 'issuer');
  const clientId = optionalString(body, 'client_id');
  if (!idToken) throw authErrors.validation('id_token required');
  if (!provider && (!clientId || !issuer)) {
    throw authErrors.validation('provider or client_id and issuer required');
  }
  if (provider && PROVIDER_ISSUERS[provider]) throw authErrors.providerDisabled(PROVIDER_ISSUERS[provider]);
  const known = Object.values(PROVIDER_ISSUERS).find((candidate) => candidate === issuer);
  if (known) throw authErrors.providerDisabled(known);
  // Providers whose issuer comes from configuration (none is configured here).
  if (provider === 'azure' || provider === 'keycloak') throw authErrors.providerDisabled(issuer ?? '');
  throw authErrors.validation(`Custom OIDC provider ${JSON.stringify(provider ?? '')} not allowed`);
}

/** grant_type=web3 (auth-js signInWithWeb3): no chain is on. */
export function refuseWeb3Grant(): never {
  throw authErrors.web3ProviderDisabled();
}
