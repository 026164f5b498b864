// The published v1 vectors, checked three ways: this package still builds them byte for byte; this package reads
// them back; and an independent reading with Node's own crypto (not WebCrypto, not our code) agrees with the formats
// the README describes.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  hkdfSync,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { argon2id } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { buildTestVectorsV1, fromHex, type TestVectorsV1, toHex } from '../test-vectors/build-v1.ts';
import { unwrapKey, type WrapPurpose } from './key-wrap.ts';
import { decryptMetadata } from './metadata.ts';
import { derivePrfWrappingKey } from './passkey-prf.ts';
import { derivePassphraseKey } from './passphrase-key.ts';
import { deriveRecoveryWrappingKey, formatRecoveryKey, parseRecoveryKey } from './recovery-key.ts';
import { unwrapKeyFromSender } from './sharing.ts';
import { decryptBytes } from './stream-encryption.ts';

const vectors: TestVectorsV1 = JSON.parse(
  readFileSync(new URL('../test-vectors/v1.json', import.meta.url), 'utf8'),
) as TestVectorsV1;

const CHUNK = 1_048_576;

function referenceOpen(
  key: Buffer | Uint8Array,
  nonce: Uint8Array,
  additionalData: string,
  sealed: Uint8Array,
) {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(Buffer.from(additionalData, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
}

function referenceHkdf(inputKeyMaterial: Uint8Array, salt: Uint8Array, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', inputKeyMaterial, salt, info, 32));
}

function referenceNonce(counter: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeUIntBE(counter, 5, 6);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

function referencePublicKey(raw: Uint8Array) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: Buffer.from(raw.subarray(1, 33)).toString('base64url'),
      y: Buffer.from(raw.subarray(33, 65)).toString('base64url'),
    },
    format: 'jwk',
  });
}

describe('test vectors v1', () => {
  it('are reproduced byte for byte by this package', async () => {
    expect(await buildTestVectorsV1()).toEqual(vectors);
  });

  it('match the Argon2 reference implementation through hash-wasm (phc-winner-argon2 test.c, argon2id v1.3)', async () => {
    const options = {
      password: 'password',
      salt: 'somesalt',
      iterations: 2,
      parallelism: 1,
      hashLength: 32,
    } as const;
    expect(await argon2id({ ...options, memorySize: 65_536, outputType: 'hex' })).toBe(
      '09316115d5cf24ed5a15a31a3ba326e5cf32edc24702987c02b6566f61913cf7',
    );
    expect(await argon2id({ ...options, memorySize: 256, outputType: 'hex' })).toBe(
      '9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe',
    );
  });
});

