// Builds the published v1 test vectors from fixed inputs with this package's own functions. The committed
// v1.json is the reference: the vitest suite checks that this build still reproduces it byte for byte, and
// write-v1.ts rewrites it (only ever on purpose, for a new vector, never to make a changed format pass).
import { utf8Encode } from '../src/bytes.ts';
import { CHUNK_BYTES } from '../src/constants.ts';
import { type WrapContext, wrapKeyWithNonce } from '../src/key-wrap.ts';
import { encryptMetadataWithRandomness } from '../src/metadata.ts';
import { derivePrfWrappingKey } from '../src/passkey-prf.ts';
import { derivePassphraseKey } from '../src/passphrase-key.ts';
import { deriveRecoveryWrappingKey, formatRecoveryKey } from '../src/recovery-key.ts';
import { wrapKeyForRecipientWithRandomness } from '../src/sharing.ts';
import { createEncryptionStreamWithSalt } from '../src/stream-encryption.ts';
import { hkdfBytes } from '../src/web-crypto.ts';

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** Bytes start, start+1, … (mod 256): inputs anyone can rebuild from the description. */
function sequence(start: number, length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (start + index) % 256);
}

export const PATTERN_DESCRIPTION = 'byte i is i mod 251';
export function patternBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => index % 251);
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes))));
}

export async function encryptWithSalt(
  fileKey: Uint8Array,
  documentId: string,
  salt: Uint8Array,
  plaintext: Uint8Array,
): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(plaintext);
      controller.close();
    },
  });
  const pieces: Uint8Array[] = [];
  const reader = source.pipeThrough(createEncryptionStreamWithSalt(fileKey, documentId, salt)).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
  const output = new Uint8Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    output.set(piece, offset);
    offset += piece.length;
  }
  return output;
}

/** Fixed P-256 key pairs (generated once with generateSharingKeyPair; PKCS#8 includes the public point). */
export const RECIPIENT = {
  publicKey:
    '04fb8451594ed438e40e830f2519bf7f438607a51b4216af75d7c76b5047a7b6b5a0321f10824a2583842b10cce670b843321bc64ccfb3b95391772ed306f117eb',
  privateKey:
    '308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420605c9693b7156662dd2913e7e44b09f72a0a27d81413851a1195e8a5a956883fa14403420004fb8451594ed438e40e830f2519bf7f438607a51b4216af75d7c76b5047a7b6b5a0321f10824a2583842b10cce670b843321bc64ccfb3b95391772ed306f117eb',
};
const EPHEMERAL = {
  publicKey:
    '041c01921f916313093724aa4f3ca9f3f6cbe10a8c7f273244dfdde579875fa94c06d3dfef366ec9f1e9e00634eee0e505257cef723fff5cb2ee707604c8b8ef62',
  privateKey:
    '308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b02010104201435d15e42c47e786bb8b894ba3e9e3b9c9befbd49546270874367c724bc1962a144034200041c01921f916313093724aa4f3ca9f3f6cbe10a8c7f273244dfdde579875fa94c06d3dfef366ec9f1e9e00634eee0e505257cef723fff5cb2ee707604c8b8ef62',
};

const USER_ID = '0b7e5d0c-4f6a-4c1e-9d1e-2f8b6a3c9d10';
const OTHER_USER_ID = '6a1f2e3d-8c7b-4a59-b0e1-d2c3b4a59687';
const DOCUMENT_ID = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a098';
const CREDENTIAL_ID = 'pZ3k9Qm1x_7YbT2w';

async function ecdhSharedSecret(privateKeyHex: string, publicKeyHex: string): Promise<Uint8Array> {
  const curve = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const privateKey = await globalThis.crypto.subtle.importKey(
    'pkcs8',
    new Uint8Array(fromHex(privateKeyHex)),
    curve,
    false,
    ['deriveBits'],
  );
  const publicKey = await globalThis.crypto.subtle.importKey(
    'raw',
    new Uint8Array(fromHex(publicKeyHex)),
    curve,
    true,
    [],
  );
  return new Uint8Array(
    await globalThis.crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256),
  );
}

async function hkdfVector(info: string, inputKeyMaterial: Uint8Array, salt: Uint8Array) {
  return {
    info,
    ikm: toHex(inputKeyMaterial),
    salt: toHex(salt),
    okm: toHex(await hkdfBytes(inputKeyMaterial, salt, info)),
  };
}

async function argon2Vector(passphrase: string, salt: Uint8Array, memoryKiB: number, iterations: number) {
  const key = await derivePassphraseKey(passphrase, {
    algorithm: 'argon2id',
    salt,
    memoryKiB,
    iterations,
    parallelism: 1,
  });
  return {
    passphrase,
    salt: toHex(salt),
    memory_kib: memoryKiB,
    iterations,
    parallelism: 1,
    key: toHex(key),
  };
}

