import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages, TanStack Query and the profile loader are lazy chunks (issue 11): the first test of a file that reaches one
// waits for vitest to transform it, which can pass testing-library's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Node-environment tests (// @vitest-environment node) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
