import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The web build's last step (apps/web/scripts/compress-dist.mjs), run as the build runs it.
const COMPRESS_DIST = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../web/scripts/compress-dist.mjs',
);

function compress(directory: string) {
  execFileSync(process.execPath, [COMPRESS_DIST, directory], { stdio: 'pipe' });
}

function snapshot(directory: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(directory.length + 1).replaceAll('\\', '/')] = readFileSync(path).toString('base64');
  }
  return files;
}

const compressible = (label: string) => `${label}: ${'const amparo = "help me now";\n'.repeat(80)}`;

let distDir: string;

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'amparo-compress-dist-'));
  mkdirSync(join(distDir, 'assets', 'deep'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), `<!doctype html>${compressible('html')}`);
  writeFileSync(join(distDir, 'assets', 'app-Ab12.js'), compressible('js'));
  writeFileSync(join(distDir, 'assets', 'deep', 'style-Cd34.css'), compressible('css'));
  writeFileSync(join(distDir, 'assets', 'en-Ef56.json'), JSON.stringify({ text: compressible('json') }));
  writeFileSync(join(distDir, 'favicon.svg'), `<svg>${compressible('svg')}</svg>`);
  writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"Amparo"}');
  writeFileSync(join(distDir, 'assets', 'tiny-Gh78.js'), 'x'.repeat(1000));
  // Random bytes do not compress: no variant may be bigger than the file it stands for.
  writeFileSync(join(distDir, 'noise.txt'), randomBytes(4096));
  writeFileSync(join(distDir, 'icon-192.png'), Buffer.concat([Buffer.from('PNG'), Buffer.alloc(4096)]));
});

afterEach(() => {
  rmSync(distDir, { recursive: true, force: true });
});

describe('compress-dist', () => {
  it('writes .br and .gz beside every text file over 1 KiB, and they decompress to the file', () => {
    compress(distDir);
    const files = Object.keys(snapshot(distDir)).sort();
    const compressed = [
      'assets/app-Ab12.js',
      'assets/deep/style-Cd34.css',
      'assets/en-Ef56.json',
      'favicon.svg',
      'index.html',
    ];
    for (const file of compressed) {
      const original = readFileSync(join(distDir, file));
      const brotli = readFileSync(join(distDir, `${file}.br`));
      const gzip = readFileSync(join(distDir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(original), file).toBe(true);
      expect(gunzipSync(gzip).equals(original), file).toBe(true);
      expect(brotli.length, file).toBeLessThan(original.length / 4);
      expect(gzip.length, file).toBeLessThan(original.length / 4);
    }
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual(
      compressed.flatMap((file) => [`${file}.br`, `${file}.gz`]).sort(),
    );
  });

  it('is idempotent and deterministic: a second run, or a run on a copy, writes the same bytes', () => {
    compress(distDir);
    const first = snapshot(distDir);
    compress(distDir);
    expect(snapshot(distDir)).toEqual(first);

    const copy = mkdtempSync(join(tmpdir(), 'amparo-compress-copy-'));
    try {
      for (const file of Object.keys(first).filter((name) => !/\.(br|gz)$/.test(name))) {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        cpSync(join(distDir, file), join(copy, file));
      }
      compress(copy);
      expect(snapshot(copy)).toEqual(first);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('removes a stale variant that is no longer smaller than its file', () => {
    writeFileSync(join(distDir, 'noise.txt.br'), 'left over from an earlier build');
    compress(distDir);
    expect(Object.keys(snapshot(distDir))).not.toContain('noise.txt.br');
  });
});
