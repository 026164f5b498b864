import type { QueryClient } from '@tanstack/react-query';

// TanStack Query (9 KB gzipped) serves the signed-in screens and the proof page only: it is loaded the first time
// one of them renders (issue 11), and there is one client for the whole app, so every screen shares one cache.

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./create-query-client.ts').then((module) => {
    client = module.createQueryClient();
    return client;
  });
  loading.catch(() => {
    // The chunk could not load (offline before it was cached): the next screen that needs it tries again.
    loading = undefined;
  });
  return loading;
}

/** The app's query client if it has been created, without loading anything. */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}
