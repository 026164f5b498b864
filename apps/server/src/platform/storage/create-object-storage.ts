import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalObjectStorage } from './local-object-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3ObjectStorage } from './s3-object-storage.ts';

/** The configured storage: the S3 bucket when S3_BUCKET is set, otherwise DATA_DIR/objects. */
export async function createObjectStorage(config: Config): Promise<ObjectStorage> {
  // createS3ObjectStorage loads the AWS SDK itself, only when S3 is configured.
  if (config.s3) return createS3ObjectStorage(config.s3);
  return createLocalObjectStorage(join(config.dataDir, 'objects'));
}
