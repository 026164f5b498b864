import type { KdfParams } from '@amparo/vault-crypto/kdf-params';
import type { DeriveRequest, DeriveResponse } from './argon2.worker.ts';

// The passphrase's key-encryption key, computed in a Web Worker (argon2.worker.ts). Where no worker can start
// (the unit tests' DOM, a browser that refuses module workers) it runs on the main thread instead: slower to
// feel, same result.

function deriveInWorker(passphrase: string, params: KdfParams): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./argon2.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<DeriveResponse>) => {
      worker.terminate();
      if ('key' in event.data) resolve(event.data.key);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new WorkerUnavailable());
    };
    worker.postMessage({ passphrase, params } satisfies DeriveRequest);
  });
}

class WorkerUnavailable extends Error {
  constructor() {
    super('The Argon2id worker could not run');
  }
}

async function deriveOnMainThread(passphrase: string, params: KdfParams): Promise<Uint8Array> {
  const { derivePassphraseKey } = await import('@amparo/vault-crypto/passphrase-key');
  return derivePassphraseKey(passphrase, params);
}

/** The 32-byte key-encryption key for `passphrase` (Argon2id with the keyring's parameters). */
export async function derivePassphraseKey(passphrase: string, params: KdfParams): Promise<Uint8Array> {
  if (typeof Worker !== 'function') return deriveOnMainThread(passphrase, params);
  try {
    return await deriveInWorker(passphrase, params);
  } catch (error) {
    if (error instanceof WorkerUnavailable) return deriveOnMainThread(passphrase, params);
    throw error;
  }
}
