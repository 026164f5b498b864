import { encryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../test/render-documents.tsx';
import { DocumentPreview } from './document-preview.tsx';
import type { CiphertextSource } from './use-decrypted-file.ts';

const fileKey = new Uint8Array(32).fill(3);
const documentId = '7d1f0c2a-5b3e-4f6a-8c9d-0e1f2a3b4c5d';

function sourceOf(open: CiphertextSource['open']): CiphertextSource {
  return { documentId, fileKey, mimeType: 'application/octet-stream', open };
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

describe('DocumentPreview', () => {
  it('says a tampered document is damaged, and offers no "Try again" that cannot help', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, new TextEncoder().encode('green card scan'));
    const tampered = ciphertext.slice();
    tampered[tampered.length - 5] = (tampered[tampered.length - 5] ?? 0) ^ 1;
    await renderSignedIn(
      <DocumentPreview
        source={sourceOf(async () => streamOf(tampered))}
        title="Green card"
        fileName="gc.bin"
      />,
    );
    expect(
      await screen.findByText(
        'This document is damaged and cannot be opened. Replace it with a new copy, or delete it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" when the download failed for want of a network', async () => {
    await renderSignedIn(
      <DocumentPreview
        source={sourceOf(async () => {
          throw new TypeError('Failed to fetch');
        })}
        title="Green card"
        fileName="gc.bin"
      />,
    );
    expect(
      await screen.findByText(
        'The document could not be downloaded. Check your internet connection and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
