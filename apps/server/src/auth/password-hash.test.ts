import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_PASSWORD_HASH_COST, TEST_PASSWORD_HASH_COST } from './password-hash.ts';

describe('createPasswordHasher', () => {
  it('hashes with argon2id at OWASP cost by default and verifies', async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('violet tundra compass');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hasher.verify(stored, 'violet tundra compass')).toBe(true);
    expect(await hasher.verify(stored, 'violet tundra compasS')).toBe(false);
  });

  it('salts every hash', async () => {
    const hasher = createPasswordHasher(TEST_PASSWORD_HASH_COST);
    expect(await hasher.hash('same words here')).not.toBe(await hasher.hash('same words here'));
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hasher = createPasswordHasher(TEST_PASSWORD_HASH_COST);
    const stored = await hasher.hash('canción de cuna'.normalize('NFC'));
    expect(await hasher.verify(stored, 'canción de cuna'.normalize('NFD'))).toBe(true);
  });

  it('answers false, not an exception, for a damaged hash', async () => {
    const hasher = createPasswordHasher(TEST_PASSWORD_HASH_COST);
    expect(await hasher.verify('not-a-hash', 'anything at all')).toBe(false);
  });

  it('asks for a rehash when a stored hash is cheaper than the current cost', async () => {
    const cheap = await createPasswordHasher(TEST_PASSWORD_HASH_COST).hash('violet tundra compass');
    expect(createPasswordHasher(OWASP_PASSWORD_HASH_COST).needsRehash(cheap)).toBe(true);
    expect(createPasswordHasher(TEST_PASSWORD_HASH_COST).needsRehash(cheap)).toBe(false);
    expect(createPasswordHasher().needsRehash('$2a$10$bcrypt-style')).toBe(true);
  });

  it('spends about as long on a dummy verification as on a real one', async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('violet tundra compass');
    await hasher.verifyDummy('warm up');
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      for (let round = 0; round < 3; round++) await run();
      return performance.now() - started;
    };
    const real = await time(() => hasher.verify(stored, 'wrong guess'));
    const dummy = await time(() => hasher.verifyDummy('wrong guess'));
    expect(dummy).toBeGreaterThan(real * 0.5);
    expect(dummy).toBeLessThan(real * 2);
  });
});
