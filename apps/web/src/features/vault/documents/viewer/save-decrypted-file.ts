import { createDecryptionStream } from '@amparo/vault-crypto/stream-encryption';
import { decryptToBlob } from '../../../../lib/vault/decrypt-to-blob.ts';

// "Download" is the one time plaintext reaches the disk, and only because the person asked for it, to the place
// they choose. Where the browser has a save dialog with a writable file (Chromium), the document is decrypted
// straight into that file as it arrives; elsewhere it is decrypted into memory and handed over as a Blob.

type SaveFilePicker = (options: { suggestedName: string }) => Promise<{
  createWritable(): Promise<WritableStream<Uint8Array>>;
}>;

/** Resolves false when the person closed the save dialog without choosing a place. */
export async function saveDecryptedFile(
  openCiphertext: () => Promise<ReadableStream<Uint8Array>>,
  fileKey: Uint8Array,
  documentId: string,
  fileName: string,
  mimeType: string,
): Promise<boolean> {
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (typeof picker === 'function') {
    let handle: Awaited<ReturnType<SaveFilePicker>>;
    try {
      handle = await picker({ suggestedName: fileName });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
      throw error;
    }
    const writable = await handle.createWritable();
    const ciphertext = await openCiphertext();
    await ciphertext.pipeThrough(createDecryptionStream(fileKey, documentId)).pipeTo(writable);
    return true;
  }
  const blob = await decryptToBlob(await openCiphertext(), fileKey, documentId, mimeType);
  saveBlob(blob, fileName);
  return true;
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
