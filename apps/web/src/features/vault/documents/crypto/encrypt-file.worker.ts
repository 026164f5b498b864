/// <reference lib="webworker" />
import type { EncryptJob, WorkerCommand, WorkerEvent } from './encrypt-file-messages.ts';
import { encryptToParts } from './encrypt-to-parts.ts';

// Encrypts one file off the main thread, so the page stays responsive while a large file is sealed. Each part is
// transferred (not copied) to the page, and the worker waits for the page's ack that the part was uploaded before
// it reads more of the file: memory stays bounded by about one part on each side.

const scope = self as unknown as DedicatedWorkerGlobalScope;
const cancelled = new AbortController();
const waiting = new Map<number, () => void>();

function post(event: WorkerEvent, transfer: Transferable[] = []) {
  scope.postMessage(event, transfer);
}

async function run(job: EncryptJob) {
  try {
    const result = await encryptToParts(
      job.file.stream(),
      job.fileKey,
      job.documentId,
      job.partBytes,
      (ciphertext, partNumber) =>
        new Promise<void>((resolve) => {
          waiting.set(partNumber, resolve);
          post({ type: 'part', partNumber, ciphertext: ciphertext.buffer }, [ciphertext.buffer]);
        }),
      cancelled.signal,
    );
    post({ type: 'done', ...result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    job.fileKey.fill(0);
  }
}

scope.onmessage = (event: MessageEvent<WorkerCommand>) => {
  const command = event.data;
  if (command.type === 'start') void run(command);
  else if (command.type === 'ack') {
    waiting.get(command.partNumber)?.();
    waiting.delete(command.partNumber);
  } else {
    cancelled.abort();
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  }
};
