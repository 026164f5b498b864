import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the report lands inside `dist`; `.vite/` is never served to users nor precached by the service worker. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export type ChunkModule = {
  /** The same on every machine: `src/...` for the app's code, `../../packages/...` for ours beside it, `node_modules/<package>/...` for libraries. */
  id: string;
  /** Length of the module's code as rendered into the chunk (after tree-shaking, before minification). */
  renderedLength: number;
  /** The chunk's gzip -9 size shared out by renderedLength: what this module adds to the wire, estimated. */
  gzipEstimate: number;
};

export type ChunkReport = {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports statically: the browser fetches them before running it. */
  imports: string[];
  dynamicImports: string[];
  /** Size of the file as written, and its gzip -9 size. */
  size: number;
  gzip: number;
  modules: ChunkModule[];
};

export type ChunkModulesReport = { chunks: ChunkReport[] };

/**
 * Names a module the same way on every machine, so a committed baseline can be compared with a fresh build:
 * libraries by their path from the last `node_modules/`, our files by their path from the web app's root, and
 * virtual modules (`/@vite-plugin-pwa/...`, which are not files) as they are.
 */
export function stableModuleId(id: string, appRoot: string): string {
  const clean = id.replace(/\0/g, '').split('?')[0] ?? id;
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules);
  return isAbsolute(clean) && existsSync(clean) ? relative(appRoot, clean) : clean;
}

/**
 * Writes `dist/.vite/chunk-modules.json`: for every JS chunk, what it imports and which modules it is made of.
 * The first-paint budget test (e2e/specs/performance) reads it to follow static imports from the HTML and to name
 * the modules that grew when a budget is passed.
 */
export function chunkModulesReport(): Plugin {
  let appRoot = process.cwd();
  return {
    name: 'amparo:chunk-modules-report',
    // The client build only: the prerender build (`vite build --ssr`) is never sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      appRoot = config.root;
    },
    // Vite still rewrites some chunks after generateBundle (its preload lists): sizes are read from the files
    // as written, so they are the bytes a browser downloads.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? join(appRoot, 'dist');
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const written = readFileSync(join(outDir, output.fileName));
        const gzip = gzipSync(written, { level: 9 }).length;
        const entries = Object.entries(output.modules).filter(([, module]) => module.renderedLength > 0);
        const totalRendered = entries.reduce((total, [, module]) => total + module.renderedLength, 0);
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          size: written.length,
          gzip,
          modules: entries
            .map(([id, module]) => ({
              id: stableModuleId(id, appRoot),
              renderedLength: module.renderedLength,
              gzipEstimate: totalRendered ? Math.round((gzip * module.renderedLength) / totalRendered) : 0,
            }))
            .sort((a, b) => b.gzipEstimate - a.gzipEstimate),
        });
      }
      chunks.sort((a, b) => a.fileName.localeCompare(b.fileName));
      const report: ChunkModulesReport = { chunks };
      const file = join(outDir, CHUNK_MODULES_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(report, null, 1)}\n`);
    },
  };
}
