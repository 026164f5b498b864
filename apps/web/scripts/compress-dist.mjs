// Writes `<file>.br` and `<file>.gz` next to every text file of the built web app, so the server sends
// compressed bytes without compressing on each request (docs/decisions/016-precompressed-files-and-per-visitor-html.md).
//   node scripts/compress-dist.mjs [dist-dir]      (default: apps/web/dist)
// Runs as the last step of the web build, after the service worker's precache list is written: that list
// must name only the original files (the browser decodes what the server encodes; Workbox never sees .br).
// Deterministic and idempotent: the same input gives the same bytes, and .br/.gz files are never compressed.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
]);

// Below this a response fits in one TCP packet either way, and the Content-Encoding header and the
// decoder's work cost more than the few hundred bytes saved.
export const MIN_SIZE_BYTES = 1024;

const VARIANTS = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  // No file name or time in the gzip header (zlib writes neither), so the bytes depend on the input only.
  { extension: '.gz', compress: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

function* walk(directory) {
  const entries = readdirSync(directory, { withFileTypes: true });
  // Sorted, so the log and any failure come in the same order on every machine.
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every text file under `distDir` and returns what it did, per file, for the build log and tests.
 * A variant that would not be smaller than the original is not written (and an old one is removed), so the
 * server never sends more bytes than the file itself.
 */
export function compressDist(distDir) {
  const results = [];
  for (const path of walk(distDir)) {
    if (!TEXT_EXTENSIONS.has(extname(path))) continue;
    const size = statSync(path).size;
    if (size < MIN_SIZE_BYTES) continue;
    const bytes = readFileSync(path);
    const result = { file: relative(distDir, path).replaceAll('\\', '/'), size };
    for (const variant of VARIANTS) {
      const compressed = variant.compress(bytes);
      const target = path + variant.extension;
      if (compressed.length < size) {
        writeFileSync(target, compressed);
        result[variant.extension.slice(1)] = compressed.length;
      } else {
        unlinkIfPresent(target);
      }
    }
    results.push(result);
  }
  return results;
}

function unlinkIfPresent(path) {
  try {
    unlinkSync(path);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const results = compressDist(distDir);
  const total = (key) => results.reduce((sum, result) => sum + (result[key] ?? result.size), 0);
  console.log(
    `compress-dist: ${results.length} files, ${kib(total('size'))} raw, ${kib(total('gz'))} gzip, ${kib(total('br'))} brotli`,
  );
}
