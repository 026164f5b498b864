// Bytes actually transferred for `npm run bench` (issue 11, point 1): what Chromium received for `/` on a first
// visit and as a returning visitor (English chosen; empty HTTP cache, service workers blocked), per resource with
// its Content-Encoding, next to the gzip -9 size of the dist file; then the service worker's precache, raw and as
// the server sends it to a browser that accepts br and gzip. Figures, not assertions.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, root, startBuiltServer } from './bench-support.mjs';

const webDist = join(root, 'apps/web/dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** gzip -9 of the dist file that answers `path`, else of the body received (the HTML chosen per visitor). */
function distGzip({ path, body }) {
  try {
    return gzipSync(readFileSync(join(webDist, decodeURIComponent(path))), { level: 9 }).length;
  } catch {
    return body ? gzipSync(body, { level: 9 }).length : null;
  }
}

/** Every response of one page load, from Chromium's own network events: wire bytes and Content-Encoding. */
async function transferredBy(browser, baseUrl, language) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  if (language) {
    await context.addCookies([{ name: 'amparo-lang', value: language, url: baseUrl }]);
    await context.addInitScript((code) => localStorage.setItem('selectedLanguage', code), language);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    responses.set(requestId, {
      path: new URL(response.url).pathname,
      encoding: headers['content-encoding'] ?? '-',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.transferred = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const finished = [...responses].filter(([, entry]) => entry.transferred !== undefined);
  for (const [requestId, entry] of finished) {
    const { body, base64Encoded } = await cdp
      .send('Network.getResponseBody', { requestId })
      .catch(() => ({}));
    if (body !== undefined) entry.body = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
  }
  await context.close();
  return finished.map(([, entry]) => entry);
}

function printTable(title, rows) {
  console.log(`  ${title}`);
  console.log(
    `    ${'path'.padEnd(48)} ${'encoding'.padEnd(9)} ${'transferred'.padStart(11)} ${'gzip -9'.padStart(9)}`,
  );
  let transferred = 0;
  let gzip = 0;
  for (const row of rows.sort((a, b) => b.transferred - a.transferred)) {
    const gz = distGzip(row);
    transferred += row.transferred;
    gzip += gz ?? 0;
    console.log(
      `    ${row.path.slice(0, 48).padEnd(48)} ${row.encoding.padEnd(9)} ${kb(row.transferred).padStart(11)} ${(gz === null ? '-' : kb(gz)).padStart(9)}`,
    );
  }
  console.log(
    `    ${'total'.padEnd(48)} ${''.padEnd(9)} ${kb(transferred).padStart(11)} ${kb(gzip).padStart(9)}`,
  );
}

/** Wire bytes of one file fetched as a browser would ask for it (node's fetch would decode, so plain http). */
function fetchEncoded(baseUrl, path) {
  return new Promise((done, fail) => {
    const req = request(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => done({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', fail);
    req.end();
  });
}

async function precacheFigures(baseUrl) {
  const sw = readFileSync(join(webDist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  let transferred = 0;
  const encodings = new Map();
  for (const url of urls) {
    const content = readFileSync(join(webDist, url));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    const { bytes, encoding } = await fetchEncoded(baseUrl, `/${url}`);
    transferred += bytes;
    encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
  }
  const byEncoding = [...encodings].map(([encoding, count]) => `${count} ${encoding}`).join(', ');
  console.log(
    `  web: service worker precache, ${urls.length} entries  raw ${kb(raw)}, transferred ${kb(transferred)} (${byEncoding}), gzip -9 ${kb(gzip)}`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-transfer-'));
const server = await startBuiltServer(dataDir);
const browser = await launchChromium();
try {
  printTable(
    'web: / first visit (no language chosen), bytes on the wire (headers included)',
    await transferredBy(browser, server.baseUrl, null),
  );
  printTable(
    'web: / returning visitor (English chosen, empty cache), bytes on the wire (headers included)',
    await transferredBy(browser, server.baseUrl, 'en'),
  );
  await precacheFigures(server.baseUrl);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
