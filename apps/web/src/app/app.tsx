import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import type { DataRouter } from '../lib/router/index.ts';
import { RouterProvider } from '../lib/router/index.ts';
import { type SessionSource, useSession } from '../lib/session-provider.tsx';
import { AppLoading } from '../ui/loading.tsx';
import { isChunkLoadError } from './chunk-reload.ts';
import { AppProviders } from './providers.tsx';
import { reportClientError } from './report-client-error.ts';

/** Only while auth-js reads a token from the URL (an email link) does the app wait, showing "Loading...". */
function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'loading' ? <AppLoading /> : children;
}

type AppProps = {
  i18n: I18n;
  /** Tests pass their own; the app creates one when the first screen that needs it renders. */
  queryClient?: QueryClient;
  router: DataRouter;
  sessionSource?: SessionSource;
};

export function App({ i18n, queryClient, router, sessionSource }: AppProps) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient} sessionSource={sessionSource}>
      <SessionGate>
        <RouterProvider
          router={router}
          onError={(error, info) => {
            // Errors that reach the root route's error screen; the layout's boundary reports its own.
            if (!isChunkLoadError(error)) reportClientError(error, info.errorInfo?.componentStack);
          }}
        />
      </SessionGate>
    </AppProviders>
  );
}
