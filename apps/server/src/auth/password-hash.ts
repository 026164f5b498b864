import { hash, parseOptions, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). Every hash carries its own parameters in the PHC
// string, so raising the cost later only needs `needsRehash` at the next sign-in.

export type PasswordHashCost = {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
};

export const OWASP_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * For the test suite only, where hundreds of sign-ups would otherwise spend minutes hashing. The auth plugin
 * picks it when NODE_ENV is `test` and refuses it in every other environment.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

// `Algorithm` is a const enum in the package's types, which isolated modules cannot inline: 2 is argon2id.
const ARGON2ID = 2;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be parsed; never throws on bad input. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  needsRehash(passwordHash: string): boolean;
  /**
   * Spends the time of one real verification, so a sign-in for an unknown account takes as long as one for a
   * known account with a wrong password.
   */
  verifyDummy(password: string): Promise<void>;
};

export function createPasswordHasher(cost: PasswordHashCost = OWASP_PASSWORD_HASH_COST): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...cost };
  let dummyHash: Promise<string> | undefined;

  const hasher: PasswordHasher = {
    hash: (password) => hash(password.normalize('NFC'), options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password.normalize('NFC'));
      } catch {
        return false;
      }
    },
    needsRehash(passwordHash) {
      try {
        const current = parseOptions(passwordHash);
        return (
          current.algorithm !== ARGON2ID ||
          current.memoryCost < cost.memoryCost ||
          current.timeCost < cost.timeCost ||
          current.parallelism < cost.parallelism
        );
      } catch {
        return true;
      }
    },
    async verifyDummy(password) {
      dummyHash ??= hash('amparo-dummy-password-for-constant-time', options);
      await hasher.verify(await dummyHash, password);
    },
  };
  return hasher;
}
