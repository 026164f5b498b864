import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { directionOf } from '../i18n/i18n.ts';
import { ProfileProvider } from '../lib/account/profile-provider.tsx';
import { SessionProvider, type SessionSource } from '../lib/session-provider.tsx';

/** Radix reads direction from its own provider, not from <html dir>. */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={directionOf(i18n.language)}>{children}</DirectionProvider>;
}

type AppProvidersProps = {
  i18n: I18n;
  /** Tests pass their own; the app creates one when the first screen that needs it renders (WithQueryClient). */
  queryClient?: QueryClient;
  sessionSource?: SessionSource;
  children: ReactNode;
};

/**
 * What every screen shares. Only light providers here: this is on the first-paint path of every page (issue 11).
 * TanStack Query and the profile's loader arrive with the first screen that needs them.
 */
export function AppProviders({ i18n, queryClient, sessionSource, children }: AppProvidersProps) {
  const providers = (
    <I18nextProvider i18n={i18n}>
      <LanguageDirection>
        <SessionProvider source={sessionSource}>
          <ProfileProvider>{children}</ProfileProvider>
        </SessionProvider>
      </LanguageDirection>
    </I18nextProvider>
  );
  return queryClient ? (
    <QueryClientProvider client={queryClient}>{providers}</QueryClientProvider>
  ) : (
    providers
  );
}
