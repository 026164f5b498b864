import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { createLocalObjectStorage } from './local-object-storage.ts';
import { ObjectNotFoundError, type ObjectStorage, ObjectTooLargeError } from './object-storage.ts';
import { createS3ObjectStorage, type S3Tuning } from './s3-object-storage.ts';

const MEBIBYTE = 1024 * 1024;

type Harness = {
  name: string;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  storage(): Promise<ObjectStorage>;
};

function localHarness(): Harness {
  let root = '';
  return {
    name: 'local',
    async setUp() {
      root = await mkdtemp(join(tmpdir(), 'amparo-objects-'));
    },
    async tearDown() {
      await rm(root, { recursive: true, force: true });
    },
    storage: async () => createLocalObjectStorage(root),
  };
}

function s3Harness(): Harness & {
  server(): S3TestServer;
  storageWith(tuning: S3Tuning): Promise<ObjectStorage>;
} {
  let server: S3TestServer | undefined;
  const started = () => {
    if (!server) throw new Error('The S3 test server is not running');
    return server;
  };
  const storageWith = (tuning: S3Tuning) => {
    const { endpoint, bucket, credentials } = started();
    return createS3ObjectStorage({ bucket, endpoint, ...credentials, forcePathStyle: true }, tuning);
  };
  return {
    name: 's3',
    async setUp() {
      server = await startS3TestServer();
    },
    async tearDown() {
      await server?.close();
    },
    // A small page size makes listing a few hundred keys cross several pages, as >1000 keys would on S3.
    storage: () => storageWith({ listPageSize: 250 }),
    server: started,
    storageWith,
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Deterministic pseudo-random bytes, produced piece by piece so the test never holds the whole body. */
function generatedStream(
  totalBytes: number,
  pieceBytes = 256 * 1024,
): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  let produced = 0;
  let state = 0x2545f491;
  const stream = new Readable({
    read() {
      if (produced >= totalBytes) {
        this.push(null);
        return;
      }
      const piece = Buffer.alloc(Math.min(pieceBytes, totalBytes - produced));
      for (let offset = 0; offset + 4 <= piece.length; offset += 4) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        piece.writeUInt32LE(state, offset);
      }
      produced += piece.length;
      hash.update(piece);
      this.push(piece);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function digestOf(stream: Readable): Promise<{ digest: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { digest: hash.digest('hex'), bytes };
}

const UNSAFE_KEYS = ['../x', 'a/../b', 'A', 'a//b', '/absolute', 'a/', '', 'a b', 'a/./b', 'é'];

const s3 = s3Harness();

describe.each([localHarness(), s3])('$name object storage', (harness) => {
  let storage: ObjectStorage;
  beforeAll(() => harness.setUp());
  afterAll(() => harness.tearDown());
  let round = 0;
  let base = '';
  beforeEach(async () => {
    storage = await harness.storage();
    // Each test writes under its own prefix, so tests sharing one bucket do not see each other's objects.
    round += 1;
    base = `test-${round}`;
  });

  it('round-trips bytes and reports the length', async () => {
    const data = new Uint8Array([0, 1, 2, 250, 255]);
    expect(await storage.put(`${base}/bytes`, data)).toBe(5);
    expect([...(await readAll(await storage.get(`${base}/bytes`)))]).toEqual([0, 1, 2, 250, 255]);
  });

  it('round-trips a stream and an empty object', async () => {
    expect(
      await storage.put(`${base}/stream`, Readable.from([Buffer.from('hello '), Buffer.from('vault')])),
    ).toBe(11);
    expect((await readAll(await storage.get(`${base}/stream`))).toString()).toBe('hello vault');
    expect(await storage.put(`${base}/empty-bytes`, new Uint8Array(0))).toBe(0);
    expect(await storage.put(`${base}/empty-stream`, Readable.from([]))).toBe(0);
    expect((await readAll(await storage.get(`${base}/empty-bytes`))).length).toBe(0);
    expect((await readAll(await storage.get(`${base}/empty-stream`))).length).toBe(0);
  });

  it('streams a 20 MiB object in and out intact', async () => {
    const size = 20 * MEBIBYTE + 12_345;
    const source = generatedStream(size);
    expect(await storage.put(`${base}/large`, source.stream)).toBe(size);
    expect(await digestOf(await storage.get(`${base}/large`))).toEqual({
      digest: source.digest(),
      bytes: size,
    });
  });

  it('replaces an existing object', async () => {
    await storage.put(`${base}/doc`, Buffer.from('first version'));
    await storage.put(`${base}/doc`, Buffer.from('second'));
    expect((await readAll(await storage.get(`${base}/doc`))).toString()).toBe('second');
    expect(await storage.list(`${base}/`)).toEqual([`${base}/doc`]);
  });

  it('accepts a body of exactly maxBytes', async () => {
    expect(await storage.put(`${base}/exact`, Buffer.alloc(1000, 7), { maxBytes: 1000 })).toBe(1000);
  });

  it('stores nothing when a body is over maxBytes, and keeps what was there', async () => {
    await expect(
      storage.put(`${base}/too-large`, Buffer.alloc(1001), { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    const stream = generatedStream(3 * MEBIBYTE, 64 * 1024).stream;
    await expect(storage.put(`${base}/too-large`, stream, { maxBytes: 2 * MEBIBYTE })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    await expect(storage.get(`${base}/too-large`)).rejects.toBeInstanceOf(ObjectNotFoundError);

    await storage.put(`${base}/kept`, Buffer.from('original'));
    await expect(storage.put(`${base}/kept`, Buffer.alloc(50), { maxBytes: 10 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect((await readAll(await storage.get(`${base}/kept`))).toString()).toBe('original');
    expect(await storage.list(`${base}/`)).toEqual([`${base}/kept`]);
  });

  it('stores nothing when the body stream fails part way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.put(`${base}/broken`, failing)).rejects.toThrow('the client went away');
    expect(await storage.list(`${base}/`)).toEqual([]);
  });

  it('rejects reading a missing object with ObjectNotFoundError', async () => {
    await expect(storage.get(`${base}/missing`)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('deletes objects and ignores keys that do not exist', async () => {
    await storage.put(`${base}/one`, Buffer.from('1'));
    await storage.put(`${base}/two`, Buffer.from('2'));
    await storage.delete([`${base}/one`, `${base}/never-stored`]);
    await expect(storage.get(`${base}/one`)).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await storage.list(`${base}/`)).toEqual([`${base}/two`]);
    await storage.delete([]);
    await storage.delete([`${base}/one`]);
  });

  it('lists by prefix across many pages and deletes in batches', async () => {
    const keys = Array.from({ length: 1205 }, (_, index) => `${base}/many/${String(index).padStart(5, '0')}`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => storage.put(key, Buffer.from(key))));
    }
    await storage.put(`${base}/many-other/x`, Buffer.from('x'));
    await storage.put(`${base}/other/x`, Buffer.from('x'));

    expect(await storage.list(`${base}/many/`)).toEqual(keys);
    // Byte order, as S3 lists: '-' sorts before '/'.
    expect(await storage.list(`${base}/many`)).toEqual([`${base}/many-other/x`, ...keys]);
    expect((await storage.list('')).filter((key) => key.startsWith(`${base}/`))).toHaveLength(1207);

    await storage.delete(keys);
    expect(await storage.list(`${base}/`)).toEqual([`${base}/many-other/x`, `${base}/other/x`]);
  });

  it('refuses keys the server could not have made', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('Unsafe object key');
      await expect(storage.get(key), key).rejects.toThrow('Unsafe object key');
      await expect(storage.delete([`${base}/fine`, key]), key).rejects.toThrow('Unsafe object key');
    }
    for (const prefix of ['../', 'A/', 'a//', '/a']) {
      await expect(storage.list(prefix), prefix).rejects.toThrow('Unsafe object key');
    }
  });
});

describe('s3 object storage against the S3 protocol', () => {
  beforeAll(() => s3.setUp());
  afterAll(() => s3.tearDown());

  it('sends a small body as one PutObject and a large one as a multipart upload', async () => {
    const server = s3.server();
    const storage = await s3.storage();
    server.requests.length = 0;
    await storage.put('shape/small', Buffer.alloc(9 * MEBIBYTE, 1), { maxBytes: 9 * MEBIBYTE });
    expect(server.requests).toEqual(['PUT ?x-id']);

    server.requests.length = 0;
    await storage.put('shape/large', generatedStream(17 * MEBIBYTE).stream);
    expect(server.requests).toEqual([
      'POST ?uploads',
      'PUT ?partNumber&uploadId&x-id',
      'PUT ?partNumber&uploadId&x-id',
      'PUT ?partNumber&uploadId&x-id',
      'POST ?uploadId',
    ]);
    expect(server.objects.get('shape/large')?.length).toBe(17 * MEBIBYTE);
    expect(server.openUploads()).toBe(0);
  });

  it('aborts the multipart upload when a large body goes over maxBytes', async () => {
    const server = s3.server();
    const storage = await s3.storageWith({ singlePutMaxBytes: MEBIBYTE, multipartPartBytes: 5 * MEBIBYTE });
    server.requests.length = 0;
    await expect(
      storage.put('abort/too-large', generatedStream(12 * MEBIBYTE).stream, { maxBytes: 11 * MEBIBYTE }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(server.requests.filter((request) => request.startsWith('PUT ?partNumber'))).toHaveLength(2);
    expect(server.requests.at(-1)).toBe('DELETE ?uploadId&x-id');
    expect(server.openUploads()).toBe(0);
    expect(server.objects.has('abort/too-large')).toBe(false);
  });

  it('paginates listings with the page size it was given', async () => {
    const server = s3.server();
    const storage = await s3.storageWith({ listPageSize: 3 });
    await Promise.all(
      ['p/a', 'p/b', 'p/c', 'p/d', 'p/e', 'p/f', 'p/g'].map((key) => storage.put(key, Buffer.from(key))),
    );
    server.requests.length = 0;
    expect(await storage.list('p/')).toEqual(['p/a', 'p/b', 'p/c', 'p/d', 'p/e', 'p/f', 'p/g']);
    expect(server.requests).toEqual([
      'GET ?list-type&max-keys&prefix',
      ...Array(2).fill('GET ?continuation-token&list-type&max-keys&prefix'),
    ]);
  });

  it('deletes at most 1000 keys per request, with the Content-MD5 strict services require', async () => {
    const server = s3.server();
    const storage = await s3.storage();
    await storage.put('batch/00001', Buffer.from('x'));
    server.requests.length = 0;
    const keys = Array.from({ length: 2001 }, (_, index) => `batch/${String(index).padStart(5, '0')}`);
    await storage.delete(keys);
    expect(server.requests).toEqual(['POST ?delete', 'POST ?delete', 'POST ?delete']);
    expect(server.objects.has('batch/00001')).toBe(false);
  });

  it('fails, rather than pretending, when the credentials are wrong', async () => {
    const { endpoint, bucket, credentials } = s3.server();
    const storage = await createS3ObjectStorage({
      bucket,
      endpoint,
      region: credentials.region,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'not-the-secret-key',
      forcePathStyle: true,
    });
    await expect(storage.put('denied/x', Buffer.from('x'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(storage.get('denied/x')).rejects.not.toBeInstanceOf(ObjectNotFoundError);
  });
});
