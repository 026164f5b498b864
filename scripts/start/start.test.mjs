import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFingerprint } from './build-fingerprint.mjs';
import { buildIsCurrent } from './start.mjs';

let root;
function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
function sampleRepository() {
  root = mkdtempSync(join(tmpdir(), 'amparo-fingerprint-'));
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('apps/web/src/main.tsx', 'render()');
  write('apps/server/src/main.ts', 'listen()');
  write('packages/contract/src/index.ts', 'export {}');
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds only when the sources changed', () => {
  it('changes the fingerprint when a source file, a package or the lock file changes', () => {
    sampleRepository();
    const before = buildFingerprint(root);
    expect(buildFingerprint(root)).toBe(before);
    for (const [path, text] of [
      ['apps/web/src/main.tsx', 'render(2)'],
      ['apps/server/src/new-route.ts', 'route()'],
      ['packages/contract/src/index.ts', 'export const a = 1'],
      ['package-lock.json', '{"v":2}'],
    ]) {
      const previous = buildFingerprint(root);
      write(path, text);
      expect(buildFingerprint(root), path).not.toBe(previous);
    }
  });

  it('ignores tests, build output, local data and node_modules', () => {
    sampleRepository();
    const before = buildFingerprint(root);
    write('apps/web/src/main.test.tsx', 'test()');
    write('apps/web/dist/index.html', '<html>');
    write('apps/server/dist/main.js', 'bundle');
    write('apps/server/data/pglite/base', 'rows');
    write('apps/web/node_modules/x/index.js', 'x');
    write('data/files/a', 'b');
    expect(buildFingerprint(root)).toBe(before);
  });

  it('starts without building only when both builds exist and were made from these sources', () => {
    expect(buildIsCurrent({ fingerprint: 'abc', stamp: 'abc\n', outputsExist: true })).toBe(true);
    expect(buildIsCurrent({ fingerprint: 'abc', stamp: 'abd\n', outputsExist: true })).toBe(false);
    expect(buildIsCurrent({ fingerprint: 'abc', stamp: null, outputsExist: true })).toBe(false);
    expect(buildIsCurrent({ fingerprint: 'abc', stamp: 'abc', outputsExist: false })).toBe(false);
  });
});
