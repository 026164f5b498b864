import type { Passkey } from '@amparo/contract/auth/passkeys';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { startAuthentication } from '@simplewebauthn/browser';

// The WebAuthn PRF extension: the authenticator turns a salt into 32 secret bytes that only it can make again.
// Amparo asks for them only in the browser, to wrap and unwrap the vault key; the output and everything derived
// from it never leave this page (docs/decisions/035-passkeys.md).

export class PrfUnavailableError extends Error {
  constructor() {
    super('This passkey did not give a PRF result');
    this.name = 'PrfUnavailableError';
  }
}

function randomChallenge(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Asks one of `candidates` (each with its own salt) for its PRF output. The challenge is made here: nothing is
 * sent to the server, the PRF output is the proof (only the right authenticator makes the bytes that unwrap).
 */
export async function evaluatePrf(
  candidates: { credentialId: string; salt: Uint8Array; transports?: string[] }[],
  rpId: string,
): Promise<{ credentialId: string; output: Uint8Array }> {
  const evalByCredential: Record<string, { first: Uint8Array }> = {};
  for (const candidate of candidates) evalByCredential[candidate.credentialId] = { first: candidate.salt };
  const response = await startAuthentication({
    optionsJSON: {
      challenge: randomChallenge(),
      rpId,
      timeout: 120_000,
      userVerification: 'required',
      allowCredentials: candidates.map((candidate) => ({
        id: candidate.credentialId,
        type: 'public-key',
        transports: candidate.transports as never,
      })),
      extensions: { prf: { evalByCredential } } as never,
    },
  });
  const prf = (response.clientExtensionResults as { prf?: { results?: { first?: BufferSource } } }).prf;
  const first = prf?.results?.first;
  if (!first) throw new PrfUnavailableError();
  const output =
    first instanceof ArrayBuffer
      ? new Uint8Array(first)
      : new Uint8Array(first.buffer, first.byteOffset, first.byteLength);
  return { credentialId: response.id, output: Uint8Array.from(output) };
}

/** The RP ID the server uses: this site's host name. */
export function currentRpId(): string {
  return window.location.hostname;
}

/** The passkeys that can unlock the vault, as PRF candidates. */
export function vaultUnlockCandidates(passkeys: Passkey[]) {
  return passkeys.flatMap((passkey) =>
    passkey.vault_unlock
      ? [
          {
            credentialId: passkey.credential_id,
            salt: fromBase64Url(passkey.vault_unlock.prf_salt),
            transports: passkey.transports,
            passkey,
          },
        ]
      : [],
  );
}
