import {
  type ListPasskeysResponse,
  type Passkey,
  type PasskeyVaultUnlock,
  ZListPasskeysResponse,
  ZPasskey,
  ZPasskeyCeremonyOptions,
} from '@amparo/contract/auth/passkeys';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// Calls to the auth server's passkey endpoints (/auth/v1/passkeys, the protocol's shapes plus Amparo's additions;
// docs/decisions/035-passkeys.md and 032). They live in lib because three features use them: the security center
// manages passkeys, the sign-in screen signs in with one, and the vault unlocks with one.

/** A refusal from /auth/v1: the protocol's `code` and HTTP status. */
export class PasskeyRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PasskeyRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function passkeyRequest(
  accessToken: string | null,
  method: Method,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`/auth/v1/passkeys${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined;
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
    throw new PasskeyRequestError(
      response.status,
      typeof code === 'string' ? code : 'unknown',
      typeof message === 'string' ? message : `The request failed (${response.status})`,
    );
  }
  return answer;
}

export async function fetchPasskeys(accessToken: string): Promise<ListPasskeysResponse> {
  return ZListPasskeysResponse.parse(await passkeyRequest(accessToken, 'GET', ''));
}

/** The start of a ceremony: the options for the browser, and the id the answer must name. */
export type Ceremony<Options> = { challengeId: string; options: Options };

async function fetchCeremony<Options>(accessToken: string | null, path: string, body: unknown) {
  const answer = ZPasskeyCeremonyOptions.parse(await passkeyRequest(accessToken, 'POST', path, body));
  // The options are @simplewebauthn's JSON, which the browser library checks as it uses them.
  return { challengeId: answer.challenge_id, options: answer.options as Options };
}

export function fetchRegistrationOptions(
  accessToken: string,
): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  return fetchCeremony(accessToken, '/registration/options', {});
}

export async function sendRegistration(
  accessToken: string,
  input: {
    challengeId: string;
    credential: RegistrationResponseJSON;
    friendlyName: string;
    prfCapable: boolean;
  },
): Promise<Passkey> {
  return ZPasskey.parse(
    await passkeyRequest(accessToken, 'POST', '/registration/verify', {
      challenge_id: input.challengeId,
      credential: input.credential,
      friendly_name: input.friendlyName,
      prf_capable: input.prfCapable,
    }),
  );
}

export async function sendRename(accessToken: string, id: string, friendlyName: string): Promise<Passkey> {
  return ZPasskey.parse(
    await passkeyRequest(accessToken, 'PATCH', `/${encodeURIComponent(id)}`, { friendly_name: friendlyName }),
  );
}

export async function sendRemoval(accessToken: string, id: string): Promise<void> {
  await passkeyRequest(accessToken, 'DELETE', `/${encodeURIComponent(id)}`);
}

export async function sendVaultUnlock(
  accessToken: string,
  id: string,
  vaultUnlock: PasskeyVaultUnlock | null,
): Promise<Passkey> {
  const path = `/${encodeURIComponent(id)}/vault-unlock`;
  return ZPasskey.parse(
    vaultUnlock
      ? await passkeyRequest(accessToken, 'PUT', path, vaultUnlock)
      : await passkeyRequest(accessToken, 'DELETE', path),
  );
}

export function fetchSignInOptions(email?: string): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  return fetchCeremony(null, '/authentication/options', email ? { email } : {});
}

export type PasskeySession = { access_token: string; refresh_token: string };

export async function sendSignIn(input: {
  challengeId: string;
  credential: AuthenticationResponseJSON;
}): Promise<PasskeySession> {
  const answer = (await passkeyRequest(null, 'POST', '/authentication/verify', {
    challenge_id: input.challengeId,
    credential: input.credential,
  })) as Partial<PasskeySession>;
  if (typeof answer?.access_token !== 'string' || typeof answer.refresh_token !== 'string') {
    throw new PasskeyRequestError(500, 'unknown', 'The sign-in answer held no session');
  }
  return { access_token: answer.access_token, refresh_token: answer.refresh_token };
}

/** The query key of the signed-in person's passkeys, shared by every screen that reads them. */
export function passkeysQueryKey(userId: string | null) {
  return ['passkeys', userId] as const;
}
