import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  assertSafePrefix,
  ObjectNotFoundError,
  type ObjectStorage,
  ObjectTooLargeError,
} from './object-storage.ts';

/** Objects as files under one folder. A write goes to a temporary file first, so a reader never sees half of one. */
export function createLocalObjectStorage(rootDir: string): ObjectStorage {
  const pathOf = (key: string) => join(rootDir, ...key.split('/'));

  return {
    kind: 'local',

    async put(key, body, options = {}) {
      assertSafeKey(key);
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      let written = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (options.maxBytes !== undefined && written > options.maxBytes) {
            callback(new ObjectTooLargeError(options.maxBytes));
            return;
          }
          callback(null, chunk);
        },
      });
      const source = body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
      try {
        await pipeline(source, counter, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return written;
    },

    async get(key) {
      assertSafeKey(key);
      const stream = createReadStream(pathOf(key));
      // Opening is asynchronous: wait for it so a missing object rejects here, not mid-response.
      await new Promise<void>((resolveOpen, rejectOpen) => {
        stream.once('open', () => resolveOpen());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          rejectOpen(error.code === 'ENOENT' ? new ObjectNotFoundError(key) : error),
        );
      });
      return stream;
    },

    async delete(keys) {
      for (const key of keys) {
        assertSafeKey(key);
        await rm(pathOf(key), { force: true });
      }
    },

    async list(prefix) {
      assertSafePrefix(prefix);
      const files = await listFiles(rootDir);
      return files
        .map((file) => relative(rootDir, file).split(sep).join('/'))
        .filter((key) => !key.endsWith('.partial') && key.startsWith(prefix))
        .sort();
    },
  };
}

async function listFiles(folder: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(folder, entry.name)) : Promise.resolve([join(folder, entry.name)]),
    ),
  );
  return nested.flat();
}
