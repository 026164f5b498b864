// Vault figures for `npm run bench` (issue 6, point 11), measured in Debian's Chromium on the real
// packages/vault-crypto code, bundled for the browser:
//   encryption and decryption throughput of the vault's streams, as a ratio to one WebCrypto AES-GCM call over
//   the same data in the same page
//   Argon2id unlock time with the default parameters, in a Web Worker as the app runs it
//   memory of the page's renderer process while it encrypts a 200 MB file
// Run alone with `node scripts/bench-vault.mjs`; it needs no server build.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, root } from './bench-support.mjs';

// The esbuild the server declares (it builds the server too), wherever npm placed it.
const { build } = createRequire(join(root, 'apps/server/package.json'))('esbuild');

const THROUGHPUT_MB = 64;
const THROUGHPUT_RUNS = 5;
const ARGON2_RUNS = 3;
const LARGE_FILE_MB = 200;
/** Big enough to stand out from every other renderer process, so we know which one is the bench page's. */
const MARKER_MB = 150;
const SAMPLE_EVERY_MS = 20;
const COLLECT_EVERY_MB = 8;

const MB = 1_000_000;
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
const rate = (bytes, ms) => bytes / MB / (ms / 1000);

async function bundlePage(outdir) {
  await build({
    absWorkingDir: root,
    entryPoints: {
      page: join(root, 'scripts/bench-vault/page.js'),
      'argon2-worker': join(root, 'scripts/bench-vault/argon2-worker.js'),
    },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'warning',
  });
}

/** Serves the bench page and its two bundles; nothing else, and only to this machine. */
async function servePage(outdir) {
  const files = {
    '/': {
      type: 'text/html',
      body: '<!doctype html><meta charset="utf-8"><title>vault bench</title><script type="module" src="/page.js"></script>',
    },
    '/page.js': { type: 'text/javascript', body: await readFile(join(outdir, 'page.js')) },
    '/argon2-worker.js': { type: 'text/javascript', body: await readFile(join(outdir, 'argon2-worker.js')) },
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * Resident memory of a process, now and at its highest since the last resetPeak (Linux /proc). Sampling alone
 * could miss a short spike; the kernel's high-water mark does not.
 */
function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts a new high-water mark; false where the kernel does not allow it (then only the samples count). */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function rendererPids(browserSession) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  return processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
}

/** The renderer process that grew when the page filled a marker buffer: the page's own process. */
async function findPageRenderer(browserSession, page) {
  const before = new Map();
  for (const pid of await rendererPids(browserSession)) before.set(pid, processMemory(pid).rss);
  await page.evaluate((megabytes) => window.vaultBench.holdMarker(megabytes), MARKER_MB);
  const grown = [...before].filter(([pid, rss]) => processMemory(pid).rss - rss > (MARKER_MB * MB) / 2);
  await page.evaluate(() => window.vaultBench.holdMarker(0));
  if (grown.length !== 1)
    throw new Error(`could not tell the page's renderer process (${grown.length} candidates)`);
  return grown[0][0];
}

async function openBenchPage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => Boolean(window.vaultBench));
  return { context, page };
}

/**
 * Encrypts a large file in a fresh page while watching its renderer process. With `collectEveryBytes` the page
 * forces a garbage collection that often (see encryptLargeFile in bench-vault/page.js).
 */
async function measurePeakMemory(browser, url, collectEveryBytes) {
  // A fresh context, so the process has not yet seen the throughput run's arrays.
  const { context, page } = await openBenchPage(browser, url);
  const browserSession = await browser.newBrowserCDPSession();
  const pageSession = await context.newCDPSession(page);
  await pageSession.send('Performance.enable');
  const jsHeap = async () => {
    const { metrics } = await pageSession.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  };
  const settle = async () => {
    await pageSession.send('HeapProfiler.collectGarbage');
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  try {
    const pid = await findPageRenderer(browserSession, page);
    await page.evaluate((megabytes) => window.vaultBench.prepareLargeFile(megabytes), LARGE_FILE_MB);
    await settle();
    const before = { rss: processMemory(pid).rss, heap: await jsHeap() };
    const peak = { ...before };
    const kernelPeak = resetPeak(pid);

    let running = true;
    const sampling = (async () => {
      while (running) {
        peak.rss = Math.max(peak.rss, processMemory(pid).rss);
        peak.heap = Math.max(peak.heap, await jsHeap());
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      }
    })();
    const result = await page.evaluate(
      (every) => window.vaultBench.encryptLargeFile(every),
      collectEveryBytes,
    );
    running = false;
    await sampling;
    const after = processMemory(pid);
    peak.rss = Math.max(peak.rss, kernelPeak ? after.peak : after.rss);
    return { before, peak, ...result };
  } finally {
    await browserSession.detach();
    await context.close();
  }
}

const outdir = await mkdtemp(join(tmpdir(), 'amparo-bench-vault-'));
let figures;
try {
  await bundlePage(outdir);
  const site = await servePage(outdir);
  const browser = await launchChromium(['--js-flags=--expose-gc']);
  try {
    const { context, page } = await openBenchPage(browser, site.url);
    const speed = await page.evaluate(
      ([megabytes, runs]) => window.vaultBench.throughput(megabytes, runs),
      [THROUGHPUT_MB, THROUGHPUT_RUNS],
    );
    const unlock = await page.evaluate((runs) => window.vaultBench.argon2(runs), ARGON2_RUNS);
    await context.close();
    const memory = await measurePeakMemory(browser, site.url, 0);
    const memoryCollected = await measurePeakMemory(browser, site.url, COLLECT_EVERY_MB * MB);
    figures = { speed, unlock, memory, memoryCollected };
  } finally {
    await browser.close();
    await site.close();
  }
} finally {
  await rm(outdir, { recursive: true, force: true });
}

const { speed, unlock, memory, memoryCollected } = figures;
const pad = (label) => `  ${label}`.padEnd(43);
const versus = (streamMs, singleMs) => {
  const stream = rate(speed.bytes, streamMs);
  const single = rate(speed.bytes, singleMs);
  return `${stream.toFixed(0)} MB/s = ${(stream / single).toFixed(2)} × single-call AES-GCM (${single.toFixed(0)} MB/s)`;
};
console.log(
  `${pad('vault: encrypt (streaming, Chromium)')}${versus(speed.streamEncryptMs, speed.singleEncryptMs)}, ${THROUGHPUT_MB} MB, median of ${THROUGHPUT_RUNS}`,
);
console.log(
  `${pad('vault: decrypt (streaming, Chromium)')}${versus(speed.streamDecryptMs, speed.singleDecryptMs)}, ${THROUGHPUT_MB} MB, median of ${THROUGHPUT_RUNS}`,
);
console.log(
  `${pad('vault: Argon2id unlock (Worker)')}${unlock.unlockMs.toFixed(0)} ms (64 MiB, 3 passes, median of ${ARGON2_RUNS}, a new Worker each; hashing ${unlock.hashingMs.toFixed(0)} ms)`,
);
const memoryLine = (label, figure) =>
  console.log(
    `${pad(label)}renderer +${mb(figure.peak.rss - figure.before.rss)} (${mb(figure.before.rss)} → ${mb(figure.peak.rss)} resident), JS heap ${mb(figure.before.heap)} → ${mb(figure.peak.heap)}, ${rate(figure.ciphertextBytes, figure.ms).toFixed(0)} MB/s`,
  );
memoryLine(`vault: peak memory encrypting ${LARGE_FILE_MB} MB`, memory);
memoryLine(`vault: same, gc() every ${COLLECT_EVERY_MB} MB`, memoryCollected);
