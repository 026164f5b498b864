import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, killServerProcesses, startServerProcess, waitFor } from './test/server-process.ts';

afterEach(killServerProcesses);

describe('main', () => {
  it('stops with one clear line and exit code 1 on a bad variable', async () => {
    const run = startServerProcess({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toBe(
      'Configuration error: PORT must be a whole number from 1 to 65535 (got "abc").\n',
    );
    expect(run.stdout()).toBe('');
  });

  it('starts on the embedded database, answers /readyz, and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amparo-main-'));
    try {
      const port = await freePort();
      const run = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      await waitFor(() => run.stdout().includes('Amparo listening'), 45_000);
      expect(run.stdout()).toContain(`Amparo listening on http://localhost:${port} (database: pglite)`);

      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.stdout()).toContain('"msg":"Stopped"');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
