// What the size budgets read from a build: the chunk report that apps/web/build/chunk-modules-plugin.ts writes,
// gzip -9 sizes of dist files, and the committed baseline that names the modules that grew.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = join(repoRoot, 'apps/web/dist');
export const baselineFile = join(repoRoot, 'e2e/specs/performance/first-paint-baseline.json');

export const KB = 1024;

type ChunkModule = { id: string; renderedLength: number; gzipEstimate: number };
export type ChunkReport = {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  gzip: number;
  modules: ChunkModule[];
};
/** Module id → gzip-estimated size, as `npm run budget:baseline` writes it. */
export type Baseline = Record<string, number>;

export function loadChunkReport(): Map<string, ChunkReport> {
  const file = join(webDist, '.vite/chunk-modules.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with \`npm run build\` first`);
  const { chunks } = JSON.parse(readFileSync(file, 'utf8')) as { chunks: ChunkReport[] };
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

export function loadBaseline(): Baseline | null {
  if (!existsSync(baselineFile)) return null;
  return (JSON.parse(readFileSync(baselineFile, 'utf8')) as { modules: Baseline }).modules;
}

const RAW_TYPES = /\.(png|jpe?g|webp|avif|gif|ico|woff2?)$/i;

/**
 * The size a file counts for: gzip -9 of the dist file, so the figure does not depend on what the server sends;
 * images and fonts (already compressed) raw. `body` is used for what has no file in dist (API answers, HTML the
 * server renders).
 */
export function countedSize(urlPath: string, body?: Buffer): number {
  const file = join(webDist, decodeURIComponent(urlPath));
  const fromDist = file.startsWith(webDist) && existsSync(file) && statSync(file).isFile();
  const content = fromDist ? readFileSync(file) : body;
  if (!content) return 0;
  return RAW_TYPES.test(urlPath) ? content.length : gzipSync(content, { level: 9 }).length;
}

/** `<script type="module" src>` and `<link rel="modulepreload" href>` of an HTML page, as URL paths. */
export function scriptsReferencedBy(html: string): string[] {
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
    const isModuleScript = /^<script/i.test(tag) && attribute('type') === 'module' && attribute('src');
    const isModulePreload = /^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href');
    const url = isModuleScript ? attribute('src') : isModulePreload ? attribute('href') : undefined;
    if (url) paths.push(new URL(url, 'http://x').pathname);
  }
  return paths;
}

/** The chunk files (`assets/x.js`) reached from `paths` by static imports. */
export function staticClosure(paths: Iterable<string>, chunks: Map<string, ChunkReport>): Set<string> {
  const reached = new Set<string>();
  const pending = [...paths].map((path) => path.replace(/^\//, ''));
  while (pending.length > 0) {
    const fileName = pending.pop() as string;
    if (reached.has(fileName)) continue;
    reached.add(fileName);
    pending.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return reached;
}

type GrownModule = { id: string; size: number; baseline: number | null; chunks: string[] };

/**
 * The modules of `chunkFiles` that are new or larger than in the baseline, largest first; without a baseline,
 * simply the largest.
 */
export function grownModules(
  chunkFiles: Iterable<string>,
  chunks: Map<string, ChunkReport>,
  baseline: Baseline | null,
  count = 15,
): GrownModule[] {
  const byId = new Map<string, GrownModule>();
  for (const fileName of chunkFiles) {
    for (const module of chunks.get(fileName)?.modules ?? []) {
      const entry = byId.get(module.id) ?? { id: module.id, size: 0, baseline: null, chunks: [] };
      entry.size += module.gzipEstimate;
      entry.chunks.push(fileName);
      byId.set(module.id, entry);
    }
  }
  return [...byId.values()]
    .map((entry) => ({ ...entry, baseline: baseline?.[entry.id] ?? null }))
    .filter((entry) => !baseline || entry.baseline === null || entry.size > entry.baseline)
    .sort((a, b) => b.size - a.size)
    .slice(0, count);
}

/**
 * The failure text: the modules that grew; when none did (the baseline was already over the limit, or the total
 * grew by files that are not modules), the largest ones, which are where to cut.
 */
export function describeGrowth(
  chunkFiles: Iterable<string>,
  chunks: Map<string, ChunkReport>,
  baseline: Baseline | null,
): string {
  const files = [...chunkFiles];
  const grown = grownModules(files, chunks, baseline);
  if (baseline && grown.length === 0) {
    return describeModules(
      'No module is new or larger than in the baseline; the largest modules (gzip, estimated):',
      grownModules(files, chunks, null),
      null,
    );
  }
  return describeModules(
    baseline
      ? 'Modules new or larger than in e2e/specs/performance/first-paint-baseline.json (gzip, estimated):'
      : 'No baseline (npm run budget:baseline writes one); the largest modules (gzip, estimated):',
    grown,
    baseline,
  );
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function describeModules(heading: string, modules: GrownModule[], baseline: Baseline | null): string {
  const lines = modules.map((module) => {
    const was = !baseline ? '' : module.baseline === null ? ' (new)' : ` (was ${kb(module.baseline)})`;
    return `  ${kb(module.size).padStart(9)}${was}  ${module.id}  in ${module.chunks.join(', ')}`;
  });
  return [heading, ...lines].join('\n');
}
