import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * Starts the production build (`apps/server/dist/main.js`, built by `npm run build`) on a free port
 * with its own empty data folder, on the embedded default database; `options.dataDir` starts it on the folder of
 * a server stopped with `keepData` instead (what a restart does).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; publicHost?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'amparo-e2e-'));
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
