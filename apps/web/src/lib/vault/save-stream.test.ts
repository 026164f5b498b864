import { CHUNK_BYTES } from '@amparo/vault-crypto/constants';
import { VaultCryptoError } from '@amparo/vault-crypto/errors';
import { createDecryptionStream, encryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { describe, expect, it, vi } from 'vitest';
import {
  DOWNLOAD_PATH,
  type DownloadWorker,
  type SaveEnvironment,
  saveDecryptedStream,
} from './save-stream.ts';

// happy-dom has no service worker: the worker and the browser's download are played by fakes that behave as
// vault-download-sw.js and Chromium do. The decryption is the real one, so tampering fails as it would for real.

const fileKey = new Uint8Array(32).fill(7);
const documentId = '0b6a1a4e-3f7e-4d2c-9a51-2d9f3c1e8a10';
const plaintext = Uint8Array.from({ length: CHUNK_BYTES * 2 + 1234 }, (_, index) => (index * 31) % 251);

function streamOf(bytes: Uint8Array, pieceBytes = 300_000): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + pieceBytes));
      offset += pieceBytes;
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.length;
  }
  const all = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** Byte for byte; expect().toEqual walks a 2 MB array far too slowly. */
function same(actual: Uint8Array, expected: Uint8Array): boolean {
  return Buffer.from(actual).equals(Buffer.from(expected));
}

async function decryptedOpener(ciphertext: Uint8Array) {
  return vi.fn(async () => streamOf(ciphertext).pipeThrough(createDecryptionStream(fileKey, documentId)));
}

/** The service worker as vault-download-sw.js is: answers the ping, keeps the stream, hands it to the "fetch". */
function fakeWorker(options: { answersPing?: boolean; takesDownload?: boolean } = {}) {
  const { answersPing = true, takesDownload = true } = options;
  const held = new Map<string, ReadableStream<Uint8Array>>();
  const messages: Record<string, unknown>[] = [];
  const worker: DownloadWorker = {
    async ask(message) {
      messages.push(message);
      if (message.type === 'amparo-vault-download-ping') {
        return answersPing ? { type: 'amparo-vault-download-pong' } : null;
      }
      if (!takesDownload) return null;
      held.set(message.id as string, message.stream as ReadableStream<Uint8Array>);
      return { type: 'amparo-vault-download-ready', id: message.id };
    },
  };
  return { worker, held, messages };
}

/** The browser: opening /vault-download/<id> reads the worker's stream to "disk", or cancels it part way. */
function fakeBrowser(held: Map<string, ReadableStream<Uint8Array>>, behaviour: 'save' | 'cancel' = 'save') {
  const opened: string[] = [];
  // Wrapped in an object: a promise resolved with a promise would adopt it, and its failure with it.
  let resolveDisk: (saved: { bytes: Promise<Uint8Array> }) => void = () => undefined;
  const disk = new Promise<{ bytes: Promise<Uint8Array> }>((resolve) => {
    resolveDisk = resolve;
  });
  const removed = vi.fn();
  const openDownloadUrl = (url: string) => {
    opened.push(url);
    const stream = held.get(url.slice(DOWNLOAD_PATH.length));
    if (!stream) throw new Error(`Nothing held for ${url}`);
    if (behaviour === 'cancel') {
      const reader = stream.getReader();
      const bytes = reader
        .read()
        .then(() => reader.cancel('the person cancelled').then(() => new Uint8Array()));
      resolveDisk({ bytes });
    } else {
      const bytes = readAll(stream);
      // Observed here, so a failure the test checks later is not reported as unhandled meanwhile.
      bytes.catch(() => undefined);
      resolveDisk({ bytes });
    }
    return removed;
  };
  return { opened, disk, removed, openDownloadUrl };
}

function environment(overrides: Partial<SaveEnvironment>): SaveEnvironment {
  return {
    showSaveFilePicker: undefined,
    downloadWorker: null,
    openDownloadUrl: () => {
      throw new Error('No frame expected');
    },
    saveBlob: () => {
      throw new Error('No Blob expected');
    },
    ...overrides,
  };
}

const target = { fileName: 'Passport – María.pdf', mimeType: 'application/pdf', size: plaintext.length };

