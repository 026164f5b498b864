import { describe, expect, it } from 'vitest';
import { derivePrfWrappingKey } from './passkey-prf.ts';
import { randomBytes } from './random.ts';

describe('derivePrfWrappingKey', () => {
  it('derives a 32-byte key from 32 or more bytes of PRF output, different for different outputs', async () => {
    const first = await derivePrfWrappingKey(randomBytes(32));
    const second = await derivePrfWrappingKey(randomBytes(64));
    expect(first).toHaveLength(32);
    expect(second).toHaveLength(32);
    expect(first).not.toEqual(second);
  });

  it('refuses output shorter than 32 bytes', async () => {
    await expect(derivePrfWrappingKey(randomBytes(31))).rejects.toMatchObject({ code: 'weak_key_material' });
    await expect(derivePrfWrappingKey(new Uint8Array(0))).rejects.toMatchObject({
      code: 'weak_key_material',
    });
  });

  it('refuses output that is all zeros', async () => {
    await expect(derivePrfWrappingKey(new Uint8Array(32))).rejects.toMatchObject({
      code: 'weak_key_material',
    });
  });
});