describe('test vectors v1, read by this package', () => {
  it('argon2id: derives each key, and the same key from the NFC form', async () => {
    for (const vector of vectors.argon2id.vectors) {
      const params = {
        algorithm: 'argon2id' as const,
        salt: fromHex(vector.salt),
        memoryKiB: vector.memory_kib,
        iterations: vector.iterations,
        parallelism: vector.parallelism,
      };
      expect(toHex(await derivePassphraseKey(vector.passphrase, params))).toBe(vector.key);
      const equivalent = vectors.argon2id.nfc_equivalents.find((pair) => pair.written === vector.passphrase);
      if (equivalent) {
        expect(equivalent.normalised).not.toBe(equivalent.written);
        expect(toHex(await derivePassphraseKey(equivalent.normalised, params))).toBe(vector.key);
      }
    }
  });

  it('key_wrap: unwraps each key with its context', async () => {
    for (const vector of vectors.key_wrap.vectors) {
      const context = {
        purpose: vector.purpose as WrapPurpose,
        ...(vector.user_id ? { userId: vector.user_id } : {}),
        ...(vector.object_id ? { objectId: vector.object_id } : {}),
      };
      expect(toHex(await unwrapKey(fromHex(vector.wrapping_key), fromHex(vector.wrapped), context))).toBe(
        vector.key,
      );
    }
  });

  it('recovery_key: formats, parses every accepted spelling, derives the wrapping key', async () => {
    for (const vector of vectors.recovery_key.vectors) {
      expect(formatRecoveryKey(fromHex(vector.bytes))).toBe(vector.text);
      for (const text of [vector.text, ...vector.also_accepted]) {
        expect(toHex(parseRecoveryKey(text))).toBe(vector.bytes);
      }
      expect(toHex(await deriveRecoveryWrappingKey(fromHex(vector.bytes)))).toBe(vector.wrapping_key);
    }
  });

  it('passkey_prf: derives the wrapping key', async () => {
    for (const vector of vectors.passkey_prf.vectors) {
      expect(toHex(await derivePrfWrappingKey(fromHex(vector.prf_output)))).toBe(vector.wrapping_key);
    }
  });

  it('metadata: opens to the exact JSON', async () => {
    for (const vector of vectors.metadata.vectors) {
      const value = await decryptMetadata(
        fromHex(vector.file_key),
        vector.document_id,
        fromHex(vector.sealed),
      );
      expect(JSON.stringify(value)).toBe(vector.plaintext_json);
    }
  });

  it('stream: decrypts each ciphertext, the long one included', async () => {
    for (const vector of vectors.stream.vectors) {
      const plaintext = await decryptBytes(
        fromHex(vector.file_key),
        vector.document_id,
        fromHex(vector.ciphertext),
      );
      expect(toHex(plaintext)).toBe(vector.plaintext);
    }
  });

  it('share: the recipient unwraps the key', async () => {
    for (const vector of vectors.share.vectors) {
      const key = await unwrapKeyFromSender(
        fromHex(vector.recipient_private_key),
        fromHex(vector.recipient_public_key),
        fromHex(vector.wrapped),
        { recipientUserId: vector.recipient_user_id, documentId: vector.document_id },
      );
      expect(toHex(key)).toBe(vector.key);
    }
  });
});

