// The vault with a real 200 MiB document, through the production app (issue 6, points 3 and 11): a Full
// Protection account sets up its vault in headless Chromium, picks the file, and the upload screen encrypts it in
// its worker and sends it part by part; then the Download button brings it back, decrypted, once each way the app
// saves a download (save dialog, service worker stream, Blob), and the saved bytes are compared with the original. For each direction: wall time, throughput, the page's renderer process's peak
// memory, the longest the page's main thread was blocked, and for the upload the server's peak memory.
// Run alone with `node scripts/bench-vault-app.mjs` after `npm run build`.
//
// Playwright sets the vault up and picks the file, then lets go of the browser before anything is measured: with
// its DevTools network tracking on, Chromium copies every request body for the inspector on the page's main thread,
// which makes each 8 MiB part take about 1.2 s instead of 0.1 s and blocks the page for half of that. The upload and
// the download are driven through a bare DevTools pipe that only clicks and reads the page.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, root, serverMain, startBuiltServer } from './bench-support.mjs';

const FILE_MIB = 200;
const MiB = 1024 * 1024;
const FILE_BYTES = FILE_MIB * MiB;
const FILE_NAME = `bench-${FILE_MIB}mib.bin`;
const TITLE = `Bench ${FILE_MIB} MiB`;
const PLAN_ID = 'full_protection';
/** Big enough to stand out from every other renderer process, so we know which one is the app page's. */
const MARKER_MIB = 150;
const SAMPLE_EVERY_MS = 100;
const STEP_TIMEOUT_MS = 60_000;
const TRANSFER_TIMEOUT_MS = 15 * 60_000;

const mib = (bytes) => `${(bytes / MiB).toFixed(0)} MiB`;
const plusMib = (bytes) => `+${Math.max(0, bytes / MiB).toFixed(0)} MiB`;
const rate = (bytes, ms) => `${(bytes / MiB / (ms / 1000)).toFixed(1)} MiB/s`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---- The app's own words (English) ----

