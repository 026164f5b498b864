import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Creating a PostgreSQL database per test file and starting PGlite both take seconds on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
