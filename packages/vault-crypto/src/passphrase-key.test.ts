import { describe, expect, it } from 'vitest';
import { DEFAULT_KDF } from './constants.ts';
import { derivePassphraseKey, type KdfParams, newKdfParams } from './passphrase-key.ts';

/** A small memory cost keeps these tests fast; the default cost is covered by the test vectors. */
const fast = (salt = new Uint8Array(16).fill(1)): KdfParams => ({
  algorithm: 'argon2id',
  salt,
  memoryKiB: 1024,
  iterations: 1,
  parallelism: 1,
});

describe('passphrase key', () => {
  it('makes fresh parameters: a random 16-byte salt and the default cost', () => {
    const params = newKdfParams();
    expect(params).toMatchObject({ algorithm: 'argon2id', ...DEFAULT_KDF });
    expect(params.salt).toHaveLength(16);
    expect(params.salt).not.toEqual(newKdfParams().salt);
  });

  it('derives 32 bytes that depend on the passphrase and the salt', async () => {
    const key = await derivePassphraseKey('una frase larga', fast());
    expect(key).toHaveLength(32);
    expect(await derivePassphraseKey('una frase larga', fast())).toEqual(key);
    expect(await derivePassphraseKey('una frase larga.', fast())).not.toEqual(key);
    expect(await derivePassphraseKey('una frase larga', fast(new Uint8Array(16).fill(2)))).not.toEqual(key);
  });

  it('refuses parameters out of range, which only a tampered keyring could hold', async () => {
    const bad: KdfParams[] = [
      { ...fast(), salt: new Uint8Array(8) },
      { ...fast(), memoryKiB: 512 },
      { ...fast(), memoryKiB: 4_194_304 },
      { ...fast(), iterations: 0 },
      { ...fast(), iterations: 1000 },
      { ...fast(), parallelism: 0 },
      { ...fast(), iterations: 1.5 },
      { ...fast(), algorithm: 'scrypt' as 'argon2id' },
    ];
    for (const params of bad) {
      await expect(derivePassphraseKey('una frase larga', params)).rejects.toMatchObject({
        code: 'malformed',
      });
    }
  });

  it('refuses an empty passphrase', async () => {
    await expect(derivePassphraseKey('', fast())).rejects.toMatchObject({ code: 'weak_key_material' });
  });
});
