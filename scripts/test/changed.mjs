// `npm run test:changed`: what a change touches, in minutes instead of the whole suite's twenty.
//   1. the vitest files related to the changed files (vitest's own `--changed`: the test files that import a
//      changed file, directly or not, and changed test files themselves);
//   2. the end-to-end specs of the product areas the change touches (after one build).
// "Changed" is every file that differs from REF (default: HEAD, so uncommitted and untracked work) —
// `npm run test:changed -- --since=origin/main` for a whole branch. `--no-e2e` stops after vitest; `--dry-run`
// only lists what would run.
// The whole suite (`npm test`) stays the gate: this is the quick answer, not the proof.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const since = process.argv.find((arg) => arg.startsWith('--since='))?.slice('--since='.length) ?? 'HEAD';
const withE2e = !process.argv.includes('--no-e2e');
const dryRun = process.argv.includes('--dry-run');

function git(...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

const changed = [
  ...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')]),
];
if (changed.length === 0) {
  console.log(`Nothing differs from ${since}.`);
  process.exit(0);
}

const e2eAreas = new Set(readdirSync(join(root, 'e2e/specs')));
// Product areas whose screens are tested under another e2e folder's name.
const AREA_ALIASES = {
  welcome: 'onboarding',
  home: 'foundation',
  dashboard: 'foundation',
  proof: 'vault',
  preparedness: 'emergency',
  account: 'auth',
  settings: 'security',
  support: 'help',
  profile: 'auth',
};
// Code every screen uses: the app shell, its primitives and the server's platform. A change there runs the
// foundation specs (every route, language, offline, accessibility) as the smoke test of the whole app.
const SHARED = [
  /^apps\/web\/src\/(app|ui|lib|i18n)\//,
  /^apps\/web\/(index\.html|vite\.config\.ts)$/,
  /^apps\/server\/src\/(platform|auth)\//,
];

/** The e2e spec files a changed file calls for: `null` when it touches no screen. */
function specsFor(file) {
  const spec = /^e2e\/specs\/([^/]+)\/([^/]+\.spec\.ts)$/.exec(file);
  if (spec) return [`specs/${spec[1]}/${spec[2]}`];
  const helper = /^e2e\/specs\/([^/]+)\//.exec(file);
  if (helper) return areaSpecs(helper[1]);
  if (/^e2e\/support\//.test(file)) return areaSpecs('foundation');
  const area =
    /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1] ??
    /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1] ??
    /^packages\/contract\/src\/([^/]+)\//.exec(file)?.[1] ??
    (/^apps\/web\/src\/content\/legal-guides\//.test(file) ? 'legal' : undefined);
  if (area) return areaSpecs(AREA_ALIASES[area] ?? area);
  if (SHARED.some((pattern) => pattern.test(file))) return areaSpecs('foundation');
  return null;
}

function areaSpecs(area) {
  const folder = join(root, 'e2e/specs', area);
  if (!e2eAreas.has(area) || !existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `specs/${area}/${file}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

console.log(`${changed.length} files differ from ${since}.`);
const vitestArgs = ['run', '--changed', since, '--passWithNoTests'];
const specs = [...new Set(changed.flatMap((file) => specsFor(file) ?? []))].sort();
if (dryRun) {
  console.log(`vitest ${vitestArgs.join(' ')}`);
  const listed = spawnSync(
    join(root, 'node_modules/.bin/vitest'),
    ['list', '--filesOnly', '--changed', since],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  console.log(listed.stdout.trim() || '(no vitest file)');
  console.log(`end-to-end: ${withE2e && specs.length > 0 ? specs.join(' ') : '(none)'}`);
  process.exit(0);
}
console.log(`\n▶ vitest ${vitestArgs.join(' ')}`);
let code = run(join(root, 'node_modules/.bin/vitest'), vitestArgs);

if (withE2e && code === 0) {
  if (specs.length === 0) {
    console.log('\nNo end-to-end spec covers these files.');
  } else {
    console.log(`\n▶ end-to-end: ${specs.join(' ')}`);
    code = run('npm', ['run', 'build']);
    if (code === 0) code = run(process.execPath, ['run-specs.mjs', ...specs], { cwd: join(root, 'e2e') });
  }
}
process.exit(code);
