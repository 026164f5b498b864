// `npm run budget:baseline`: rewrites e2e/specs/performance/first-paint-baseline.json from a fresh build of the
// web app (module id → gzip-estimated bytes). The first-paint budget test compares with it to name the modules
// that grew; run this when a size change is intended, and commit the file with that change.
//   npm run budget:baseline               builds the web app, then writes
//   npm run budget:baseline -- --no-build  uses the existing apps/web/dist
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bench-support.mjs';

if (!process.argv.includes('--no-build')) {
  execSync('npm run build -w @amparo/web', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const report = JSON.parse(readFileSync(join(root, 'apps/web/dist/.vite/chunk-modules.json'), 'utf8'));
const modules = {};
for (const chunk of report.chunks) {
  for (const module of chunk.modules) modules[module.id] = (modules[module.id] ?? 0) + module.gzipEstimate;
}
const sorted = Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b)));
const file = join(root, 'e2e/specs/performance/first-paint-baseline.json');
writeFileSync(file, `${JSON.stringify({ modules: sorted }, null, 2)}\n`);
console.log(`Wrote ${Object.keys(sorted).length} modules to ${file}`);