const localesDir = join(root, 'apps/web/src/i18n/locales/en');
const namespaces = {};
function t(namespace, key, values = {}) {
  namespaces[namespace] ??= JSON.parse(readFileSync(join(localesDir, `${namespace}.json`), 'utf8'));
  const lookUp = (path) => path.split('.').reduce((value, part) => value?.[part], namespaces[namespace]);
  let value =
    typeof values.count === 'number'
      ? lookUp(`${key}_${new Intl.PluralRules('en').select(values.count)}`)
      : undefined;
  value ??= lookUp(key);
  if (typeof value !== 'string') throw new Error(`No English text ${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name) => String(values[name] ?? whole));
}

// ---- Processes and their memory (Linux /proc, as scripts/bench-vault.mjs measures) ----

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

/** Every process started from this script (the server, Chromium and its helpers), with its parent and command line. */
function descendants() {
  const all = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      all.push({ pid: Number(entry), parent, argv });
    } catch {}
  }
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const info of all) {
      if (!ours.has(info.pid) && ours.has(info.parent)) {
        ours.add(info.pid);
        grew = true;
      }
    }
  }
  return all.filter((info) => info.pid !== process.pid && ours.has(info.pid));
}

function serverPid() {
  const server = descendants().find((info) => info.argv.includes(serverMain));
  if (!server) throw new Error('could not find the server process among this script’s children');
  return server.pid;
}

/** Chromium's processes by role: `browser` (no --type switch), `renderer`, `gpu-process`, `utility`… */
function chromiumProcesses() {
  return descendants()
    .filter((info) => /chrom/i.test(info.argv[0] ?? ''))
    .map((info) => ({
      pid: info.pid,
      // Processes forked from the zygote rewrite their command line as one space-separated string.
      type: info.argv.join(' ').match(/--type=(\S+)/)?.[1] ?? 'browser',
    }));
}

/** The renderer process that grew when the page filled a marker buffer: the app page's own process. */
async function findPageRenderer(page) {
  const renderers = chromiumProcesses().filter((info) => info.type === 'renderer');
  const before = new Map(renderers.map(({ pid }) => [pid, processMemory(pid).rss]));
  await page.evaluate((bytes) => {
    window.__benchMarker = new Uint8Array(bytes).fill(1);
  }, MARKER_MIB * MiB);
  const grown = [...before].filter(([pid, rss]) => processMemory(pid).rss - rss > (MARKER_MIB * MiB) / 2);
  await page.evaluate(() => {
    delete window.__benchMarker;
  });
  await page.collectGarbage();
  if (grown.length !== 1)
    throw new Error(`could not tell the app page's renderer process (${grown.length} candidates)`);
  return grown[0][0];
}

/**
 * Watches processes while `work` runs: each one's peak resident memory (the kernel's high-water mark, reset at the
 * start, and samples every 100 ms where it cannot be reset) against what it held at the start.
 */
async function watchMemory(pids, work) {
  const watched = pids.map((pid) => {
    const { rss } = processMemory(pid);
    return { pid, before: rss, peak: rss, kernelPeak: resetPeak(pid) };
  });
  let running = true;
  const sampling = (async () => {
    while (running) {
      for (const process of watched) {
        try {
          process.peak = Math.max(process.peak, processMemory(process.pid).rss);
        } catch {}
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  try {
    return { result: await work(), memory: watched };
  } finally {
    running = false;
    await sampling;
    for (const process of watched) {
      try {
        const now = processMemory(process.pid);
        process.peak = Math.max(process.peak, process.kernelPeak ? now.peak : now.rss);
      } catch {}
    }
  }
}

const grownBy = (watched) => watched.peak - watched.before;

// ---- The page's main thread: the longest a 50 ms timer was late while a transfer ran ----

async function startStallWatch(page) {
  await page.evaluate(() => {
    const state = { longest: 0, last: performance.now() };
    state.timer = setInterval(() => {
      const now = performance.now();
      state.longest = Math.max(state.longest, now - state.last - 50);
      state.last = now;
    }, 50);
    window.__benchStall = state;
  });
}

async function stopStallWatch(page) {
  return page.evaluate(() => {
    const state = window.__benchStall;
    clearInterval(state.timer);
    return Math.max(0, state.longest);
  });
}

// ---- Files ----

/** Random bytes written 1 MiB at a time (never the whole file in memory), hashed as they are written. */
async function writeRandomFile(path) {
  const hash = createHash('sha256');
  const file = await open(path, 'w');
  try {
    for (let written = 0; written < FILE_BYTES; written += MiB) {
      const chunk = randomBytes(MiB);
      hash.update(chunk);
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}

async function sha256File(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

/** A file of exactly `size` bytes under `folder` (the browser profile's own storage, for the file picker path). */
function findFileOfSize(folder, size) {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    try {
      if (statSync(path).size === size) return path;
    } catch {}
  }
  return null;
}

// ---- The account, through the API ----

async function signUpFullPlan(baseUrl) {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-vault-${randomBytes(5).toString('hex')}@example.org`,
      password: `copper ${randomBytes(3).toString('hex')} lantern orchard`,
      data: { full_name: 'Bench Person', legal_consent_accepted: true },
    }),
  });
  const session = await response.json();
  if (typeof session.access_token !== 'string')
    throw new Error(`sign-up gave no session (${response.status}): ${JSON.stringify(session)}`);
  const call = async (path, body) => {
    const answer = await fetch(`${baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.status === 204 ? undefined : answer.json();
  };
  const { sessionId } = await call('/billing/checkout', { planId: PLAN_ID });
  await call(`/billing/test-checkout/${encodeURIComponent(sessionId)}/complete`);
  return session;
}

// ---- The app, through its screens ----

/** A name for what failed, so a broken step says which one it was. */
async function step(name, action) {
  try {
    return await action();
  } catch (error) {
    throw new Error(`vault app bench: ${name} failed: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
}

/** The service worker installs on the first visit and controls the pages opened after it. */
async function waitForServiceWorker(page, baseUrl) {
  await page.goto(`${baseUrl}/`);
  return page.evaluate(
    (timeout) =>
      'serviceWorker' in navigator
        ? Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), timeout)),
          ])
        : false,
    STEP_TIMEOUT_MS / 2,
  );
}

async function setUpVault(page, baseUrl) {
  const text = (key, values) => t('vault', key, values);
  const passphrase = `tangerine orbit kettle whisper ${randomBytes(3).toString('hex')}`;
  await page.goto(`${baseUrl}/documents`);
  await page.getByRole('heading', { name: text('setup.understand.title') }).waitFor();
  await page.getByRole('checkbox', { name: text('setup.understand.checkbox') }).check();
  await page.getByRole('button', { name: text('setup.next') }).click();
  await page.getByRole('heading', { name: text('setup.passphrase.title') }).waitFor();
  await page.getByLabel(text('passphrase.newLabel'), { exact: true }).fill(passphrase);
  await page.getByLabel(text('passphrase.confirmLabel'), { exact: true }).fill(passphrase);
  await page
    .getByText(text('passphrase.strength.strong'), { exact: true })
    .or(page.getByText(text('passphrase.strength.fair'), { exact: true }))
    .waitFor();
  await page.getByRole('button', { name: text('setup.next') }).click();
  await page.getByRole('heading', { name: text('setup.kit.title') }).waitFor();
  const recoveryKey = (await page.getByTestId('recovery-key').innerText()).trim();
  const [kit] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('kit.download') }).click(),
  ]);
  await kit.delete();
  await page.getByRole('button', { name: text('setup.kit.saved') }).click();
  await page.getByRole('heading', { name: text('setup.confirm.title') }).waitFor();
  await page
    .getByLabel(text('confirmGroup.label', { number: 3 }), { exact: true })
    .fill(recoveryKey.split('-')[2] ?? '');
  await page.getByRole('button', { name: text('setup.create') }).click();
  await page.getByRole('button', { name: text('header.lock') }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function openUploadPanel(page) {
  await page
    .getByRole('button', { name: t('vault-documents', 'actions.add') })
    .first()
    .click();
}

/**
 * Picks the file as the person's file dialog would: by its path, so the page gets a File backed by the disk.
 * (Playwright, connected over a port, would copy the bytes through the protocol, and refuses above 50 MB.)
 */
async function pickFile(tab, path) {
  const input = await tab.evaluateHandle(
    (label) => {
      const holder = [...document.querySelectorAll('label')].find(
        (element) => element.textContent.trim() === label,
      );
      return holder?.querySelector('input[type="file"]') ?? null;
    },
    t('vault-documents', 'upload.chooseFiles'),
  );
  if (!input) throw new Error('no "Choose files" input on the upload panel');
  await tab.setFileInputFiles(input, [path]);
}

async function describeFile(page) {
  const text = (key) => t('vault-documents', key);
  const card = page.getByRole('listitem', { name: FILE_NAME });
  await card.getByLabel(text('form.type'), { exact: true }).selectOption('other');
  await card.getByLabel(text('form.title'), { exact: true }).fill(TITLE);
  // Not carried: the phone's offline copy would download the ciphertext again while we measure.
  await card.getByRole('checkbox', { name: text('form.carryOffline') }).setChecked(false);
}

/**
 * Headless Chromium has showSaveFilePicker but closes its dialog at once, as if the person cancelled. Where the
 * app asks for it, this stand-in answers with a file in the origin's private file system instead: the same kind
 * of writable file, so the app's streaming decryption runs as it would into a file the person chose. It also
 * notes which way the download went: the picker, a Blob link, or the service worker.
 */
function instrumentDownloads() {
  window.__benchDownload = { picker: false, pickerClosed: false, blobLink: false };
  if (typeof window.showSaveFilePicker === 'function') {
    window.showSaveFilePicker = async ({ suggestedName }) => {
      window.__benchDownload.picker = true;
      const folder = await navigator.storage.getDirectory();
      const handle = await folder.getFileHandle(suggestedName || 'download.bin', { create: true });
      return {
        async createWritable() {
          const file = await handle.createWritable();
          return new WritableStream({
            write: (chunk) => file.write(chunk),
            close: async () => {
              await file.close();
              window.__benchDownload.pickerClosed = true;
            },
            abort: (reason) => file.abort(reason),
          });
        },
      };
    };
  }
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function benchClick() {
    if (this.href.startsWith('blob:') && this.download) window.__benchDownload.blobLink = true;
    return click.call(this);
  };
}

// ---- Chromium, and a bare DevTools pipe to it ----

/**
 * Chromium with a profile on disk, as a person's browser has (a Playwright context would be incognito, where the
 * private file system and large Blobs stay in memory), open to Playwright on a port and to us on a pipe.
 */
async function startChromium(profileDir) {
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      `--user-data-dir=${profileDir}`,
      '--remote-debugging-port=0',
      '--remote-debugging-pipe',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const portFile = join(profileDir, 'DevToolsActivePort');
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}) during start`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = readFileSync(portFile, 'utf8').split('\n')[0];
  const pipe = devToolsPipe(child.stdio[3], child.stdio[4]);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { endpoint: `http://127.0.0.1:${port}`, pipe, stop };
}

/** The DevTools protocol over --remote-debugging-pipe: JSON messages ending in a NUL byte. */
function devToolsPipe(toBrowser, fromBrowser) {
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.on('data', (data) => {
    buffered += data.toString('utf8');
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id && pending.has(message.id)) {
        const { resolve, reject } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  return {
    send(method, params = {}, sessionId = undefined) {
      const id = nextId++;
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's tab, through the pipe: no Network or Page tracking, only what the bench asks. */
async function bareTab(pipe, urlPart) {
  const { targetInfos } = await pipe.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'page' && info.url.includes(urlPart));
  if (!target) throw new Error(`no tab shows ${urlPart}`);
  const { sessionId } = await pipe.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: true,
  });
  const evaluate = async (fn, arg) => {
    const { result, exceptionDetails } = await pipe.send(
      'Runtime.evaluate',
      {
        // The page helpers below come along, so the functions run in the page can call them by name.
        expression: `(() => {\n${PAGE_HELPERS}\nreturn (${fn})(${JSON.stringify(arg ?? null)});\n})()`,
        awaitPromise: true,
        returnByValue: true,
        userGesture: true,
      },
      sessionId,
    );
    if (exceptionDetails)
      throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text ?? 'script failed');
    return result.value;
  };
  return {
    evaluate,
    /** The object `fn` returns, as a DevTools object id (null when it returns null). */
    async evaluateHandle(fn, arg) {
      const { result } = await pipe.send(
        'Runtime.evaluate',
        { expression: `(${fn})(${JSON.stringify(arg ?? null)})` },
        sessionId,
      );
      return result.objectId ?? null;
    },
    setFileInputFiles: (objectId, files) =>
      pipe.send('DOM.setFileInputFiles', { objectId, files }, sessionId),
    collectGarbage: () => pipe.send('HeapProfiler.collectGarbage', {}, sessionId),
    /** Polls `fn` until it returns something truthy (a page that hangs shows here as a timeout). */
    async waitFor(fn, arg, timeout) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const value = await evaluate(fn, arg);
        if (value) return value;
        if (Date.now() > deadline) throw new Error(`nothing happened within ${seconds(timeout)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** In the page: the button (or the element of `role`) whose text is `name`, inside the element `within` if given. */
function clickByText({ name, within }) {
  const scope = within
    ? [...document.querySelectorAll('[aria-labelledby]')].find((element) =>
        element
          .getAttribute('aria-labelledby')
          .split(' ')
          .some((id) => document.getElementById(id)?.textContent.trim() === within),
      )
    : document;
  const button = [...(scope?.querySelectorAll('button') ?? [])].find(
    (element) => element.textContent.trim() === name && !element.disabled,
  );
  if (!button) return false;
  button.click();
  return true;
}

/** In the page: the first role="alert" message inside the element labelled `within` (or anywhere), if any. */
function alertText({ within }) {
  const alerts = [...document.querySelectorAll('[role="alert"]')].filter((element) => {
    if (!within) return true;
    const holder = element.closest('[aria-labelledby]');
    return holder ? holder.textContent.includes(within) : false;
  });
  return alerts.map((element) => element.textContent.trim()).find(Boolean) ?? null;
}

const PAGE_HELPERS = `const clickByText = ${clickByText};\nconst alertText = ${alertText};`;

async function upload(tab) {
  const text = (key, values) => t('vault-documents', key, values);
  if (!(await tab.evaluate(clickByText, { name: text('upload.send', { count: 1 }) })))
    throw new Error('no enabled "Encrypt and save" button');
  const outcome = await tab.waitFor(
    ({ done, fileName }) => {
      if (
        [...document.querySelectorAll('[role="status"]')].some(
          (element) => element.textContent.trim() === done,
        )
      )
        return { saved: true };
      const message = alertText({ within: fileName });
      return message ? { message } : null;
    },
    { done: text('upload.done'), fileName: FILE_NAME },
    TRANSFER_TIMEOUT_MS,
  );
  if (!outcome.saved) throw new Error(`the upload screen says: ${outcome.message}`);
}

/**
 * Clicks Download on the document's card and waits until the whole file is on disk: written by the app through
 * the file picker stand-in, or saved by the browser's download manager (a Blob link or the service worker's stream).
 */
async function download(pipe, tab, downloadsDir, profileDir) {
  const text = (key) => t('vault-documents', key);
  await pipe.send('Browser.setDownloadBehavior', {
    behavior: 'allowAndName',
    downloadPath: downloadsDir,
    eventsEnabled: true,
  });
  let finished;
  const saved = new Promise((resolve) => {
    finished = resolve;
  });
  const guids = new Set();
  const stopListening = pipe.listen((message) => {
    if (message.method === 'Browser.downloadWillBegin') guids.add(message.params.guid);
    if (message.method === 'Browser.downloadProgress' && message.params.state !== 'inProgress')
      finished(message.params);
  });
  try {
    await tab.evaluate(() => {
      window.__benchDownload = { picker: false, pickerClosed: false, blobLink: false };
    });
    if (!(await tab.evaluate(clickByText, { name: text('actions.download'), within: TITLE })))
      throw new Error(`no Download button on the card of "${TITLE}"`);
    const deadline = Date.now() + TRANSFER_TIMEOUT_MS;
    for (;;) {
      const progress = await Promise.race([
        saved,
        new Promise((resolve) => setTimeout(() => resolve(null), 100)),
      ]);
      if (progress) {
        if (progress.state !== 'completed')
          throw new Error(`the browser's download ended: ${progress.state}`);
        const seen = await tab.evaluate(() => window.__benchDownload);
        const controlled = await tab.evaluate(() => Boolean(navigator.serviceWorker?.controller));
        const way = seen.blobLink
          ? 'Blob in memory'
          : controlled
            ? 'service worker stream'
            : 'browser download';
        return { path: join(downloadsDir, progress.guid), way };
      }
      const page = await tab.evaluate(() => ({
        pickerClosed: window.__benchDownload.pickerClosed,
        message: alertText({ within: null }),
      }));
      if (page.pickerClosed) {
        const path = findFileOfSize(profileDir, FILE_BYTES);
        if (!path)
          throw new Error('the file picker path finished, but no file of the right size is in the profile');
        return { path, way: 'file picker' };
      }
      if (page.message) throw new Error(`the documents screen says: ${page.message}`);
      if (Date.now() > deadline) throw new Error(`nothing was saved within ${seconds(TRANSFER_TIMEOUT_MS)}`);
    }
  } finally {
    stopListening();
  }
}

/**
 * The app saves a download the first way this browser allows: the save dialog (desktop Chromium), the service
 * worker's stream (Android Chrome, Firefox), or a Blob (Safari). Desktop Chromium has all three, so the bench takes
 * them away one by one and downloads the document once each way.
 */
const DOWNLOAD_ROUTES = [
  { name: 'file picker', prepare: () => undefined },
  {
    name: 'service worker stream',
    prepare: () => {
      window.showSaveFilePicker = undefined;
    },
  },
  {
    name: 'Blob in memory',
    prepare: () => {
      Object.defineProperty(navigator.serviceWorker, 'controller', { configurable: true, get: () => null });
    },
  },
];

// ---- The run ----

const workDir = await mkdtemp(join(tmpdir(), 'amparo-bench-vault-app-'));
const dataDir = join(workDir, 'data');
const downloadsDir = join(workDir, 'downloads');
const profileDir = join(workDir, 'profile');
const filePath = join(workDir, FILE_NAME);
const pad = (label) => `  ${label}`.padEnd(62);
const problems = [];
let server;
let browser;
try {
  const originalHash = await step('writing the test file', () => writeRandomFile(filePath));
  server = await step('starting the server', () => startBuiltServer(dataDir));
  const { baseUrl } = server;
  const serverProcess = serverPid();
  const session = await step('signing up for Full Protection', () => signUpFullPlan(baseUrl));
  browser = await step('starting Chromium', () => startChromium(profileDir));

  // Playwright: the set-up, as a person does it.
  const driver = await chromium.connectOverCDP(browser.endpoint);
  const context = driver.contexts()[0];
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('amparo-auth')) localStorage.setItem('amparo-auth', value);
    localStorage.setItem('selectedLanguage', 'en');
  }, JSON.stringify(session));
  await context.addInitScript(instrumentDownloads);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 1280, height: 800 });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('crash', () => problems.push('the page crashed'));
  const withWorker = await step('waiting for the service worker', () => waitForServiceWorker(page, baseUrl));
  await step('setting up the vault', () => setUpVault(page, baseUrl));
  if (withWorker && !(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller))))
    problems.push('the service worker installed but does not control /documents');
  const tab = await step('attaching to the tab', () => bareTab(browser.pipe, '/documents'));
  await step('opening the upload panel', () => openUploadPanel(page));
  await step('picking the file', () => pickFile(tab, filePath));
  await step('describing the file', () => describeFile(page));
  // Lets go of the browser (the tab stays open): from here on nothing tracks the page's network.
  await driver.close();

  const pagePid = await step('finding the page’s renderer process', () => findPageRenderer(tab));
  const browserPid = chromiumProcesses().find((info) => info.type === 'browser')?.pid;
  if (!browserPid) throw new Error('vault app bench: could not find Chromium’s browser process');

  await tab.collectGarbage();
  await startStallWatch(tab);
  const uploadStart = performance.now();
  const uploaded = await step('uploading', () => watchMemory([pagePid, serverProcess], () => upload(tab)));
  const uploadMs = performance.now() - uploadStart;
  const uploadStall = await stopStallWatch(tab);
  const { documents } = await fetch(`${baseUrl}/api/v1/vault/documents`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  }).then((response) => response.json());
  const storedBytes = documents?.[0]?.size ?? 0;
  // VAULT_PART_TARGET_BYTES of the contract: 8 encrypted chunks and the 17-byte stream header.
  const partCount = Math.ceil(storedBytes / (8 * (MiB + 16) + 17));
  const [pageUp, serverUp] = uploaded.memory;
  console.log(
    `${pad(`vault app: upload ${FILE_MIB} MiB (encrypt in worker + ${partCount} parts)`)}${seconds(uploadMs)}  ${rate(FILE_BYTES, uploadMs)}   renderer peak ${plusMib(grownBy(pageUp))} (${mib(pageUp.before)} → ${mib(pageUp.peak)})   server peak ${plusMib(grownBy(serverUp))} (${mib(serverUp.before)} → ${mib(serverUp.peak)})   longest main-thread stall ${uploadStall.toFixed(0)} ms`,
  );
  if (storedBytes <= FILE_BYTES)
    problems.push(`the server lists ${storedBytes} bytes of ciphertext for ${FILE_BYTES} bytes of plaintext`);

  await tab.evaluate(clickByText, { name: t('vault-documents', 'upload.finished') });
  await step('waiting for the document in the list', () =>
    tab.waitFor(
      (title) =>
        [...document.querySelectorAll('article h3')].some((heading) => heading.textContent.trim() === title),
      TITLE,
      STEP_TIMEOUT_MS,
    ),
  );
  for (const route of DOWNLOAD_ROUTES) {
    await tab.evaluate(route.prepare);
    await tab.collectGarbage();
    // Enumerated now: a service worker may run in a renderer process of its own.
    const others = chromiumProcesses()
      .filter((info) => info.type === 'renderer' && info.pid !== pagePid)
      .map((info) => info.pid);
    await startStallWatch(tab);
    const downloadStart = performance.now();
    const downloaded = await step(`downloading (${route.name})`, () =>
      watchMemory([pagePid, browserPid, ...others], () =>
        download(browser.pipe, tab, downloadsDir, profileDir),
      ),
    );
    const downloadMs = performance.now() - downloadStart;
    const downloadStall = await stopStallWatch(tab);
    const { path: savedPath, way } = downloaded.result;
    const savedSize = statSync(savedPath).size;
    const matches = savedSize === FILE_BYTES && (await sha256File(savedPath)) === originalHash;
    await rm(savedPath, { force: true });
    const [pageDown, browserDown, ...otherDown] = downloaded.memory;
    const otherGrowth = Math.max(0, ...otherDown.map(grownBy));
    console.log(
      `${pad(`vault app: download ${FILE_MIB} MiB (${way})`)}${seconds(downloadMs)}  ${rate(FILE_BYTES, downloadMs)}   renderer peak ${plusMib(grownBy(pageDown))} (${mib(pageDown.before)} → ${mib(pageDown.peak)})   browser process ${plusMib(grownBy(browserDown))}${otherDown.length ? `, other renderers ${plusMib(otherGrowth)}` : ''}   longest main-thread stall ${downloadStall.toFixed(0)} ms   ${matches ? 'sha-256 matches' : `MISMATCH: ${savedSize} bytes, sha-256 differs`}`,
    );
    if (!matches) problems.push(`${way}: the downloaded file is not the uploaded file`);
    if (way !== route.name) problems.push(`asked for the ${route.name} path, the app took the ${way} path`);
  }
} catch (error) {
  // What the page showed before the failure usually says why it failed.
  for (const problem of problems) console.error(`  vault app: seen before the failure: ${problem}`);
  throw error;
} finally {
  await browser?.stop();
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
}

for (const problem of problems) console.log(`  vault app: seen during the run: ${problem}`);
