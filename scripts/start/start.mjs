// `npm start`: builds the web app and the server only when what they are built from changed since the last
// build (a second start takes seconds, not two minutes), then runs the server. A fresh clone has no stamp, so it
// builds. `npm start -- --rebuild` builds regardless.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFingerprint } from './build-fingerprint.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the server's dist folder: whatever removes the build (the server's own build starts by emptying dist)
// removes the stamp with it, so a stamp never outlives the build it describes.
const stampFile = join(root, 'apps/server/dist/.build-fingerprint');
const outputs = [join(root, 'apps/server/dist/main.js'), join(root, 'apps/web/dist/index.html')];

/** True when both builds are there and were made from exactly the current sources. */
export function buildIsCurrent({ fingerprint, stamp, outputsExist }) {
  return outputsExist && stamp !== null && stamp.trim() === fingerprint;
}

function main() {
  const fingerprint = buildFingerprint(root);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  const current = buildIsCurrent({
    fingerprint,
    stamp,
    outputsExist: outputs.every((file) => existsSync(file)),
  });
  if (current && !process.argv.includes('--rebuild')) {
    console.log('The build is up to date with the sources: starting without rebuilding.');
  } else {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(stampFile, `${fingerprint}\n`);
  }
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  // A process manager stops `npm start` with SIGTERM: pass it on so the server drains and closes cleanly.
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
