// What the bench scripts share: starting the production server build and launching Debian's Chromium.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const serverMain = join(root, 'apps/server/dist/main.js');

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts `apps/server/dist/main.js` on the embedded database in `dataDir`; resolves once /readyz answers. */
export async function startBuiltServer(dataDir, env = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { baseUrl, readyMs, stop };
}

/** The switches every headless Chromium of ours runs with (the same as the e2e tests'). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs` are added Chromium switches (the vault bench exposes gc() to its page with `--js-flags=--expose-gc`). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
