import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs as TypeScript source (src/platform) and as the esbuild bundle (dist/main.js), so the
// server's own folder is found by walking up to its package.json rather than by a fixed relative path.
function findServerRoot(startDir: string): string {
  let dir = startDir;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@amparo/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the @amparo/server package above ${startDir}`);
    dir = parent;
  }
}

export const serverRoot = findServerRoot(dirname(fileURLToPath(import.meta.url)));

export const migrationsFolder = join(serverRoot, 'drizzle');

export const defaultWebDistDir = resolve(serverRoot, '..', 'web', 'dist');