describe('test vectors v1, read independently with node:crypto', () => {
  it('hkdf', () => {
    for (const vector of vectors.hkdf.vectors) {
      expect(referenceHkdf(fromHex(vector.ikm), fromHex(vector.salt), vector.info).toString('hex')).toBe(
        vector.okm,
      );
    }
  });

  it('key_wrap: 0x01 ‖ nonce ‖ AES-256-GCM with the documented associated data', () => {
    for (const vector of vectors.key_wrap.vectors) {
      const wrapped = fromHex(vector.wrapped);
      expect(wrapped[0]).toBe(1);
      expect(toHex(wrapped.subarray(1, 13))).toBe(vector.nonce);
      const key = referenceOpen(
        fromHex(vector.wrapping_key),
        wrapped.subarray(1, 13),
        vector.associated_data,
        wrapped.subarray(13),
      );
      expect(key.toString('hex')).toBe(vector.key);
    }
  });

  it('recovery_key: the 56 characters spell a multiple of 1048573 whose top 256 bits are the key', () => {
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (const vector of vectors.recovery_key.vectors) {
      const characters = vector.text.replaceAll('-', '');
      expect(characters).toHaveLength(56);
      let value = 0n;
      for (const character of characters) value = value * 32n + BigInt(alphabet.indexOf(character));
      expect(value % 1_048_573n).toBe(0n);
      expect((value >> 24n).toString(16).padStart(64, '0')).toBe(vector.bytes);
      expect(
        referenceHkdf(fromHex(vector.bytes), new Uint8Array(0), 'amparo-vault/v1/recovery').toString('hex'),
      ).toBe(vector.wrapping_key);
    }
  });

  it('metadata: 0x01 ‖ salt ‖ nonce ‖ AES-256-GCM under the HKDF metadata key', () => {
    for (const vector of vectors.metadata.vectors) {
      const sealed = fromHex(vector.sealed);
      expect(toHex(sealed.subarray(1, 17))).toBe(vector.salt);
      expect(toHex(sealed.subarray(17, 29))).toBe(vector.nonce);
      const key = referenceHkdf(fromHex(vector.file_key), sealed.subarray(1, 17), 'amparo-vault/v1/metadata');
      const json = referenceOpen(
        key,
        sealed.subarray(17, 29),
        `amparo-vault/v1|metadata|${vector.document_id}`,
        sealed.subarray(29),
      );
      expect(json.toString('utf8')).toBe(vector.plaintext_json);
    }
  });

  it('stream: header, then one last chunk for these short plaintexts', () => {
    for (const vector of vectors.stream.vectors) {
      const ciphertext = fromHex(vector.ciphertext);
      expect(ciphertext[0]).toBe(1);
      expect(toHex(ciphertext.subarray(1, 17))).toBe(vector.salt);
      const key = referenceHkdf(fromHex(vector.file_key), fromHex(vector.salt), 'amparo-vault/v1/payload');
      const plaintext = referenceOpen(
        key,
        referenceNonce(0, true),
        `amparo-vault/v1|document|${vector.document_id}`,
        ciphertext.subarray(17),
      );
      expect(plaintext.toString('hex')).toBe(vector.plaintext);
    }
  });

  it('stream: an independent encryption of the long pattern has the published length, hash and last chunk', () => {
    for (const vector of vectors.stream.long_vectors) {
      const plaintext = Buffer.alloc(vector.plaintext_length);
      for (let index = 0; index < plaintext.length; index++) plaintext[index] = index % 251;
      const key = referenceHkdf(fromHex(vector.file_key), fromHex(vector.salt), 'amparo-vault/v1/payload');
      const parts: Buffer[] = [Buffer.from([1]), Buffer.from(fromHex(vector.salt))];
      const chunkCount = Math.max(1, Math.ceil(plaintext.length / CHUNK));
      for (let counter = 0; counter < chunkCount; counter++) {
        const cipher = createCipheriv(
          'aes-256-gcm',
          key,
          referenceNonce(counter, counter === chunkCount - 1),
        );
        cipher.setAAD(Buffer.from(`amparo-vault/v1|document|${vector.document_id}`, 'utf8'));
        parts.push(
          cipher.update(plaintext.subarray(counter * CHUNK, (counter + 1) * CHUNK)),
          cipher.final(),
          cipher.getAuthTag(),
        );
      }
      const ciphertext = Buffer.concat(parts);
      expect(ciphertext.length).toBe(vector.ciphertext_length);
      expect(createHash('sha256').update(ciphertext).digest('hex')).toBe(vector.ciphertext_sha256);
      expect(ciphertext.subarray(17 + (chunkCount - 1) * (CHUNK + 16)).toString('hex')).toBe(
        vector.last_chunk,
      );
    }
  });

  it('share: ECDH with the ephemeral key in the value, HKDF salted with both public keys, then AES-256-GCM', () => {
    for (const vector of vectors.share.vectors) {
      const wrapped = fromHex(vector.wrapped);
      expect(wrapped).toHaveLength(126);
      expect(toHex(wrapped.subarray(1, 66))).toBe(vector.ephemeral_public_key);
      const sharedSecret = diffieHellman({
        privateKey: createPrivateKey({
          key: Buffer.from(fromHex(vector.recipient_private_key)),
          format: 'der',
          type: 'pkcs8',
        }),
        publicKey: referencePublicKey(wrapped.subarray(1, 66)),
      });
      const key = referenceHkdf(
        sharedSecret,
        fromHex(vector.ephemeral_public_key + vector.recipient_public_key),
        'amparo-vault/v1/share',
      );
      const additionalData = `amparo-vault/v1|share|${vector.recipient_user_id}|${vector.document_id}`;
      expect(
        referenceOpen(key, wrapped.subarray(66, 78), additionalData, wrapped.subarray(78)).toString('hex'),
      ).toBe(vector.key);
    }
  });
});