async function keyWrapVector(
  wrappingKey: Uint8Array,
  key: Uint8Array,
  context: WrapContext,
  nonce: Uint8Array,
) {
  return {
    purpose: context.purpose,
    user_id: context.userId ?? '',
    object_id: context.objectId ?? '',
    associated_data: `amparo-vault/v1|${context.purpose}|${context.userId ?? ''}|${context.objectId ?? ''}`,
    wrapping_key: toHex(wrappingKey),
    key: toHex(key),
    nonce: toHex(nonce),
    wrapped: toHex(await wrapKeyWithNonce(wrappingKey, key, context, nonce)),
  };
}

async function recoveryVector(bytes: Uint8Array, alsoAccepted: (text: string) => string[]) {
  const text = formatRecoveryKey(bytes);
  return {
    bytes: toHex(bytes),
    text,
    also_accepted: alsoAccepted(text),
    wrapping_key: toHex(await deriveRecoveryWrappingKey(bytes)),
  };
}

async function streamVector(fileKey: Uint8Array, documentId: string, salt: Uint8Array, plaintextHex: string) {
  const ciphertext = await encryptWithSalt(fileKey, documentId, salt, fromHex(plaintextHex));
  return {
    file_key: toHex(fileKey),
    document_id: documentId,
    salt: toHex(salt),
    plaintext: plaintextHex,
    ciphertext: toHex(ciphertext),
  };
}

