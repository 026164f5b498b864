// `npm run typecheck`: each TypeScript project checked by its own `tsc -p`, in two lanes side by side (one core
// each): the web app, the largest, alone; the server, the packages and the end-to-end tests in the other.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = join(root, 'node_modules/.bin/tsc');
const lanes = [['apps/web'], ['apps/server', 'packages/contract', 'packages/vault-crypto', 'e2e']];

function check(project) {
  return new Promise((resolveCheck) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolveCheck(code ?? 1));
  });
}

const codes = await Promise.all(
  lanes.map(async (projects) => {
    let worst = 0;
    for (const project of projects) {
      const code = await check(project);
      if (code !== 0) {
        console.error(`typecheck: ${project} has errors`);
        worst = code;
      }
    }
    return worst;
  }),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