describe('saveDecryptedStream', () => {
  it('decrypts straight into the file chosen in the save dialog when there is one', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, plaintext);
    const written: Uint8Array[] = [];
    const picker = vi.fn(async () => ({
      createWritable: async () =>
        new WritableStream<Uint8Array>({
          write(chunk) {
            written.push(chunk);
          },
        }),
    }));
    const { worker } = fakeWorker();
    const result = await saveDecryptedStream(
      await decryptedOpener(ciphertext),
      target,
      environment({ showSaveFilePicker: picker, downloadWorker: worker }),
    );
    expect(result).toEqual({ saved: true, route: 'picker' });
    expect(picker).toHaveBeenCalledWith({ suggestedName: target.fileName });
    expect(same(await readAll(new Blob(written as Uint8Array<ArrayBuffer>[]).stream()), plaintext)).toBe(
      true,
    );
  });

  it('downloads nothing when the save dialog is closed', async () => {
    const open = vi.fn(async () => streamOf(plaintext));
    const picker = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const result = await saveDecryptedStream(open, target, environment({ showSaveFilePicker: picker }));
    expect(result.saved).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('hands the decrypted stream to the service worker and opens its download URL', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, plaintext);
    const { worker, held, messages } = fakeWorker();
    const browser = fakeBrowser(held);
    const open = await decryptedOpener(ciphertext);
    const result = await saveDecryptedStream(
      open,
      target,
      environment({ downloadWorker: worker, openDownloadUrl: browser.openDownloadUrl }),
    );
    expect(result).toEqual({ saved: true, route: 'service-worker' });
    const { bytes } = await browser.disk;
    expect(same(await bytes, plaintext)).toBe(true);
    const handOver = messages[1];
    expect(handOver).toMatchObject({
      type: 'amparo-vault-download',
      fileName: target.fileName,
      mimeType: target.mimeType,
      size: plaintext.length,
    });
    expect(handOver?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(browser.opened).toEqual([`${DOWNLOAD_PATH}${handOver?.id}`]);
  });

  it('fails the download and the promise when the ciphertext was changed on the way', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, plaintext);
    ciphertext[CHUNK_BYTES + 100] = (ciphertext[CHUNK_BYTES + 100] ?? 0) ^ 1;
    const { worker, held } = fakeWorker();
    const browser = fakeBrowser(held);
    await expect(
      saveDecryptedStream(
        await decryptedOpener(ciphertext),
        target,
        environment({ downloadWorker: worker, openDownloadUrl: browser.openDownloadUrl }),
      ),
    ).rejects.toBeInstanceOf(VaultCryptoError);
    // The browser's side of the stream errors too: its download is marked failed, not saved short.
    await expect((await browser.disk).bytes).rejects.toBeInstanceOf(VaultCryptoError);
  });

  it('fails rather than saving a file of another size than the details say', async () => {
    const { worker, held } = fakeWorker();
    const browser = fakeBrowser(held);
    await expect(
      saveDecryptedStream(
        async () => streamOf(plaintext.slice(0, 1000)),
        target,
        environment({ downloadWorker: worker, openDownloadUrl: browser.openDownloadUrl }),
      ),
    ).rejects.toBeInstanceOf(RangeError);
    await expect((await browser.disk).bytes).rejects.toBeInstanceOf(RangeError);
  });

  it('resolves unsaved, and stops reading, when the person cancels the browser download', async () => {
    const { worker, held } = fakeWorker();
    const browser = fakeBrowser(held, 'cancel');
    const cancelled = vi.fn();
    let pulled = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
      cancel: cancelled,
    });
    const result = await saveDecryptedStream(
      async () => source,
      target,
      environment({ downloadWorker: worker, openDownloadUrl: browser.openDownloadUrl }),
    );
    expect(result).toEqual({ saved: false, route: 'service-worker' });
    expect(cancelled).toHaveBeenCalled();
    expect(pulled).toBeLessThan(5);
  });

  it('says so, and stops the download behind it, when the worker does not take the stream', async () => {
    const { worker } = fakeWorker({ takesDownload: false });
    const cancelled = vi.fn();
    const source = new ReadableStream<Uint8Array>({ cancel: cancelled });
    await expect(
      saveDecryptedStream(async () => source, target, environment({ downloadWorker: worker })),
    ).rejects.toThrow(/did not take/);
    expect(cancelled).toHaveBeenCalled();
  });

  it('falls back to a Blob when the controlling worker is an older one that does not answer', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, plaintext);
    const { worker, messages } = fakeWorker({ answersPing: false });
    const saveBlob = vi.fn();
    const result = await saveDecryptedStream(
      await decryptedOpener(ciphertext),
      target,
      environment({ downloadWorker: worker, saveBlob }),
    );
    expect(result).toEqual({ saved: true, route: 'blob' });
    expect(messages).toHaveLength(1);
    const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe(target.fileName);
    expect(blob.type).toBe('application/pdf');
    expect(same(new Uint8Array(await blob.arrayBuffer()), plaintext)).toBe(true);
  });

  it('falls back to a Blob with no service worker, and shows only safe types', async () => {
    const saveBlob = vi.fn();
    await saveDecryptedStream(
      async () => streamOf(plaintext),
      { fileName: 'page.html', mimeType: 'text/html' },
      environment({ saveBlob }),
    );
    const [blob] = saveBlob.mock.calls[0] as [Blob];
    expect(blob.type).toBe('application/octet-stream');
  });

  it('rejects with the decryption error on the Blob path too', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, plaintext);
    const cut = ciphertext.slice(0, ciphertext.length - 500);
    const saveBlob = vi.fn();
    await expect(
      saveDecryptedStream(await decryptedOpener(cut), target, environment({ saveBlob })),
    ).rejects.toBeInstanceOf(VaultCryptoError);
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
