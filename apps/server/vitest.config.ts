import { defineProject } from 'vitest/config';

/** Test files that replace a module with `vi.mock`: they run in a project of their own, isolated (below). */
export const FILES_THAT_MOCK_MODULES = [
  'src/auth/password-hash.test.ts',
  'src/modules/account/deletion-aal2.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: FILES_THAT_MOCK_MODULES,
    // Files share their worker's modules instead of importing the whole server again each (a fresh module graph
    // per file cost about 3 s a file, more than most files' tests): decision 041. Each file still opens its own
    // databases and apps. A file that mocks a module would leak the mock into the files after it, or miss it,
    // so those run isolated in `vitest.isolated.config.ts`.
    isolate: false,
    // Creating a PostgreSQL database per test file and starting PGlite both take seconds on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
