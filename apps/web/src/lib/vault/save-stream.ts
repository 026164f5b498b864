import { previewableType } from './decrypt-to-blob.ts';

// "Download" is the one time plaintext reaches the disk, and only because the person asked for it. A 200 MB
// document must not be held whole in memory on the way (issue 6 point 3), so the decrypted stream goes to disk
// chunk by chunk wherever the browser allows it:
//   1. a save dialog with a writable file (desktop Chromium): decrypted straight into that file;
//   2. our service worker (Android Chrome, Firefox, Chromium without the dialog): the stream is transferred to the
//      worker (public/vault-download-sw.js), which answers /vault-download/<id> with it, and the browser's own
//      download saves it as it arrives;
//   3. otherwise (Safari, no service worker yet): decrypted into memory and handed over as a Blob.

export const DOWNLOAD_PATH = '/vault-download/';
/** The worker's reason for cancelling a stream whose URL was never opened (see vault-download-sw.js). */
const EXPIRED = 'amparo-vault-download-expired';
// A worker that was just woken can take a moment; one that never answers is an older version without the script.
const PING_TIMEOUT_MS = 3_000;
const HAND_OVER_TIMEOUT_MS = 10_000;
// The frame only starts the download; the browser keeps it going after the frame is gone.
const FRAME_REMOVAL_DELAY_MS = 10_000;

export type SaveTarget = {
  fileName: string;
  mimeType: string;
  /** The plaintext size from the document's details, when known: the download then shows real progress. */
  size?: number | null;
};

type SaveFilePicker = (options: { suggestedName: string }) => Promise<{
  createWritable(): Promise<WritableStream<Uint8Array>>;
}>;

export type DownloadWorker = {
  /** Posts `message` with a reply port; resolves with the worker's answer, or null if none came in time. */
  ask(message: Record<string, unknown>, transfer: Transferable[], timeoutMs: number): Promise<unknown>;
};

export type SaveEnvironment = {
  showSaveFilePicker: SaveFilePicker | undefined;
  /** Null when no service worker controls the page, or this browser cannot transfer a stream to it. */
  downloadWorker: DownloadWorker | null;
  /** Opens the URL in a hidden frame, which starts the browser's download; returns how to remove the frame. */
  openDownloadUrl(url: string): () => void;
  saveBlob(blob: Blob, fileName: string): void;
};

/** Which of the three ways the document went to disk. */
export type SaveRoute = 'picker' | 'service-worker' | 'blob';

/**
 * Saves a decrypted document under its own name. `openPlaintext` is called only once the place is chosen (the
 * save dialog must open while the click still counts as the person's), and must return the decryption stream
 * piped from the download, so plaintext exists one chunk at a time. Resolves false when the person closed the
 * dialog or cancelled the browser's download; rejects with the stream's error (a VaultCryptoError when the file
 * was changed, a TypeError when the network failed), and the browser then marks its download as failed.
 */
export async function saveDecryptedStream(
  openPlaintext: () => Promise<ReadableStream<Uint8Array>>,
  target: SaveTarget,
  environment: SaveEnvironment = browserEnvironment(),
): Promise<{ saved: boolean; route: SaveRoute }> {
  if (environment.showSaveFilePicker) {
    return {
      saved: await saveWithPicker(environment.showSaveFilePicker, openPlaintext, target),
      route: 'picker',
    };
  }
  const worker = environment.downloadWorker;
  if (worker && (await worker.ask({ type: 'amparo-vault-download-ping' }, [], PING_TIMEOUT_MS)) !== null) {
    return {
      saved: await saveThroughWorker(worker, environment, openPlaintext, target),
      route: 'service-worker',
    };
  }
  const blob = await collect(await openPlaintext(), previewableType(target.mimeType));
  environment.saveBlob(blob, target.fileName);
  return { saved: true, route: 'blob' };
}

