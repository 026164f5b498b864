import { QueryClient } from '@tanstack/react-query';

/** The spec's cache rules: unused data kept 5 minutes, 3 retries, back-off doubling up to 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
