import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSecondFactor } from '../lib/account/assurance.ts';
import { WithQueryClient } from '../lib/query/with-query-client.tsx';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from '../lib/router/index.ts';
import { useSession } from '../lib/session-provider.tsx';
import { PageLoading } from '../ui/loading.tsx';
import { clearChunkReloadFlag } from './chunk-reload.ts';
import { CrashTestTrigger, disarmCrashTest } from './crash-test.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// The account's own settings (text size, contrast, vault lock) follow the person to this device (decision 036).
const PreferencesSync = lazy(() =>
  import('../features/settings/components/preferences-sync.tsx').then((module) => ({
    default: module.PreferencesSync,
  })),
);

// A deletion in its grace period (decision 037) is said under the header of every signed-in screen, with a way to
// keep the account: only the status is asked for until there is something to say.
const DeletionBanner = lazy(() =>
  import('../features/settings/components/deletion-banner.tsx').then((module) => ({
    default: module.DeletionBanner,
  })),
);

// Help Me Now (the floating button, the offline queue) is for a signed-in person: it loads once someone is, after
// the first paint rather than before it. The service worker precaches its chunk, so it is there offline too.
const HelpMeNowRoot = lazy(() =>
  import('../features/emergency/help-me-now/help-me-now-root.tsx').then((module) => ({
    default: module.HelpMeNowRoot,
  })),
);

/** Renders nothing; once it commits, the page's code loaded, so a later chunk failure may reload again. */
function PageLoaded() {
  useEffect(() => {
    clearChunkReloadFlag();
    // The page is the app's own now (hydrated, on a prerendered page): forms held until then go to it (start.ts).
    window.dispatchEvent(new Event('amparo:page-ready'));
    // The new page is on screen: a slow route change is reported (decision 017).
    void import('./watch-slow-loads.ts').then(
      (module) => module.finishRouteChange(),
      () => undefined,
    );
  }, []);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation('common');
  const { status, session } = useSession();
  // Password in but the account's second step still to come (aal1 with a factor): the API answers nothing yet
  // (401 insufficient_aal), so nothing that reads it (preferences, Help Me Now's settings) starts before the code.
  const signedIn = status === 'signed-in' && !needsSecondFactor(session);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const shownPathname = useRef(pathname);

  // After a client-side navigation, focus moves to the new page so screen readers start there.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface-raised focus:px-4 focus:py-3 focus:text-foreground focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <OfflineBanner />
      {signedIn ? (
        <Suspense fallback={null}>
          <WithQueryClient>
            <DeletionBanner />
          </WithQueryClient>
        </Suspense>
      ) : null}
      {/* At least a screen tall: while a page's code or data arrives, the footer waits below the fold instead of
          jumping down once the page fills in (layout shift). */}
      <main id="main" ref={main} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        <AppErrorBoundary
          resetKey={pathname}
          onReset={disarmCrashTest}
          fallback={(reset) => (
            <ErrorScreen
              onTryAgain={reset}
              onGoHome={() => {
                reset();
                navigate('/');
              }}
            />
          )}
        >
          <CrashTestTrigger />
          {/* Keyed by path: a new page mounts a new boundary, which shows "Loading page..." even
              inside the router's transitions (an already-visible boundary would keep the old page). */}
          <Suspense key={pathname} fallback={<PageLoading />}>
            <Outlet />
            <PageLoaded />
          </Suspense>
        </AppErrorBoundary>
      </main>
      <SiteFooter />
      {/* Help Me Now sits in a bar of its own at the bottom of the screen, not over the page: the bar is opaque and
          full width and takes its own room at the end of the page, so no text or control is ever under the button,
          whatever the width, the language's direction or the zoom. Empty (and hidden) where the button does not show.
          z-30: above the page, below the account menu (z-40) that may open over it on a short screen. */}
      <div className="sticky bottom-0 z-30 flex justify-end border-border border-t bg-surface-raised px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] empty:hidden sm:px-6">
        {signedIn ? (
          <Suspense fallback={null}>
            <WithQueryClient>
              <HelpMeNowRoot />
              <PreferencesSync />
            </WithQueryClient>
          </Suspense>
        ) : null}
      </div>
      <ScrollRestoration />
    </div>
  );
}
