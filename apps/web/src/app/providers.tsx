import { DirectionProvider } from '@radix-ui/react-direction';
import { Provider as TooltipProvider } from '@radix-ui/react-tooltip';
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
  queryClient: QueryClient;
  sessionSource?: SessionSource;
  children: ReactNode;
};

export function AppProviders({ i18n, queryClient, sessionSource, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageDirection>
        <QueryClientProvider client={queryClient}>
          {/* The spec's tooltip timing: open after 700 ms, then 300 ms to move between tooltips. */}
          <TooltipProvider delayDuration={700} skipDelayDuration={300}>
            <SessionProvider source={sessionSource}>
              <ProfileProvider>{children}</ProfileProvider>
            </SessionProvider>
          </TooltipProvider>
        </QueryClientProvider>
      </LanguageDirection>
    </I18nextProvider>
  );
}
