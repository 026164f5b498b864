// Prints Amparo's performance figures for the production build. Figures, not assertions.
//   npm run bench            builds, then measures
//   npm run bench -- --no-build   measures the existing build
//   npm run bench -- --only=web,lighthouse   only some parts: web (sizes, bytes on the wire), lighthouse,
//                                            emergency (contacts on Slow 4G and offline), server, auth,
//                                            help-me-now, vault, community (PostgreSQL only: a million posts)
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
const only = process.argv
  .slice(2)
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part) => !only || only.includes(part);
const runScript = (script, cwd = root) =>
  execSync(`${JSON.stringify(process.execPath)} ${script}`, { cwd, stdio: 'inherit' });

if (!args.has('--no-build') || !existsSync(serverMain)) {
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** gzip -9 of the dist file behind a URL path; images and fonts raw (already compressed). */
const countedSize = (path) => {
  const file = join(webDist, decodeURIComponent(path));
  if (!existsSync(file) || !statSync(file).isFile()) return 0;
  return /\.(png|jpe?g|webp|avif|gif|ico|woff2?)$/i.test(path) ? statSync(file).size : gzipSize(file);
};

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
    // A returning signed-out visitor: the language chosen where the app and the server each look for it.
    await context.addCookies([{ name: 'amparo-lang', value: 'en', url: baseUrl }]);
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The page the server chose for this visitor (prerendered per language), not dist/index.html.
    const html = await response.text();
    // Ten seconds from navigation start, as in the budget test: what arrives later is not counted.
    await page.waitForFunction(() => performance.now() >= 10_000, null, { timeout: 20_000, polling: 500 });
    return await page
      .evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const fcp = paint ? paint.startTime : Number.POSITIVE_INFINITY;
        const resources = performance.getEntriesByType('resource').map((entry) => ({
          path: new URL(entry.name).pathname,
          beforePaint: entry.responseEnd <= fcp,
          withinTenSeconds: entry.responseEnd <= 10_000,
        }));
        return { fcp, resources };
      })
      .then((measured) => ({ ...measured, html }));
  } finally {
    await browser.close();
  }
}

console.log('Amparo bench (production build)');
if (wanted('web')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-'));
  const server = await startServer(dataDir);
  const { fcp, resources, html } = await measureFirstPaint(server.baseUrl);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const fromIndex = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const beforePaint = new Set([...fromIndex, ...resources.filter((r) => r.beforePaint).map((r) => r.path)]);
  // As the budget test counts it: every type, the page itself included, images raw.
  const withinTenSeconds = new Set(resources.filter((r) => r.withinTenSeconds).map((r) => r.path));
  const sum = (paths, ext) =>
    [...paths].filter((p) => p.endsWith(ext)).reduce((total, p) => total + countedSize(p), 0);

  const assets = readdirSync(join(webDist, 'assets')).filter((f) => f.endsWith('.js'));
  const lazy = assets
    .map((f) => `/assets/${f}`)
    .filter((p) => !beforePaint.has(p))
    .map((p) => ({ path: p, gzip: gzipSize(join(webDist, p)), raw: statSync(join(webDist, p)).size }))
    .sort((a, b) => b.gzip - a.gzip);

  console.log(
    `  web: JS loaded by / before first paint   ${kb(sum(beforePaint, '.js'))} gzipped (goal ≤ 90 KiB; the budget test counts per screen)`,
  );
  console.log(`  web: CSS loaded by / before first paint  ${kb(sum(beforePaint, '.css'))} gzipped`);
  // What the app fetches after the paint to make `/` work (hydrate it), as the budget test counts it: all JS but the
  // service worker's registration and the slow-load reporter, which load after the load event for later.
  const afterLoad = /\/assets\/(register-service-worker|workbox-window[^/]*|watch-slow-loads)-[^/]+\.js$/;
  const hydration = new Set(
    resources.map((r) => r.path).filter((p) => p.endsWith('.js') && !afterLoad.test(p)),
  );
  console.log(
    `  web: JS that makes / work (hydration)    ${kb(sum(hydration, '.js'))} gzipped (goal ≤ 90 KiB; budget 125 KiB)`,
  );
  console.log(
    `  web: everything / fetches within 10 s    ${kb(sum(withinTenSeconds, '') + gzipSync(html, { level: 9 }).length)} gzipped (goal ≤ 150 KiB)`,
  );
  console.log(
    `  web: first contentful paint (local)      ${Number.isFinite(fcp) ? `${fcp.toFixed(0)} ms` : 'n/a'}`,
  );
  if (lazy[0])
    console.log(`  web: largest lazy chunk                  ${kb(lazy[0].gzip)} gzipped (${lazy[0].path})`);
  runScript('scripts/bench-transfer.mjs');
}

if (wanted('lighthouse')) runScript('scripts/bench-lighthouse.mjs');
if (wanted('emergency')) runScript('scripts/bench-emergency-offline.mjs');

if (wanted('server')) {
  const cold = await measureColdStart();
  console.log(`  server: cold start to /readyz, new data  ${cold.fresh.toFixed(0)} ms (median of 3, PGlite)`);
  console.log(
    `  server: restart to /readyz, same data    ${cold.restart.toFixed(0)} ms (median of 3, PGlite)`,
  );
}

// Sign-in and profile throughput (TypeScript: it drives the server's own modules).
if (wanted('auth')) runScript('--import tsx scripts/bench-auth.ts', join(root, 'apps/server'));

// Help Me Now: end of hold to the officer card, and end of the countdown to every alert in the outbox.
if (wanted('help-me-now')) runScript('scripts/bench-help-me-now.mjs');

if (wanted('vault')) {
  // The vault: streaming encryption against one-call AES-GCM, Argon2id unlock, memory for a 200 MB file.
  runScript('scripts/bench-vault.mjs');
  // The vault in the production app: a 200 MiB document uploaded and downloaded through its screens.
  runScript('scripts/bench-vault-app.mjs');
}

// The community at scale (PostgreSQL only; says it was skipped without DATABASE_URL): a million seeded posts, the
// feed's first page and search.
if (wanted('community')) runScript('--import tsx scripts/bench-community.ts', join(root, 'apps/server'));
