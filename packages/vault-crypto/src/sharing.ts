// Sharing a file key with another user: ECDH P-256 with an ephemeral key pair per wrap (ECIES).
// Format: 0x01 ‖ ephemeral public key(65, uncompressed) ‖ nonce(12) ‖ ciphertext(32) ‖ tag(16) = 126 bytes.
// Wrapping key = HKDF-SHA256(ECDH shared secret, salt = ephemeral public ‖ recipient public, "amparo-vault/v1/share").
import { associatedData, requireDocumentId } from './associated-data.ts';
import { concatBytes } from './bytes.ts';
import { FORMAT_VERSION, KEY_BYTES, NONCE_BYTES, TAG_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';
import { randomBytes } from './random.ts';
import {
  aesGcmOpen,
  aesGcmSeal,
  asBufferSource,
  hkdfAesGcmKey,
  requireKeyBytes,
  type WebCryptoKey,
} from './web-crypto.ts';

export type ShareContext = { recipientUserId: string; documentId: string };

const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const SHARE_INFO = 'amparo-vault/v1/share';
const PUBLIC_KEY_BYTES = 65;
const UNCOMPRESSED_POINT = 0x04;
const SHARED_SECRET_BITS = 256;
const WRAPPED_BYTES = 1 + PUBLIC_KEY_BYTES + NONCE_BYTES + KEY_BYTES + TAG_BYTES;

function shareAssociatedData(context: ShareContext): Uint8Array {
  requireDocumentId(context.documentId);
  if (context.recipientUserId.length === 0)
    throw new VaultCryptoError('malformed', 'a recipient is required');
  return associatedData('share', context.recipientUserId, context.documentId);
}

/** Imports a raw public key; an off-curve point or a wrong encoding is `malformed` (never a silent weak key). */
async function importPublicKey(publicKey: Uint8Array): Promise<WebCryptoKey> {
  if (publicKey.length !== PUBLIC_KEY_BYTES || publicKey[0] !== UNCOMPRESSED_POINT) {
    throw new VaultCryptoError('malformed', 'a public key is 65 bytes, uncompressed');
  }
  try {
    return await globalThis.crypto.subtle.importKey('raw', asBufferSource(publicKey), CURVE, true, []);
  } catch {
    throw new VaultCryptoError('malformed', 'the public key is not a P-256 point');
  }
}

async function importPrivateKey(privateKey: Uint8Array): Promise<WebCryptoKey> {
  try {
    return await globalThis.crypto.subtle.importKey('pkcs8', asBufferSource(privateKey), CURVE, false, [
      'deriveBits',
    ]);
  } catch {
    throw new VaultCryptoError('malformed', 'the private key is not a P-256 PKCS#8 key');
  }
}

async function shareWrappingKey(
  privateKey: WebCryptoKey,
  peerPublicKey: WebCryptoKey,
  ephemeralPublicKey: Uint8Array,
  recipientPublicKey: Uint8Array,
): Promise<WebCryptoKey> {
  const sharedSecret = await globalThis.crypto.subtle.deriveBits(
    { name: 'ECDH', public: peerPublicKey },
    privateKey,
    SHARED_SECRET_BITS,
  );
  return hkdfAesGcmKey(
    new Uint8Array(sharedSecret),
    concatBytes(ephemeralPublicKey, recipientPublicKey),
    SHARE_INFO,
  );
}

/** Each user's pair: the public half goes to the server, the private half is wrapped by the vault key. */
export async function generateSharingKeyPair(): Promise<{
  publicKey: Uint8Array;
  privateKey: Uint8Array;
}> {
  const pair = await globalThis.crypto.subtle.generateKey(CURVE, true, ['deriveBits']);
  const [publicKey, privateKey] = await Promise.all([
    globalThis.crypto.subtle.exportKey('raw', pair.publicKey),
    globalThis.crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: new Uint8Array(publicKey), privateKey: new Uint8Array(privateKey) };
}

/** `wrapKeyForRecipient` with a chosen ephemeral key (PKCS#8) and nonce: for the published test vectors only. */
export async function wrapKeyForRecipientWithRandomness(
  recipientPublicKey: Uint8Array,
  key: Uint8Array,
  context: ShareContext,
  ephemeral: { publicKey: Uint8Array; privateKey: Uint8Array },
  nonce: Uint8Array,
): Promise<Uint8Array> {
  requireKeyBytes(key, 'a shared key');
  const additionalData = shareAssociatedData(context);
  if (nonce.length !== NONCE_BYTES) throw new VaultCryptoError('malformed', 'the nonce must be 12 bytes');
  const recipient = await importPublicKey(recipientPublicKey);
  const ephemeralPrivate = await importPrivateKey(ephemeral.privateKey);
  const wrappingKey = await shareWrappingKey(
    ephemeralPrivate,
    recipient,
    ephemeral.publicKey,
    recipientPublicKey,
  );
  const sealed = await aesGcmSeal(wrappingKey, nonce, additionalData, key);
  return concatBytes(Uint8Array.of(FORMAT_VERSION), ephemeral.publicKey, nonce, sealed);
}

/** Only the holder of the recipient's private key can unwrap; the sender keeps no way back in. */
export async function wrapKeyForRecipient(
  recipientPublicKey: Uint8Array,
  key: Uint8Array,
  context: ShareContext,
): Promise<Uint8Array> {
  return wrapKeyForRecipientWithRandomness(
    recipientPublicKey,
    key,
    context,
    await generateSharingKeyPair(),
    randomBytes(NONCE_BYTES),
  );
}

/** Throws `unsupported_version`, `malformed`, or `authentication_failed` (wrong keys, recipient or document). */
export async function unwrapKeyFromSender(
  privateKey: Uint8Array,
  ownPublicKey: Uint8Array,
  wrapped: Uint8Array,
  context: ShareContext,
): Promise<Uint8Array> {
  const additionalData = shareAssociatedData(context);
  if (wrapped.length === 0) throw new VaultCryptoError('malformed', 'the wrapped key is empty');
  if (wrapped[0] !== FORMAT_VERSION)
    throw new VaultCryptoError('unsupported_version', 'unknown shared key version');
  if (wrapped.length !== WRAPPED_BYTES)
    throw new VaultCryptoError('malformed', 'the shared key has the wrong length');
  const ephemeralPublicKey = wrapped.subarray(1, 1 + PUBLIC_KEY_BYTES);
  const nonceStart = 1 + PUBLIC_KEY_BYTES;
  const [ownPrivate, ephemeral] = await Promise.all([
    importPrivateKey(privateKey),
    importPublicKey(ephemeralPublicKey),
    importPublicKey(ownPublicKey),
  ]);
  const wrappingKey = await shareWrappingKey(ownPrivate, ephemeral, ephemeralPublicKey, ownPublicKey);
  return aesGcmOpen(
    wrappingKey,
    wrapped.subarray(nonceStart, nonceStart + NONCE_BYTES),
    additionalData,
    wrapped.subarray(nonceStart + NONCE_BYTES),
  );
}
