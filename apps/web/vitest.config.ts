import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Node's resolution picks react-router's CommonJS build for `react-router` while `react-router/dom`
// loads the ES build: two copies, two router contexts. Point both at the ES build.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/development',
);

export default defineProject({
  plugins: [react()],
  define: {
    __AMPARO_RELEASE__: JSON.stringify('test'),
  },
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: [/react-router/] } },
  },
});
