import type { EncryptJob, WorkerCommand, WorkerEvent } from './encrypt-file-messages.ts';
import { type EncryptedParts, encryptToParts, type SendPart } from './encrypt-to-parts.ts';

// How the upload screen encrypts a file into parts: in a Web Worker where the browser has them (always, in the
// app), or on this thread where it has none (unit tests run in happy-dom). Both call the same encryptToParts.

export type EncryptFileInput = {
  file: Blob;
  fileKey: Uint8Array;
  documentId: string;
  partBytes: number;
  signal?: AbortSignal;
};

export type PartEncryptor = (input: EncryptFileInput, sendPart: SendPart) => Promise<EncryptedParts>;

export const encryptInPage: PartEncryptor = ({ file, fileKey, documentId, partBytes, signal }, sendPart) =>
  encryptToParts(file.stream(), fileKey, documentId, partBytes, sendPart, signal);

export const encryptInWorker: PartEncryptor = ({ file, fileKey, documentId, partBytes, signal }, sendPart) =>
  new Promise<EncryptedParts>((resolve, reject) => {
    const worker = new Worker(new URL('./encrypt-file.worker.ts', import.meta.url), { type: 'module' });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      outcome();
    };
    const command = (message: WorkerCommand) => worker.postMessage(message);
    function onAbort() {
      command({ type: 'cancel' });
      finish(() => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    }
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<WorkerEvent>) => {
      const message = event.data;
      if (message.type === 'part') {
        sendPart(new Uint8Array(message.ciphertext), message.partNumber).then(
          () => command({ type: 'ack', partNumber: message.partNumber }),
          (error: unknown) => {
            command({ type: 'cancel' });
            finish(() => reject(error));
          },
        );
      } else if (message.type === 'done') {
        finish(() => resolve({ partCount: message.partCount, size: message.size }));
      } else {
        finish(() => reject(new Error(message.message)));
      }
    };
    worker.onerror = (event) =>
      finish(() => reject(new Error(event.message || 'The encryption worker failed')));
    // The worker gets its own copy of the key (structured clone) and wipes it when done.
    const job: EncryptJob = { type: 'start', file, fileKey: fileKey.slice(), documentId, partBytes };
    command(job);
  });

/** The worker when the browser can run one, else this thread. */
export function defaultPartEncryptor(): PartEncryptor {
  return typeof Worker === 'function' ? encryptInWorker : encryptInPage;
}
