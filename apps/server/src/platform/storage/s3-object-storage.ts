import type { Config } from '../config.ts';
import type { ObjectStorage } from './object-storage.ts';

/** The S3-compatible implementation (written by the storage work; see ObjectStorage). */
export function createS3ObjectStorage(_settings: NonNullable<Config['s3']>): ObjectStorage {
  throw new Error('S3 storage is being written');
}
