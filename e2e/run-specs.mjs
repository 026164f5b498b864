// Runs the end-to-end spec files, three at a time by default (E2E_CONCURRENCY), each in its own `node --test`
// process with its own server and browser, longest first so the two lanes finish together. Each file's output is
// printed whole when it ends (never interleaved), then a line per file with its seconds and counts, and the totals
// as a closing "N passed, N failed" line. Usage: node run-specs.mjs [spec files…] (default: every spec).
// Why three at a time and what must hold for it: docs/decisions/041-test-suite-in-twenty-minutes.md.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { recordTiming, timingsFile } from '../scripts/test/timings.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const durationsFile = join(here, 'spec-durations.json');

function allSpecs() {
  const specsFolder = join(here, 'specs');
  return readdirSync(specsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      readdirSync(join(specsFolder, area.name))
        .filter((file) => file.endsWith('.spec.ts'))
        .map((file) => `specs/${area.name}/${file}`),
    )
    .sort();
}

function parseCounts(output) {
  const count = (label) => Number(new RegExp(`^ℹ ${label} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
  return {
    tests: count('tests'),
    passed: count('pass'),
    failed: count('fail'),
    cancelled: count('cancelled'),
    skipped: count('skipped'),
    todo: count('todo'),
  };
}

function runSpec(file) {
  const started = performance.now();
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', '--import', 'tsx', file], {
      cwd: here,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      resolveRun({ file, code: code ?? (signal ? 1 : 0), seconds, output, ...parseCounts(output) });
    });
  });
}

async function main() {
  const requested = process.argv.slice(2).map((file) => relative(here, resolve(process.cwd(), file)));
  const files = requested.length > 0 ? requested : allSpecs();
  const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 3));
  const known = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
  // Longest first; a file with no recorded duration is assumed long, so a new spec never ends the run alone.
  const queue = [...files].sort((a, b) => (known[b] ?? 1e9) - (known[a] ?? 1e9) || a.localeCompare(b));
  const started = performance.now();
  // One first start, copied for every server the specs start (e2e/support/server.ts, makeDataTemplate).
  const { makeDataTemplate } = await tsImport('./support/server.ts', import.meta.url);
  const template = await makeDataTemplate();
  process.env.E2E_DATA_TEMPLATE = template;
  console.log(
    `A first start's data folder, copied for each server: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const results = [];
  const lane = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await runSpec(file);
      results.push(result);
      const ok = result.code === 0 && result.failed === 0;
      process.stdout.write(
        `\n━━━ ${file} (${result.seconds.toFixed(1)} s) ${ok ? 'ok' : 'FAILED'}\n${result.output}`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));
  const wall = (performance.now() - started) / 1000;
  rmSync(template, { recursive: true, force: true });

  results.sort((a, b) => b.seconds - a.seconds);
  const totals = { tests: 0, passed: 0, failed: 0, skipped: 0 };
  console.log(`\nEnd-to-end spec files (${concurrency} at a time, ${wall.toFixed(1)} s):`);
  for (const result of results) {
    const failed = result.failed + result.cancelled + (result.code !== 0 && result.failed === 0 ? 1 : 0);
    totals.tests += result.tests;
    totals.passed += result.passed;
    totals.failed += failed;
    totals.skipped += result.skipped + result.todo;
    console.log(
      `${result.seconds.toFixed(1).padStart(7)} s  ${result.file}  ${result.passed} passed${failed ? `, ${failed} FAILED` : ''}`,
    );
    recordTiming(`  e2e ${result.file}`, result.seconds, `${result.passed}/${result.tests} passed`);
  }
  if (process.env.E2E_RECORD_DURATIONS) {
    const durations = { ...known };
    for (const result of results) durations[result.file] = Math.round(result.seconds);
    writeFileSync(durationsFile, `${JSON.stringify(durations, null, 2)}\n`);
  }
  writeFileSync(`${timingsFile()}.e2e.json`, JSON.stringify(totals));
  console.log(`\nend-to-end: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 || results.some((result) => result.code !== 0) ? 1 : 0);
}

await main();
