// What `npm start` compares to decide whether to rebuild: one hash over every file the build reads (the web app,
// the server, the shared packages, the manifests and the lock file), by path and content. Content, not
// modification times: a `git checkout` or a copy touches times without changing what would be built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders the build reads. */
export const SOURCE_FOLDERS = ['apps/web', 'apps/server', 'packages'];
/** Files at the root that change what is built. */
export const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Folders that are the build's output, local data or tooling state, never its input. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'dev-dist',
  'data',
  'coverage',
  'test-results',
]);
/** Tests are not part of what is built: editing one should not cost a two-minute rebuild. */
const TEST_FILE = /\.test\.(ts|tsx|mjs|js)$/;

function listFiles(root, folder) {
  const files = [];
  const walk = (absolute) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const path = join(absolute, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(path);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.tsbuildinfo')) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  const start = join(root, folder);
  if (existsSync(start)) walk(start);
  return files;
}

/** The hash of everything the build reads under `root` (the repository). */
export function buildFingerprint(root) {
  const files = [
    ...ROOT_FILES.filter((file) => existsSync(join(root, file))),
    ...SOURCE_FOLDERS.flatMap((folder) => listFiles(root, folder)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
