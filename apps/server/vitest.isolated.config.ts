import { defineProject } from 'vitest/config';
import server, { FILES_THAT_MOCK_MODULES } from './vitest.config.ts';

// The server's test files that replace a module with `vi.mock`, each in a fresh module graph (vitest's default).
export default defineProject({
  test: {
    ...server.test,
    name: 'server-isolated',
    include: FILES_THAT_MOCK_MODULES,
    exclude: [],
    isolate: true,
  },
});
