/// <reference lib="webworker" />
import { derivePassphraseKey, type KdfParams } from '@amparo/vault-crypto/passphrase-key';

// Argon2id takes 64 MiB and about a second: in its own thread, the page keeps answering taps and the spinner
// keeps turning. One derivation per worker; the client ends the worker afterwards, which frees the memory.

export type DeriveRequest = { passphrase: string; params: KdfParams };
export type DeriveResponse = { key: Uint8Array } | { error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<DeriveRequest>) => {
  try {
    const key = await derivePassphraseKey(event.data.passphrase, event.data.params);
    scope.postMessage({ key } satisfies DeriveResponse, [key.buffer]);
  } catch (error) {
    scope.postMessage({
      error: error instanceof Error ? error.message : 'derivation failed',
    } satisfies DeriveResponse);
  }
};