async function saveWithPicker(
  picker: SaveFilePicker,
  openPlaintext: () => Promise<ReadableStream<Uint8Array>>,
  target: SaveTarget,
): Promise<boolean> {
  let handle: Awaited<ReturnType<SaveFilePicker>>;
  try {
    handle = await picker({ suggestedName: target.fileName });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
  const writable = await handle.createWritable();
  // On an error pipeTo aborts the writable, and the browser throws the half-written file away.
  await (await openPlaintext()).pipeTo(writable);
  return true;
}

async function saveThroughWorker(
  worker: DownloadWorker,
  environment: SaveEnvironment,
  openPlaintext: () => Promise<ReadableStream<Uint8Array>>,
  target: SaveTarget,
): Promise<boolean> {
  const watched = watchStream(await openPlaintext(), target.size ?? null);
  const id = randomId();
  const answer = await worker.ask(
    {
      type: 'amparo-vault-download',
      id,
      fileName: target.fileName,
      mimeType: target.mimeType,
      size: target.size ?? null,
      stream: watched.stream,
    },
    [watched.stream as unknown as Transferable],
    HAND_OVER_TIMEOUT_MS,
  );
  if (!isReady(answer, id)) {
    // The stream is the worker's now (or lost with it): stop the download behind it and say it failed.
    watched.abandon();
    throw new Error('The service worker did not take the download');
  }
  const removeFrame = environment.openDownloadUrl(`${DOWNLOAD_PATH}${id}`);
  try {
    return await watched.outcome;
  } finally {
    setTimeout(removeFrame, FRAME_REMOVAL_DELAY_MS);
  }
}

function isReady(answer: unknown, id: string): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { type?: unknown }).type === 'amparo-vault-download-ready' &&
    (answer as { id?: unknown }).id === id
  );
}

/**
 * Wraps the plaintext so this page still learns how the download ended once the stream belongs to the worker:
 * `outcome` resolves true after the last chunk, false when the person cancelled, and rejects with the error that
 * stopped it. A stream that ends at another length than the document's details say is an error too, never a
 * quietly short file.
 */
export function watchStream(source: ReadableStream<Uint8Array>, expectedSize: number | null) {
  const reader = source.getReader();
  let settle: { resolve(saved: boolean): void; reject(error: unknown): void } | undefined;
  const outcome = new Promise<boolean>((resolve, reject) => {
    settle = { resolve, reject };
  });
  let written = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            if (expectedSize !== null && written !== expectedSize) {
              throw new RangeError(`The document has ${written} bytes, not ${expectedSize}`);
            }
            controller.close();
            settle?.resolve(true);
            return;
          }
          written += value.byteLength;
          controller.enqueue(value);
        } catch (error) {
          controller.error(error);
          reader.cancel(error).catch(() => undefined);
          settle?.reject(error);
        }
      },
      cancel(reason) {
        reader.cancel(reason).catch(() => undefined);
        if (reason === EXPIRED) settle?.reject(new Error('The download never started'));
        else settle?.resolve(false);
      },
    },
    // Nothing is decrypted ahead of what the download has taken.
    { highWaterMark: 0 },
  );
  return {
    stream,
    outcome,
    abandon() {
      reader.cancel().catch(() => undefined);
    },
  };
}

async function collect(stream: ReadableStream<Uint8Array>, type: string): Promise<Blob> {
  const reader = stream.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
  }
  return new Blob(parts, { type });
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hands a Blob already in memory to the browser's download, under its original name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; give it a moment before letting the bytes go.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Chromium, Firefox and Safari 18 can transfer a ReadableStream through postMessage; older Safari cannot. */
function canTransferStreams(): boolean {
  if (typeof ReadableStream === 'undefined' || typeof MessageChannel === 'undefined') return false;
  const channel = new MessageChannel();
  try {
    const probe = new ReadableStream();
    channel.port1.postMessage(probe, [probe as unknown as Transferable]);
    return true;
  } catch {
    return false;
  } finally {
    channel.port1.close();
    channel.port2.close();
  }
}

function serviceWorkerDownloads(): DownloadWorker | null {
  const controller = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!controller || !canTransferStreams()) return null;
  return {
    ask(message, transfer, timeoutMs) {
      return new Promise((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(() => {
          channel.port1.close();
          resolve(null);
        }, timeoutMs);
        channel.port1.onmessage = (event) => {
          clearTimeout(timer);
          channel.port1.close();
          resolve(event.data);
        };
        try {
          controller.postMessage(message, [channel.port2, ...transfer]);
        } catch {
          clearTimeout(timer);
          channel.port1.close();
          resolve(null);
        }
      });
    },
  };
}

function openInHiddenFrame(url: string): () => void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'download';
  frame.src = url;
  document.body.append(frame);
  return () => frame.remove();
}

export function browserEnvironment(): SaveEnvironment {
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return {
    showSaveFilePicker: typeof picker === 'function' ? picker.bind(window) : undefined,
    downloadWorker: serviceWorkerDownloads(),
    openDownloadUrl: openInHiddenFrame,
    saveBlob,
  };
}
