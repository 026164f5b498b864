import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import type { Config } from '../config.ts';
import { createObjectStorage } from './create-object-storage.ts';

describe('createObjectStorage', () => {
  let server: S3TestServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startS3TestServer();
    dataDir = await mkdtemp(join(tmpdir(), 'amparo-storage-choice-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Only the two settings the factory reads; the rest of Config plays no part.
  const configWith = (s3: Config['s3']) => ({ dataDir, s3 }) as Config;

  it('keeps objects under DATA_DIR/objects when no bucket is configured', async () => {
    const storage = await createObjectStorage(configWith(undefined));
    expect(storage.kind).toBe('local');
    await storage.put('vault/chosen', Buffer.from('local bytes'));
    expect(await readFile(join(dataDir, 'objects', 'vault', 'chosen'), 'utf8')).toBe('local bytes');
  });

  it('uses the bucket when S3 is configured', async () => {
    const storage = await createObjectStorage(
      configWith({
        bucket: server.bucket,
        region: server.credentials.region,
        endpoint: server.endpoint,
        accessKeyId: server.credentials.accessKeyId,
        secretAccessKey: server.credentials.secretAccessKey,
        forcePathStyle: true,
      }),
    );
    expect(storage.kind).toBe('s3');
    await storage.put('vault/chosen', Buffer.from('s3 bytes'));
    expect(server.objects.get('vault/chosen')?.toString()).toBe('s3 bytes');
  });
});
