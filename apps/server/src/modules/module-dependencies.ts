import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { ObjectStorage } from '../platform/storage/object-storage.ts';

/** What every area's routes receive from the app; services take the parts they need as arguments. */
export type ModuleDependencies = {
  config: Config;
  db: Database;
  storage: ObjectStorage;
};
