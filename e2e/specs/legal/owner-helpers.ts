import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '../../support/server.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Makes the account with `email` an owner the way an operator does (`npm run owner -- grant <email>`): the
 * embedded database lets one process in, so the server stops, the command runs on its data folder, and the
 * server starts again on the same data (a new port: use the returned server's baseUrl from now on).
 */
export async function grantOwnerAndRestart(
  server: RunningServer,
  email: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  await server.stop({ keepData: true });
  await new Promise<void>((resolveRun, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'apps/server/scripts/owner-cli.ts'), 'grant', email],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => (error ? reject(new Error(`${stdout}${stderr}`)) : resolveRun()),
    );
  });
  return startServer(env, { dataDir: server.dataDir });
}
