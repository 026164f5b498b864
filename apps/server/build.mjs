// Bundles the server into dist/main.js. npm packages stay external (installed in node_modules); the
// @amparo/* workspace packages are TypeScript source, so they are bundled in.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@amparo/'))
  // Subpath imports such as drizzle-orm/pglite are external too.
  .flatMap((name) => [name, `${name}/*`]);

await rm(join(root, 'dist'), { recursive: true, force: true });

const result = await build({
  entryPoints: [join(root, 'src', 'main.ts')],
  outfile: join(root, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(); ESM output has none unless we create it.
  banner: {
    js: "import { createRequire as __amparoCreateRequire } from 'node:module'; const require = __amparoCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});

const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.log(`Built apps/server/dist/main.js (${(bytes / 1024).toFixed(0)} KB)`);
