// Prints Amparo's performance figures for the production build. Figures, not assertions.
//   npm run bench            builds, then measures
//   npm run bench -- --no-build   measures the existing build
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  launchChromium,
  median,
  root,
  serverMain,
  startBuiltServer as startServer,
} from './bench-support.mjs';

const webDist = join(root, 'apps/web/dist');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build') || !existsSync(serverMain)) {
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function measureColdStart() {
  const fresh = [];
  const restart = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-'));
    const first = await startServer(dataDir);
    fresh.push(first.readyMs);
    await first.stop();
    const second = await startServer(dataDir);
    restart.push(second.readyMs);
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { fresh: median(fresh), restart: median(restart) };
}

async function measureFirstPaint(baseUrl) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const fcp = paint ? paint.startTime : Number.POSITIVE_INFINITY;
      const resources = performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        beforePaint: entry.responseEnd <= fcp,
      }));
      return { fcp, resources };
    });
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-'));
const server = await startServer(dataDir);
const { fcp, resources } = await measureFirstPaint(server.baseUrl);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
const fromIndex = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const beforePaint = new Set([...fromIndex, ...resources.filter((r) => r.beforePaint).map((r) => r.path)]);
const loadedByHome = new Set(resources.map((r) => r.path));
const sum = (paths, ext) =>
  [...paths].filter((p) => p.endsWith(ext)).reduce((total, p) => total + gzipSize(join(webDist, p)), 0);

const assets = readdirSync(join(webDist, 'assets')).filter((f) => f.endsWith('.js'));
const lazy = assets
  .map((f) => `/assets/${f}`)
  .filter((p) => !beforePaint.has(p))
  .map((p) => ({ path: p, gzip: gzipSize(join(webDist, p)), raw: statSync(join(webDist, p)).size }))
  .sort((a, b) => b.gzip - a.gzip);

const cold = await measureColdStart();

console.log('Amparo bench (production build)');
console.log(`  web: JS loaded by / before first paint   ${kb(sum(beforePaint, '.js'))} gzipped`);
console.log(`  web: CSS loaded by / before first paint  ${kb(sum(beforePaint, '.css'))} gzipped`);
console.log(
  `  web: everything / loads (JS + CSS)       ${kb(sum(loadedByHome, '.js') + sum(loadedByHome, '.css'))} gzipped`,
);
console.log(
  `  web: first contentful paint (local)      ${Number.isFinite(fcp) ? `${fcp.toFixed(0)} ms` : 'n/a'}`,
);
if (lazy[0])
  console.log(`  web: largest lazy chunk                  ${kb(lazy[0].gzip)} gzipped (${lazy[0].path})`);
console.log(`  server: cold start to /readyz, new data  ${cold.fresh.toFixed(0)} ms (median of 3, PGlite)`);
console.log(`  server: restart to /readyz, same data    ${cold.restart.toFixed(0)} ms (median of 3, PGlite)`);

// Sign-in and profile throughput (TypeScript: it drives the server's own modules).
execSync(`${JSON.stringify(process.execPath)} --import tsx scripts/bench-auth.ts`, {
  cwd: join(root, 'apps/server'),
  stdio: 'inherit',
});

// Help Me Now: end of hold to the officer card, and end of the countdown to every alert in the outbox.
execSync(`${JSON.stringify(process.execPath)} scripts/bench-help-me-now.mjs`, {
  cwd: root,
  stdio: 'inherit',
});

// The vault: streaming encryption against one-call AES-GCM, Argon2id unlock, memory for a 200 MB file.
execSync(`${JSON.stringify(process.execPath)} scripts/bench-vault.mjs`, {
  cwd: root,
  stdio: 'inherit',
});

// The vault in the production app: a 200 MiB document uploaded and downloaded through its screens.
execSync(`${JSON.stringify(process.execPath)} scripts/bench-vault-app.mjs`, {
  cwd: root,
  stdio: 'inherit',
});
