import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalObjectStorage } from './local-object-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

/** The configured storage: the S3 bucket when S3_BUCKET is set, otherwise DATA_DIR/objects. */
export async function createObjectStorage(config: Config): Promise<ObjectStorage> {
  if (config.s3) {
    // Loaded only when configured: the AWS SDK is large and the embedded default never needs it.
    const { createS3ObjectStorage } = await import('./s3-object-storage.ts');
    return createS3ObjectStorage(config.s3);
  }
  return createLocalObjectStorage(join(config.dataDir, 'objects'));
}
