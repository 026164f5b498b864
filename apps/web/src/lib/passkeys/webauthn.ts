import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { getAuthClient } from '../auth-client.ts';
import {
  fetchRegistrationOptions,
  fetchSignInOptions,
  PasskeyRequestError,
  sendRegistration,
  sendSignIn,
} from './passkeys-api.ts';

// The browser's side of the passkey ceremonies, and what a failure means to the person.

export type PasskeyFailure =
  /** The browser has no WebAuthn at all. */
  | 'unsupported'
  /** The person closed the prompt, or it timed out. */
  | 'cancelled'
  /** This passkey is already on the account (the authenticator said so, or the server). */
  | 'alreadyAdded'
  | 'tooMany'
  /** The server did not accept the passkey or the sign-in. */
  | 'notAccepted'
  | 'expired'
  | 'rateLimited'
  | 'offline'
  | 'failed';

export function describePasskeyFailure(error: unknown): PasskeyFailure {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyAdded';
    return 'cancelled';
  }
  if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'cancelled';
  }
  if (error instanceof PasskeyRequestError) {
    // The protocol's passkey error codes (GoTrue's), then the status for anything else.
    if (error.status === 429) return 'rateLimited';
    if (error.code === 'webauthn_credential_exists') return 'alreadyAdded';
    if (error.code === 'too_many_passkeys') return 'tooMany';
    if (error.code === 'webauthn_challenge_not_found' || error.code === 'webauthn_challenge_expired') {
      return 'expired';
    }
    if (error.status === 400 || error.status === 422) return 'notAccepted';
    return 'failed';
  }
  if (error instanceof TypeError) return 'offline';
  if (error instanceof Error && /not supported/i.test(error.message)) return 'unsupported';
  return 'failed';
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

/** Creates a passkey on this device and adds it to the account. Asks for PRF support, to offer vault unlock. */
export async function addPasskey(accessToken: string, friendlyName: string) {
  const { challengeId, options } = await fetchRegistrationOptions(accessToken);
  const response = await startRegistration({
    optionsJSON: { ...options, extensions: { ...options.extensions, prf: {} } as never },
  });
  const prf = (response.clientExtensionResults as { prf?: { enabled?: boolean } }).prf;
  // Only whether PRF is on goes to the server; a registration never asks for a PRF output.
  return sendRegistration(accessToken, {
    challengeId,
    credential: { ...response, clientExtensionResults: {} },
    friendlyName,
    prfCapable: prf?.enabled === true,
  });
}

/** Signs in with a passkey and hands the session to the auth client, which then works as after a password. */
export async function signInWithPasskey(email?: string): Promise<void> {
  const { challengeId, options } = await fetchSignInOptions(email);
  const response = await startAuthentication({ optionsJSON: options });
  const session = await sendSignIn({ challengeId, credential: { ...response, clientExtensionResults: {} } });
  const { error } = await (await getAuthClient()).setSession(session);
  if (error) throw error;
}
