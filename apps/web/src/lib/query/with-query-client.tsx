import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use, useContext } from 'react';
import { loadedQueryClient, loadQueryClient } from './query-client-loader.ts';

/**
 * Wraps screens that use TanStack Query. The first one to render loads it (suspending to the nearest "Loading..."
 * until it has); an outer client (tests, an enclosing screen) is used as it is. Only the provider's context is
 * imported here, which costs next to nothing on the first-paint path.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <SharedQueryClient>{children}</SharedQueryClient>;
}

function SharedQueryClient({ children }: { children: ReactNode }) {
  const client = loadedQueryClient() ?? use(loadQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
