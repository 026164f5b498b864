// The messages between the upload screen and the encryption worker. One job per worker.

export type EncryptJob = {
  type: 'start';
  file: Blob;
  fileKey: Uint8Array;
  documentId: string;
  partBytes: number;
};

/** From the page: part `partNumber` was uploaded, send the next one (or stop). */
export type WorkerCommand = EncryptJob | { type: 'ack'; partNumber: number } | { type: 'cancel' };

export type WorkerEvent =
  | { type: 'part'; partNumber: number; ciphertext: ArrayBuffer }
  | { type: 'done'; partCount: number; size: number }
  | { type: 'error'; message: string };
