import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { createPasswordHasher, OWASP_PASSWORD_HASH_COST, TEST_PASSWORD_HASH_COST } from './password-hash.ts';

// Records the hash of every verification the hasher runs.
const argon2 = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (hash: string, password: string) => {
      argon2.verified.push(hash);
      return actual.verify(hash, password);
    },
  };
});

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

  it('does one full verification at the current cost for an unknown account, so it takes as long as a real one', async () => {
    // What makes the time equal is the work, not a clock: exactly one argon2id verification against a hash of the
    // same cost as real ones. (Tests assert no wall-clock time; on a loaded machine such ratios are noise.)
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('violet tundra compass');
    argon2.verified.length = 0;
    await hasher.verify(stored, 'wrong guess');
    await hasher.verifyDummy('wrong guess');
    await hasher.verifyDummy('another guess');
    expect(argon2.verified).toHaveLength(3);
    const [real, ...dummies] = argon2.verified.map((hash) => parseOptions(hash));
    for (const dummy of dummies) expect(dummy).toEqual(real);
    expect(real).toMatchObject(OWASP_PASSWORD_HASH_COST);
  });
});
