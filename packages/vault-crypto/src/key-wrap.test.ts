import { describe, expect, it } from 'vitest';
import { concatBytes } from './bytes.ts';
import { unwrapKey, type WrapContext, wrapKey } from './key-wrap.ts';

const wrappingKey = new Uint8Array(32).fill(1);
const key = new Uint8Array(32).fill(2);
const context: WrapContext = { purpose: 'file-key', userId: 'user-1', objectId: 'doc-1' };

async function unwrapError(
  wrapped: Uint8Array,
  unwrapWith = wrappingKey,
  unwrapContext = context,
): Promise<unknown> {
  return unwrapKey(unwrapWith, wrapped, unwrapContext).then(
    () => new Error('unwrap unexpectedly succeeded'),
    (error: unknown) => error,
  );
}

describe('wrapKey and unwrapKey', () => {
  it('round-trips, with a fresh nonce each time', async () => {
    const first = await wrapKey(wrappingKey, key, context);
    const second = await wrapKey(wrappingKey, key, context);
    expect(first).toHaveLength(1 + 12 + 32 + 16);
    expect(first[0]).toBe(1);
    expect(first).not.toEqual(second);
    expect(await unwrapKey(wrappingKey, first, context)).toEqual(key);
  });

  it('wraps a sharing private key (longer than 32 bytes) only as private-key', async () => {
    const privateKey = new Uint8Array(138).fill(9);
    const wrapped = await wrapKey(wrappingKey, privateKey, { purpose: 'private-key', userId: 'user-1' });
    expect(await unwrapKey(wrappingKey, wrapped, { purpose: 'private-key', userId: 'user-1' })).toEqual(
      privateKey,
    );
    await expect(wrapKey(wrappingKey, privateKey, context)).rejects.toMatchObject({ code: 'malformed' });
  });

  it('refuses the wrong wrapping key', async () => {
    const wrapped = await wrapKey(wrappingKey, key, context);
    expect(await unwrapError(wrapped, new Uint8Array(32).fill(3))).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses another purpose, user or object (the context is bound)', async () => {
    const wrapped = await wrapKey(wrappingKey, key, context);
    for (const other of [
      { ...context, purpose: 'link-key' as const },
      { ...context, userId: 'user-2' },
      { ...context, objectId: 'doc-2' },
      { purpose: 'file-key' as const, userId: 'user-1' },
    ]) {
      expect(await unwrapError(wrapped, wrappingKey, other)).toMatchObject({ code: 'authentication_failed' });
    }
  });

  it('refuses a flipped bit anywhere after the version byte', async () => {
    const wrapped = await wrapKey(wrappingKey, key, context);
    for (const index of [1, 12, 13, 30, wrapped.length - 1]) {
      const tampered = wrapped.slice();
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(await unwrapError(tampered)).toMatchObject({ code: 'authentication_failed' });
    }
  });

  it('refuses another version byte', async () => {
    const wrapped = await wrapKey(wrappingKey, key, context);
    expect(await unwrapError(concatBytes(Uint8Array.of(2), wrapped.subarray(1)))).toMatchObject({
      code: 'unsupported_version',
    });
  });

  it('refuses empty, truncated and oversized values as malformed', async () => {
    const wrapped = await wrapKey(wrappingKey, key, context);
    expect(await unwrapError(new Uint8Array(0))).toMatchObject({ code: 'malformed' });
    expect(await unwrapError(wrapped.subarray(0, 29))).toMatchObject({ code: 'malformed' });
    expect(await unwrapError(concatBytes(wrapped, new Uint8Array(600)))).toMatchObject({ code: 'malformed' });
  });

  it('refuses an id holding the separator, so two contexts can never share associated data', async () => {
    await expect(wrapKey(wrappingKey, key, { purpose: 'file-key', userId: 'a|b' })).rejects.toMatchObject({
      code: 'malformed',
    });
  });

  it('refuses a wrapping key or a key of the wrong length, and an unknown purpose', async () => {
    await expect(wrapKey(new Uint8Array(16), key, context)).rejects.toMatchObject({ code: 'malformed' });
    await expect(wrapKey(wrappingKey, new Uint8Array(31), context)).rejects.toMatchObject({
      code: 'malformed',
    });
    await expect(
      wrapKey(wrappingKey, key, { purpose: 'something-else' as WrapContext['purpose'] }),
    ).rejects.toMatchObject({ code: 'malformed' });
  });
});
