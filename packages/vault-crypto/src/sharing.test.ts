import { describe, expect, it } from 'vitest';
import { concatBytes } from './bytes.ts';
import { generateSharingKeyPair, unwrapKeyFromSender, wrapKeyForRecipient } from './sharing.ts';

const key = new Uint8Array(32).fill(6);
const context = { recipientUserId: 'user-2', documentId: 'doc-1' };

async function unwrapError(
  pair: { publicKey: Uint8Array; privateKey: Uint8Array },
  wrapped: Uint8Array,
  unwrapContext = context,
): Promise<unknown> {
  return unwrapKeyFromSender(pair.privateKey, pair.publicKey, wrapped, unwrapContext).then(
    () => new Error('unwrap unexpectedly succeeded'),
    (error: unknown) => error,
  );
}

describe('sharing a key with another user', () => {
  it('makes a raw 65-byte public key and a PKCS#8 private key', async () => {
    const pair = await generateSharingKeyPair();
    expect(pair.publicKey).toHaveLength(65);
    expect(pair.publicKey[0]).toBe(0x04);
    expect(pair.privateKey[0]).toBe(0x30);
  });

  it('round-trips, with a fresh ephemeral key each time', async () => {
    const recipient = await generateSharingKeyPair();
    const first = await wrapKeyForRecipient(recipient.publicKey, key, context);
    const second = await wrapKeyForRecipient(recipient.publicKey, key, context);
    expect(first).toHaveLength(126);
    expect(first.subarray(1, 66)).not.toEqual(second.subarray(1, 66));
    expect(await unwrapKeyFromSender(recipient.privateKey, recipient.publicKey, first, context)).toEqual(key);
  });

  it('refuses anyone but the recipient', async () => {
    const recipient = await generateSharingKeyPair();
    const stranger = await generateSharingKeyPair();
    const wrapped = await wrapKeyForRecipient(recipient.publicKey, key, context);
    expect(await unwrapError(stranger, wrapped)).toMatchObject({ code: 'authentication_failed' });
    expect(await unwrapError({ ...recipient, publicKey: stranger.publicKey }, wrapped)).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses another recipient id or document id (the context is bound)', async () => {
    const recipient = await generateSharingKeyPair();
    const wrapped = await wrapKeyForRecipient(recipient.publicKey, key, context);
    expect(await unwrapError(recipient, wrapped, { ...context, recipientUserId: 'user-3' })).toMatchObject({
      code: 'authentication_failed',
    });
    expect(await unwrapError(recipient, wrapped, { ...context, documentId: 'doc-2' })).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses a flipped bit in the nonce or ciphertext', async () => {
    const recipient = await generateSharingKeyPair();
    const wrapped = await wrapKeyForRecipient(recipient.publicKey, key, context);
    for (const index of [70, 90, wrapped.length - 1]) {
      const tampered = wrapped.slice();
      tampered[index] = (tampered[index] ?? 0) ^ 4;
      expect(await unwrapError(recipient, tampered)).toMatchObject({ code: 'authentication_failed' });
    }
  });

  it('refuses an ephemeral key that is not a point on the curve as malformed', async () => {
    const recipient = await generateSharingKeyPair();
    const wrapped = await wrapKeyForRecipient(recipient.publicKey, key, context);
    const offCurve = wrapped.slice();
    offCurve[40] = (offCurve[40] ?? 0) ^ 1;
    expect(await unwrapError(recipient, offCurve)).toMatchObject({ code: 'malformed' });
  });

  it('refuses another version byte, and empty or mis-sized values', async () => {
    const recipient = await generateSharingKeyPair();
    const wrapped = await wrapKeyForRecipient(recipient.publicKey, key, context);
    expect(await unwrapError(recipient, concatBytes(Uint8Array.of(2), wrapped.subarray(1)))).toMatchObject({
      code: 'unsupported_version',
    });
    expect(await unwrapError(recipient, new Uint8Array(0))).toMatchObject({ code: 'malformed' });
    expect(await unwrapError(recipient, wrapped.subarray(0, 125))).toMatchObject({ code: 'malformed' });
    expect(await unwrapError(recipient, concatBytes(wrapped, Uint8Array.of(0)))).toMatchObject({
      code: 'malformed',
    });
  });

  it('refuses a recipient public key that is malformed', async () => {
    const recipient = await generateSharingKeyPair();
    const compressed = concatBytes(Uint8Array.of(0x02), recipient.publicKey.subarray(1, 33));
    const offCurve = recipient.publicKey.slice();
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    for (const publicKey of [new Uint8Array(0), compressed, offCurve, new Uint8Array(65).fill(4)]) {
      await expect(wrapKeyForRecipient(publicKey, key, context)).rejects.toMatchObject({ code: 'malformed' });
    }
  });

  it('refuses a private key that is not PKCS#8 P-256 as malformed', async () => {
    const recipient = await generateSharingKeyPair();
    const wrapped = await wrapKeyForRecipient(recipient.publicKey, key, context);
    expect(
      await unwrapError({ ...recipient, privateKey: new Uint8Array(138).fill(1) }, wrapped),
    ).toMatchObject({
      code: 'malformed',
    });
  });

  it('shares only 32-byte keys, and needs a recipient and a document', async () => {
    const recipient = await generateSharingKeyPair();
    await expect(wrapKeyForRecipient(recipient.publicKey, new Uint8Array(16), context)).rejects.toMatchObject(
      {
        code: 'malformed',
      },
    );
    await expect(
      wrapKeyForRecipient(recipient.publicKey, key, { recipientUserId: '', documentId: 'doc-1' }),
    ).rejects.toMatchObject({ code: 'malformed' });
    await expect(
      wrapKeyForRecipient(recipient.publicKey, key, { recipientUserId: 'user-2', documentId: '' }),
    ).rejects.toMatchObject({ code: 'malformed' });
  });
});
