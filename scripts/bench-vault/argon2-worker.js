// The bench's Argon2id worker: one derivation per worker, as the app's argon2.worker.ts does. It reports how long
// the hashing itself took, so the page can tell worker start-up from work.
import { derivePassphraseKey, newKdfParams } from '@amparo/vault-crypto/passphrase-key';

self.onmessage = async (event) => {
  const started = performance.now();
  await derivePassphraseKey(event.data.passphrase, newKdfParams());
  self.postMessage({ hashingMs: performance.now() - started });
};
