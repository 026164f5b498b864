import { describe, expect, it } from 'vitest';
import { concatBytes, utf8Encode } from './bytes.ts';
import { decryptMetadata, encryptMetadata } from './metadata.ts';
import { aesGcmSeal, hkdfAesGcmKey } from './web-crypto.ts';

const fileKey = new Uint8Array(32).fill(4);
const value = { title: 'Pasaporte — página 2', type: 'passport', expires_on: '2030-01-31', notes: null };

async function decryptError(sealed: Uint8Array, key = fileKey, documentId = 'doc-1'): Promise<unknown> {
  return decryptMetadata(key, documentId, sealed).then(
    () => new Error('decryption unexpectedly succeeded'),
    (error: unknown) => error,
  );
}

describe('encryptMetadata and decryptMetadata', () => {
  it('round-trips JSON, with a fresh salt and nonce each time', async () => {
    const first = await encryptMetadata(fileKey, 'doc-1', value);
    const second = await encryptMetadata(fileKey, 'doc-1', value);
    expect(first).not.toEqual(second);
    expect(await decryptMetadata(fileKey, 'doc-1', first)).toEqual(value);
  });

  it('refuses the wrong file key', async () => {
    const sealed = await encryptMetadata(fileKey, 'doc-1', value);
    expect(await decryptError(sealed, new Uint8Array(32).fill(5))).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses the wrong document id', async () => {
    const sealed = await encryptMetadata(fileKey, 'doc-1', value);
    expect(await decryptError(sealed, fileKey, 'doc-2')).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses a flipped bit in the salt, the nonce or the ciphertext', async () => {
    const sealed = await encryptMetadata(fileKey, 'doc-1', value);
    for (const index of [1, 20, 40, sealed.length - 1]) {
      const tampered = sealed.slice();
      tampered[index] = (tampered[index] ?? 0) ^ 0x80;
      expect(await decryptError(tampered)).toMatchObject({ code: 'authentication_failed' });
    }
  });

  it('refuses another version byte, and empty or truncated values', async () => {
    const sealed = await encryptMetadata(fileKey, 'doc-1', value);
    expect(await decryptError(concatBytes(Uint8Array.of(9), sealed.subarray(1)))).toMatchObject({
      code: 'unsupported_version',
    });
    expect(await decryptError(new Uint8Array(0))).toMatchObject({ code: 'malformed' });
    expect(await decryptError(sealed.subarray(0, 44))).toMatchObject({ code: 'malformed' });
    expect(await decryptError(sealed.subarray(0, sealed.length - 1))).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses authentic bytes that are not JSON, or not UTF-8, as malformed', async () => {
    // Only a holder of the file key could write these; they still must not surface as a SyntaxError.
    const salt = new Uint8Array(16).fill(7);
    const nonce = new Uint8Array(12).fill(8);
    const key = await hkdfAesGcmKey(fileKey, salt, 'amparo-vault/v1/metadata');
    for (const plaintext of [utf8Encode('{not json'), Uint8Array.of(0xff, 0xfe)]) {
      const sealed = await aesGcmSeal(key, nonce, utf8Encode('amparo-vault/v1|metadata|doc-1'), plaintext);
      expect(await decryptError(concatBytes(Uint8Array.of(1), salt, nonce, sealed))).toMatchObject({
        code: 'malformed',
      });
    }
  });

  it('refuses a value with no JSON form', async () => {
    await expect(encryptMetadata(fileKey, 'doc-1', undefined)).rejects.toThrow(TypeError);
  });

  it('refuses a file key of the wrong length and an empty document id', async () => {
    await expect(encryptMetadata(new Uint8Array(31), 'doc-1', value)).rejects.toMatchObject({
      code: 'malformed',
    });
    await expect(encryptMetadata(fileKey, '', value)).rejects.toMatchObject({ code: 'malformed' });
  });
});
