import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';

/** What the vault's services need; tests pass their own storage, quota and clock. */
export type VaultDependencies = {
  db: Database;
  storage: ObjectStorage;
  config: Pick<Config, 'vaultQuotaBytes'>;
  log?: { error: (object: object, message: string) => void };
};
