import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'vault-crypto',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
