import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  logs: () => string;
  /** Stops the server; with `keepData` its data folder stays for the caller to read (and remove). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + Number(process.env.E2E_SERVER_READY_MS ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${logs()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Server did not become ready:\n${logs()}`);
}

/**
 * A data folder as a first start leaves it (the embedded database created and migrated, the registry added), made
 * once by the e2e runner and copied for each server (`E2E_DATA_TEMPLATE`): a first start on an empty folder took
 * about 10 s of a busy machine's CPU, a start on a copy under 3 s (decision 041). The first start itself is what
 * making the template does, so it is still tested on every run.
 */
export async function makeDataTemplate(): Promise<string> {
  const server = await startServer({}, { fresh: true });
  await server.stop({ keepData: true });
  return server.dataDir;
}

function newDataDir(fresh: boolean): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'amparo-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (!fresh && template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the production build (`apps/server/dist/main.js`, built by `npm run build`) on a free port
 * with its own data folder, on the embedded default database: a copy of the runner's template (see
 * `makeDataTemplate`), or empty with `fresh` or without a template; `options.dataDir` starts it on the folder of
 * a server stopped with `keepData` instead (what a restart does).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; publicHost?: string; fresh?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? newDataDir(options.fresh ?? false);
  // `publicHost: 'localhost'` for WebAuthn, whose RP ID must be a domain name, never an IP address.
  const baseUrl = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const serverUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const logs = () => output;
  await waitUntilReady(serverUrl, child, logs);
  return {
    baseUrl,
    dataDir,
    logs,
    stop: async (options = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
