import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/vault-crypto',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      // The repository's own scripts (npm start's rebuild check); plain Node, nothing to set up.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, while most server
    // files spend their time waiting on a database or a child process. Three files at a time keep both cores
    // busy (measured: docs/decisions/041-test-suite-in-twenty-minutes.md). VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
  },
});
