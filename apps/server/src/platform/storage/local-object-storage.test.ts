import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalObjectStorage } from './local-object-storage.ts';
import { ObjectNotFoundError, ObjectTooLargeError } from './object-storage.ts';

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('The condition never became true');
}

describe('local object storage', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'amparo-local-objects-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('shows readers the old object, or none, until a write has finished', async () => {
    const storage = createLocalObjectStorage(root);
    await storage.put('docs/existing', Buffer.from('old'));

    const replacing = new PassThrough();
    const creating = new PassThrough();
    const replaced = storage.put('docs/existing', replacing);
    const created = storage.put('docs/new', creating);
    replacing.write('half of the new ');
    creating.write('half of a document');
    await waitFor(async () => (await filesIn(root)).filter((name) => name.endsWith('.partial')).length === 2);

    expect(await readAll(await storage.get('docs/existing'))).toBe('old');
    await expect(storage.get('docs/new')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await storage.list('docs/')).toEqual(['docs/existing']);

    replacing.end('version');
    creating.end();
    await Promise.all([replaced, created]);
    expect(await readAll(await storage.get('docs/existing'))).toBe('half of the new version');
    expect(await readAll(await storage.get('docs/new'))).toBe('half of a document');
    expect((await filesIn(root)).sort()).toEqual(['existing', 'new']);
  });

  it('leaves no temporary file behind when a write fails', async () => {
    const storage = createLocalObjectStorage(root);
    await expect(
      storage.put('docs/too-large', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
        maxBytes: 1000,
      }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('some bytes'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('docs/broken', failing)).rejects.toThrow('connection reset');
    expect(await filesIn(root)).toEqual([]);
  });

  it('never lists temporary files left by a crash', async () => {
    const storage = createLocalObjectStorage(root);
    await storage.put('docs/kept', Buffer.from('kept'));
    await mkdir(join(root, 'docs'), { recursive: true });
    await writeFile(join(root, 'docs', 'lost.0b6a2f9e-6a57-4e0e-9d8f-0f3c4a0d1c2b.partial'), 'half');
    expect(await storage.list('')).toEqual(['docs/kept']);
    expect(await storage.list('docs/')).toEqual(['docs/kept']);
  });

  it('lists nothing, rather than failing, before anything was stored', async () => {
    expect(await createLocalObjectStorage(join(root, 'not-yet-created')).list('')).toEqual([]);
  });
});
