// `npm test`: every check, in order, each phase timed; ends with the table of where the time went and the counts
// of tests run, whether the run passed or not. Phases stop at the first failure, as `&&` did.
// Usage: node scripts/test/run-all.mjs [--from=PHASE], PHASE the start of a name: typecheck, lint, translation,
// vitest, build, end-to-end.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTimings, readTimings, recordTiming, timingsFile } from './timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const npx = (bin) => join(root, 'node_modules/.bin', bin);

/** Runs one command with the terminal as its output; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('close', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

const phases = [
  {
    name: 'typecheck',
    command: () => run(process.execPath, ['scripts/test/typecheck.mjs']),
  },
  { name: 'lint', command: () => run(npx('biome'), ['check', '.']) },
  { name: 'translation check', command: () => run(process.execPath, ['scripts/check-i18n.mjs']) },
  {
    name: 'vitest (unit and integration)',
    command: () =>
      run(npx('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=./scripts/test/vitest-timings-reporter.mjs',
      ]),
  },
  { name: 'build', command: () => run('npm', ['run', 'build']) },
  { name: 'end-to-end', command: () => run(process.execPath, ['run-specs.mjs'], { cwd: join(root, 'e2e') }) },
];

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

async function main() {
  const file = timingsFile();
  const from = process.argv.find((arg) => arg.startsWith('--from='))?.slice('--from='.length);
  const startIndex = from ? phases.findIndex((phase) => phase.name.startsWith(from)) : 0;
  if (startIndex < 0) throw new Error(`No phase named ${from}`);
  const started = performance.now();
  let failedPhase;
  for (const phase of phases.slice(startIndex)) {
    const phaseStarted = performance.now();
    console.log(`\n▶ ${phase.name}`);
    const code = await phase.command();
    recordTiming(
      phase.name,
      (performance.now() - phaseStarted) / 1000,
      code === 0 ? '' : `FAILED (exit ${code})`,
    );
    if (code !== 0) {
      failedPhase = phase.name;
      break;
    }
  }
  recordTiming('npm test in all', (performance.now() - started) / 1000);

  // The phases' own rows (vitest projects, spec files) were appended as they ended, after their parent's row
  // would be: put each phase's parts under it.
  const rows = readTimings(file);
  const top = rows.filter((row) => !row.phase.startsWith(' '));
  const parts = (prefix) =>
    rows.filter((row) => row.phase.trimStart().startsWith(prefix) && row.phase.startsWith(' '));
  const ordered = top.flatMap((row) => {
    if (row.phase.startsWith('vitest')) return [row, ...parts('vitest ')];
    if (row.phase === 'end-to-end') return [row, ...parts('e2e ')];
    return [row];
  });
  console.log(`\nWhere the time went (${file}):\n${formatTimings(ordered)}`);

  const unit = readJson(`${file}.vitest.json`);
  const e2e = readJson(`${file}.e2e.json`);
  if (unit)
    console.log(
      `unit and integration tests: ${unit.tests} run, ${unit.failed} failed, ${unit.skipped} skipped`,
    );
  if (e2e) console.log(`end-to-end tests: ${e2e.tests} run, ${e2e.failed} failed, ${e2e.skipped} skipped`);
  const passed = (unit ? unit.tests - unit.failed : 0) + (e2e ? e2e.passed : 0);
  const failed =
    (unit?.failed ?? 0) + (e2e?.failed ?? 0) + (failedPhase && !unit?.failed && !e2e?.failed ? 1 : 0);
  console.log(failedPhase ? `\nFailed at: ${failedPhase}` : '');
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failedPhase ? 1 : 0);
}

await main();
