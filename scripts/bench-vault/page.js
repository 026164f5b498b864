// Runs inside the bench page (bundled by bench-vault.mjs). Each measurement is a function on window.vaultBench that
// the driver calls with page.evaluate, so the driver can sample memory from outside while one runs.
import { createDecryptionStream, createEncryptionStream } from '@amparo/vault-crypto/stream-encryption';

const RANDOM_FILL_LIMIT = 65_536;

function randomData(bytes) {
  const data = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += RANDOM_FILL_LIMIT) {
    crypto.getRandomValues(data.subarray(offset, Math.min(bytes, offset + RANDOM_FILL_LIMIT)));
  }
  return data;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function discardingSink() {
  const sink = { bytes: 0 };
  sink.stream = new WritableStream({
    write(chunk) {
      sink.bytes += chunk.length;
    },
  });
  return sink;
}

async function collect(stream) {
  const pieces = [];
  await stream.pipeTo(
    new WritableStream({
      write(chunk) {
        pieces.push(chunk);
      },
    }),
  );
  return pieces;
}

/**
 * Encrypts and decrypts the same data three ways and reports the median time of each: one WebCrypto AES-GCM call
 * over the whole array (the fastest the browser can go, but it needs everything in memory), and the vault's
 * streams fed from a Blob, as the app feeds them from a File.
 */
async function throughput(megabytes, runs) {
  const data = randomData(megabytes * 1_000_000);
  const fileKey = randomData(32);
  const documentId = crypto.randomUUID();
  const key = await crypto.subtle.importKey('raw', fileKey, 'AES-GCM', false, ['encrypt', 'decrypt']);
  const iv = randomData(12);
  const source = new Blob([data]);

  const times = { singleEncrypt: [], singleDecrypt: [], streamEncrypt: [], streamDecrypt: [] };
  // One untimed round first, so start-up costs (JIT, key schedules, Blob plumbing) are not counted.
  for (let run = 0; run <= runs; run++) {
    let started = performance.now();
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, data);
    const singleEncrypt = performance.now() - started;
    started = performance.now();
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed);
    const singleDecrypt = performance.now() - started;

    started = performance.now();
    const ciphertext = await collect(
      source.stream().pipeThrough(createEncryptionStream(fileKey, documentId)),
    );
    const streamEncrypt = performance.now() - started;
    const encrypted = new Blob(ciphertext);
    started = performance.now();
    const sink = discardingSink();
    await encrypted.stream().pipeThrough(createDecryptionStream(fileKey, documentId)).pipeTo(sink.stream);
    const streamDecrypt = performance.now() - started;
    if (sink.bytes !== data.length) throw new Error(`decrypted ${sink.bytes} bytes, expected ${data.length}`);

    if (run === 0) continue;
    times.singleEncrypt.push(singleEncrypt);
    times.singleDecrypt.push(singleDecrypt);
    times.streamEncrypt.push(streamEncrypt);
    times.streamDecrypt.push(streamDecrypt);
  }
  return {
    bytes: data.length,
    singleEncryptMs: median(times.singleEncrypt),
    singleDecryptMs: median(times.singleDecrypt),
    streamEncryptMs: median(times.streamEncrypt),
    streamDecryptMs: median(times.streamDecrypt),
  };
}

/** Unlock as the app does it: a new module worker per derivation, default parameters (64 MiB, 3 passes). */
async function argon2(runs) {
  const totals = [];
  const hashing = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const worker = new Worker('/argon2-worker.js', { type: 'module' });
    const result = await new Promise((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'the Argon2id worker failed'));
      worker.postMessage({ passphrase: 'copper lantern orchard 4f2a9c' });
    });
    totals.push(performance.now() - started);
    hashing.push(result.hashingMs);
    worker.terminate();
  }
  return { unlockMs: median(totals), hashingMs: median(hashing) };
}

/** What the page keeps alive between calls (module state, so nothing is collected under the driver's feet). */
const held = { marker: null, largeFile: null };

/** Holds (or frees) a large, touched buffer so the driver can tell this page's renderer process from others. */
function holdMarker(megabytes) {
  held.marker = megabytes > 0 ? randomData(megabytes * 1_000_000) : null;
}

/** A large "file" built from many copies of one random piece, so the page never holds it as one array. */
function prepareLargeFile(megabytes) {
  const piece = randomData(1_000_000);
  held.largeFile = new Blob(Array.from({ length: megabytes }, () => piece));
  return held.largeFile.size;
}

/**
 * Encrypts the large file from Blob.stream() into a sink that discards: what an upload does, minus the network.
 * With `collectEveryBytes` (and gc() exposed) it forces a garbage collection that often, which shows how much of
 * the peak is spent buffers the collector had not got to yet rather than memory the code holds.
 */
async function encryptLargeFile(collectEveryBytes) {
  if (collectEveryBytes && typeof globalThis.gc !== 'function') throw new Error('gc() is not exposed');
  let bytes = 0;
  let collectedAt = 0;
  const sink = new WritableStream({
    write(chunk) {
      bytes += chunk.length;
      if (collectEveryBytes && bytes - collectedAt >= collectEveryBytes) {
        globalThis.gc();
        collectedAt = bytes;
      }
    },
  });
  const started = performance.now();
  await held.largeFile
    .stream()
    .pipeThrough(createEncryptionStream(randomData(32), crypto.randomUUID()))
    .pipeTo(sink);
  return { ciphertextBytes: bytes, ms: performance.now() - started };
}

window.vaultBench = {
  throughput,
  argon2,
  holdMarker,
  prepareLargeFile,
  encryptLargeFile,
};