export async function buildTestVectorsV1() {
  const fileKey = sequence(0x40, 32);
  const streamSalt = sequence(0xa0, 16);
  const longLength = CHUNK_BYTES + 5;
  const longCiphertext = await encryptWithSalt(fileKey, DOCUMENT_ID, streamSalt, patternBytes(longLength));
  const metadataJson = JSON.stringify({
    title: 'Green card — front & back',
    type: 'green_card',
    expires_on: '2031-04-30',
    notes: 'Renovar 6 meses antes. تجديد',
  });
  const recipientPublicKey = fromHex(RECIPIENT.publicKey);
  const sharedKey = sequence(0x60, 32);
  const shareNonce = sequence(0xd0, 12);

  return {
    protocol: 'amparo-vault/v1',
    description:
      'Fixed inputs and the exact outputs of vault protocol v1. All binary values are lowercase hex. ' +
      'See packages/vault-crypto/README.md for the formats and docs/decisions/008-vault-crypto.md for the design.',
    hkdf: {
      description: 'HKDF-SHA256 (RFC 5869), 32 bytes out, for every info label of the protocol.',
      vectors: [
        await hkdfVector('amparo-vault/v1/payload', fileKey, streamSalt),
        await hkdfVector('amparo-vault/v1/metadata', fileKey, sequence(0xb0, 16)),
        await hkdfVector('amparo-vault/v1/recovery', sequence(0x00, 32), new Uint8Array(0)),
        await hkdfVector('amparo-vault/v1/passkey-prf', sequence(0x80, 32), new Uint8Array(0)),
        await hkdfVector(
          'amparo-vault/v1/share',
          await ecdhSharedSecret(EPHEMERAL.privateKey, RECIPIENT.publicKey),
          fromHex(EPHEMERAL.publicKey + RECIPIENT.publicKey),
        ),
      ],
    },
    argon2id: {
      description:
        'Argon2id v1.3, 32-byte output, over the UTF-8 of the NFC-normalised passphrase. The first two use a small ' +
        'memory cost to keep tests fast; the third is the v1 default. The second passphrase is written decomposed ' +
        '(e + U+0301) and must give the same key as its composed form.',
      vectors: [
        await argon2Vector('correct horse battery staple', sequence(0x10, 16), 1024, 3),
        await argon2Vector('cafe\u0301 con leche, por favor', sequence(0x20, 16), 1024, 2),
        await argon2Vector('correct horse battery staple', sequence(0x10, 16), 65_536, 3),
      ],
      nfc_equivalents: [
        { written: 'cafe\u0301 con leche, por favor', normalised: 'café con leche, por favor' },
      ],
    },
    key_wrap: {
      description:
        'AES-256-GCM; wrapped = 0x01 ‖ nonce(12) ‖ ciphertext ‖ tag(16); AD = UTF-8 of associated_data.',
      vectors: [
        await keyWrapVector(
          sequence(0x00, 32),
          sequence(0x20, 32),
          { purpose: 'vault-key/passphrase', userId: USER_ID },
          sequence(0xc0, 12),
        ),
        await keyWrapVector(
          sequence(0x00, 32),
          sequence(0x20, 32),
          { purpose: 'vault-key/passkey', userId: USER_ID, objectId: CREDENTIAL_ID },
          sequence(0xc1, 12),
        ),
        await keyWrapVector(
          sequence(0x20, 32),
          fileKey,
          { purpose: 'file-key', userId: USER_ID, objectId: DOCUMENT_ID },
          sequence(0xc2, 12),
        ),
        await keyWrapVector(
          sequence(0x70, 32),
          fileKey,
          { purpose: 'proof-link/file-key', objectId: DOCUMENT_ID },
          sequence(0xc3, 12),
        ),
        await keyWrapVector(
          sequence(0x20, 32),
          fromHex(RECIPIENT.privateKey),
          { purpose: 'private-key', userId: USER_ID },
          sequence(0xc4, 12),
        ),
      ],
    },
    recovery_key: {
      description:
        'Crockford base32 of the 32 bytes (52 characters, 4 zero padding bits), then 4 check characters making the ' +
        '56-character base-32 number a multiple of 1048573, grouped by 4 with dashes. wrapping_key = HKDF-SHA256(' +
        'bytes, empty salt, "amparo-vault/v1/recovery").',
      vectors: [
        await recoveryVector(sequence(0x00, 32), (text) => [
          text.toLowerCase(),
          text.replaceAll('-', ''),
          text.replaceAll('-', ' '),
        ]),
        await recoveryVector(new Uint8Array(32).fill(0xff), (text) => [
          text.replaceAll('-', '  ').toLowerCase(),
        ]),
        await recoveryVector(new Uint8Array(32), (text) => [
          text.replaceAll('0', 'O'),
          text.replaceAll('0', 'o'),
        ]),
        await recoveryVector(sequence(0x91, 32), (text) => [
          text.replaceAll('1', 'I'),
          text.replaceAll('1', 'l'),
          text.replaceAll('1', 'L'),
        ]),
      ],
    },
    passkey_prf: {
      description: 'wrapping_key = HKDF-SHA256(prf_output, empty salt, "amparo-vault/v1/passkey-prf").',
      vectors: [
        {
          prf_output: toHex(sequence(0x80, 32)),
          wrapping_key: toHex(await derivePrfWrappingKey(sequence(0x80, 32))),
        },
      ],
    },
    metadata: {
      description:
        'sealed = 0x01 ‖ salt(16) ‖ nonce(12) ‖ AES-256-GCM(HKDF-SHA256(file_key, salt, "amparo-vault/v1/metadata"), ' +
        'UTF-8 of plaintext_json, AD "amparo-vault/v1|metadata|<document_id>").',
      vectors: [
        {
          file_key: toHex(fileKey),
          document_id: DOCUMENT_ID,
          salt: toHex(sequence(0xb0, 16)),
          nonce: toHex(sequence(0xe0, 12)),
          plaintext_json: metadataJson,
          sealed: toHex(
            await encryptMetadataWithRandomness(
              fileKey,
              DOCUMENT_ID,
              JSON.parse(metadataJson),
              sequence(0xb0, 16),
              sequence(0xe0, 12),
            ),
          ),
        },
      ],
    },
    stream: {
      description:
        'ciphertext = 0x01 ‖ salt(16) ‖ chunks; chunk i = AES-256-GCM(HKDF-SHA256(file_key, salt, ' +
        '"amparo-vault/v1/payload"), nonce = i as 11 bytes big-endian ‖ 0x01 if last else 0x00, ' +
        'AD "amparo-vault/v1|document|<document_id>"), 1048576 plaintext bytes per chunk but the last.',
      vectors: [
        await streamVector(fileKey, DOCUMENT_ID, streamSalt, ''),
        await streamVector(fileKey, DOCUMENT_ID, streamSalt, '61'),
        await streamVector(
          fileKey,
          DOCUMENT_ID,
          streamSalt,
          toHex(utf8Encode('Permanent Resident Card, A123456789')),
        ),
      ],
      long_vectors: [
        {
          file_key: toHex(fileKey),
          document_id: DOCUMENT_ID,
          salt: toHex(streamSalt),
          plaintext_length: longLength,
          plaintext_pattern: PATTERN_DESCRIPTION,
          ciphertext_length: longCiphertext.length,
          ciphertext_sha256: await sha256Hex(longCiphertext),
          last_chunk: toHex(longCiphertext.subarray(17 + CHUNK_BYTES + 16)),
        },
      ],
    },
    share: {
      description:
        'wrapped = 0x01 ‖ ephemeral public key(65) ‖ nonce(12) ‖ AES-256-GCM(HKDF-SHA256(ECDH(ephemeral, recipient), ' +
        'salt = ephemeral public ‖ recipient public, "amparo-vault/v1/share"), key, AD ' +
        '"amparo-vault/v1|share|<recipient_user_id>|<document_id>"). Public keys raw uncompressed, private keys PKCS#8.',
      vectors: [
        {
          recipient_user_id: OTHER_USER_ID,
          document_id: DOCUMENT_ID,
          recipient_public_key: RECIPIENT.publicKey,
          recipient_private_key: RECIPIENT.privateKey,
          ephemeral_public_key: EPHEMERAL.publicKey,
          ephemeral_private_key: EPHEMERAL.privateKey,
          nonce: toHex(shareNonce),
          key: toHex(sharedKey),
          wrapped: toHex(
            await wrapKeyForRecipientWithRandomness(
              recipientPublicKey,
              sharedKey,
              { recipientUserId: OTHER_USER_ID, documentId: DOCUMENT_ID },
              { publicKey: fromHex(EPHEMERAL.publicKey), privateKey: fromHex(EPHEMERAL.privateKey) },
              shareNonce,
            ),
          ),
        },
      ],
    },
  };
}

export type TestVectorsV1 = Awaited<ReturnType<typeof buildTestVectorsV1>>;
